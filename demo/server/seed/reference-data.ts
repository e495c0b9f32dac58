// Airlines, airports, equipment and promo codes: written over the stored rows by their
// codes. A row the seed no longer has is deleted unless a schedule pattern still names it
// (one kept for an order's flight), which keeps every foreign key valid.
import type { Db } from '../db/open'
import { airlines } from './airlines'
import type { AirportSeed } from './airports'
import { equipment } from './equipment'
import { promoCodes } from './promo-codes'

export function writeReferenceData(db: Db, airports: readonly AirportSeed[]): void {
  const upsertAirline = db.prepare(
    'INSERT INTO airlines (code, name) VALUES (?, ?) ON CONFLICT (code) DO UPDATE SET name = excluded.name',
  )
  for (const airline of airlines) upsertAirline.run(airline.code, airline.name)

  const upsertAirport = db.prepare(
    `INSERT INTO airports (code, name, city, country, time_zone, latitude, longitude, is_hub, facilities)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, city = excluded.city, country = excluded.country,
       time_zone = excluded.time_zone, latitude = excluded.latitude, longitude = excluded.longitude,
       is_hub = excluded.is_hub, facilities = excluded.facilities`,
  )
  for (const a of airports) {
    upsertAirport.run(
      a.iata,
      a.name,
      a.city,
      a.country,
      a.tz,
      a.latitude,
      a.longitude,
      a.isHub ? 1 : 0,
      JSON.stringify(a.facilities),
    )
  }
  // An airport's names are rewritten whole, so a locale the seed dropped goes too.
  const deleteNames = db.prepare('DELETE FROM airport_names WHERE airport_code = ?')
  const insertName = db.prepare('INSERT INTO airport_names (airport_code, locale, city, name) VALUES (?, ?, ?, ?)')
  for (const a of airports) {
    deleteNames.run(a.iata)
    for (const [locale, place] of Object.entries(a.names)) insertName.run(a.iata, locale, place.city, place.name)
  }

  const upsertEquipment = db.prepare(
    `INSERT INTO equipment (code, name, seat_map) VALUES (?, ?, ?)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, seat_map = excluded.seat_map`,
  )
  for (const e of equipment) upsertEquipment.run(e.code, e.name, JSON.stringify(e.seatMap))

  const upsertPromo = db.prepare(
    `INSERT INTO promo_codes (code, percent_off, months, description) VALUES (?, ?, ?, ?)
     ON CONFLICT (code) DO UPDATE SET percent_off = excluded.percent_off, months = excluded.months,
       description = excluded.description`,
  )
  for (const p of promoCodes) upsertPromo.run(p.code, p.percentOff, p.months?.join(',') ?? null, p.description)
}

/** Runs after the patterns are pruned, so only the rows a kept pattern names stay. */
export function pruneReferenceData(db: Db, airports: readonly AirportSeed[]): void {
  const codes = (list: ReadonlyArray<{ code: string }>) => JSON.stringify(list.map((row) => row.code))
  const notSeeded = 'code NOT IN (SELECT value FROM json_each(?))'
  db.prepare(
    `DELETE FROM airlines WHERE ${notSeeded}
       AND code NOT IN (SELECT airline_code FROM schedule_patterns)
       AND code NOT IN (SELECT operating_airline_code FROM schedule_patterns)`,
  ).run(codes(airlines))
  db.prepare(
    `DELETE FROM airports WHERE ${notSeeded}
       AND code NOT IN (SELECT origin FROM schedule_patterns)
       AND code NOT IN (SELECT destination FROM schedule_patterns)`,
  ).run(JSON.stringify(airports.map((a) => a.iata)))
  db.prepare(
    `DELETE FROM equipment WHERE ${notSeeded} AND code NOT IN (SELECT equipment_code FROM schedule_patterns)`,
  ).run(codes(equipment))
  db.prepare(`DELETE FROM promo_codes WHERE ${notSeeded}`).run(codes(promoCodes))
}
