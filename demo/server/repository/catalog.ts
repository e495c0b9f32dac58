// Reference data that never changes while the server runs (it is only reseeded on
// start), loaded once: airports, airline names and equipment names.
import type { Db } from '../db/open'
import type { Facilities } from '../seed/airports'
import type { PlaceName } from '../seed/airport-names'

export interface Airport {
  code: string
  name: string
  city: string
  country: string
  /** IANA time zone */
  timeZone: string
  isHub: boolean
  facilities: Facilities
  /** Its city and airport name by locale key (airport_names); `city` and `name` for a locale without. */
  names?: ReadonlyMap<string, PlaceName>
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
  const names = new Map<string, Map<string, PlaceName>>()
  const nameRows = db
    .prepare<[], PlaceName & { code: string; locale: string }>(
      'SELECT airport_code AS code, locale, city, name FROM airport_names',
    )
    .all()
  for (const { code, locale, city, name } of nameRows) {
    const byLocale = names.get(code) ?? new Map<string, PlaceName>()
    byLocale.set(locale, { city, name })
    names.set(code, byLocale)
  }
  const airports = new Map(
    airportRows.map((row): [string, Airport] => [
      row.code,
      {
        ...row,
        isHub: row.isHub === 1,
        facilities: JSON.parse(row.facilities) as Facilities,
        names: names.get(row.code) ?? new Map(),
      },
    ]),
  )
  const codeNames = (sql: string) =>
    new Map(
      db
        .prepare<[], { code: string; name: string }>(sql)
        .all()
        .map((r) => [r.code, r.name]),
    )
  return {
    airports,
    airlineNames: codeNames('SELECT code, name FROM airlines'),
    equipmentNames: codeNames('SELECT code, name FROM equipment'),
  }
}
