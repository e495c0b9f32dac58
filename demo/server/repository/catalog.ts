// Reference data that never changes while the server runs (it is only reseeded on
// start), loaded once: airports, airline names and equipment names.
import type { Db } from '../db/open'
import type { Facilities } from '../seed/airports'

export interface Airport {
  code: string
  name: string
  city: string
  country: string
  /** IANA time zone */
  timeZone: string
  isHub: boolean
  facilities: Facilities
}

export interface Catalog {
  airports: ReadonlyMap<string, Airport>
  airlineNames: ReadonlyMap<string, string>
  equipmentNames: ReadonlyMap<string, string>
}

interface AirportRow {
  code: string
  name: string
  city: string
  country: string
  timeZone: string
  isHub: number
  facilities: string
}

export function loadCatalog(db: Db): Catalog {
  const airportRows = db
    .prepare<[], AirportRow>(
      'SELECT code, name, city, country, time_zone AS timeZone, is_hub AS isHub, facilities FROM airports ORDER BY code',
    )
    .all()
  const airports = new Map(
    airportRows.map((row): [string, Airport] => [
      row.code,
      { ...row, isHub: row.isHub === 1, facilities: JSON.parse(row.facilities) as Facilities },
    ]),
  )
  const names = (sql: string) =>
    new Map(
      db
        .prepare<[], { code: string; name: string }>(sql)
        .all()
        .map((r) => [r.code, r.name]),
    )
  return {
    airports,
    airlineNames: names('SELECT code, name FROM airlines'),
    equipmentNames: names('SELECT code, name FROM equipment'),
  }
}
