// Drops, recreates and fills the demo database in one transaction.
import { writeMeta } from '../db/meta'
import { recreateSchema } from '../db/migrate'
import type { Db } from '../db/open'
import { addDays } from '../time/calendar'
import { airlines } from './airlines'
import { airportSeeds } from './airports'
import { equipment } from './equipment'
import { materializeInstances } from './instances'
import { buildNetwork } from './network'
import { promoCodes } from './promo-codes'

/** Bump when the seed's content changes, so existing databases are rebuilt on start. */
export const seedVersion = '2'
/** Flights are kept from a week back (status of recent flights, operating days around a date)... */
const daysBehind = 7
/** ...to a year ahead. */
const defaultDaysAhead = 366

export interface SeedSummary {
  seedDate: string
  scheduleFrom: string
  scheduleTo: string
  airports: number
  patterns: number
  instances: number
}

/** `daysAhead` shortens the horizon for tests that need only a few days of flights. */
export function seedDatabase(db: Db, seedDate: string, { daysAhead = defaultDaysAhead } = {}): SeedSummary {
  const airports = airportSeeds()
  const airportsByCode = new Map(airports.map((a) => [a.iata, a]))
  const patterns = buildNetwork(airportsByCode)
  const scheduleFrom = addDays(seedDate, -daysBehind)
  const scheduleTo = addDays(seedDate, daysAhead)
  const timeZones = new Map(airports.map((a) => [a.iata, a.tz]))
  const instances = materializeInstances(patterns, timeZones, scheduleFrom, scheduleTo)

  recreateSchema(db)
  db.transaction(() => {
    const insertAirline = db.prepare('INSERT INTO airlines (code, name) VALUES (?, ?)')
    for (const airline of airlines) insertAirline.run(airline.code, airline.name)

    const insertAirport = db.prepare(
      'INSERT INTO airports (code, name, city, country, time_zone, latitude, longitude, is_hub, facilities) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const a of airports) {
      insertAirport.run(
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

    const insertEquipment = db.prepare('INSERT INTO equipment (code, name, seat_map) VALUES (?, ?, ?)')
    for (const e of equipment) insertEquipment.run(e.code, e.name, JSON.stringify(e.seatMap))

    const insertPattern = db.prepare(
      `INSERT INTO schedule_patterns (id, airline_code, flight_number, operating_airline_code, operating_flight_number, leg_seq,
        origin, destination, departure_time, day_offset, duration_minutes, days_mask, equipment_code, valid_from, valid_to)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    patterns.forEach((p, i) => {
      insertPattern.run(
        i + 1,
        p.airlineCode,
        p.flightNumber,
        p.operatingAirlineCode,
        p.operatingFlightNumber,
        p.legSeq,
        p.origin,
        p.destination,
        p.departureTime,
        p.dayOffset,
        p.durationMinutes,
        p.daysMask,
        p.equipmentCode,
        scheduleFrom,
        scheduleTo,
      )
    })

    const insertInstance = db.prepare(
      `INSERT INTO flight_instances (pattern_id, airline_code, flight_number, operating_airline_code, operating_flight_number,
        flight_date, leg_seq, origin, destination, departure_date, scheduled_departure, scheduled_arrival,
        departure_utc, arrival_utc, duration_minutes, equipment_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const f of instances) {
      const p = patterns[f.patternIndex]
      if (!p) continue
      insertInstance.run(
        f.patternIndex + 1,
        p.airlineCode,
        p.flightNumber,
        p.operatingAirlineCode,
        p.operatingFlightNumber,
        f.flightDate,
        p.legSeq,
        p.origin,
        p.destination,
        f.departureDate,
        f.scheduledDeparture,
        f.scheduledArrival,
        f.departureUtc,
        f.arrivalUtc,
        p.durationMinutes,
        p.equipmentCode,
      )
    }

    const insertPromo = db.prepare(
      'INSERT INTO promo_codes (code, percent_off, months, description) VALUES (?, ?, ?, ?)',
    )
    for (const p of promoCodes) insertPromo.run(p.code, p.percentOff, p.months?.join(',') ?? null, p.description)

    writeMeta(db, 'seed_version', seedVersion)
    writeMeta(db, 'seed_date', seedDate)
    writeMeta(db, 'schedule_from', scheduleFrom)
    writeMeta(db, 'schedule_to', scheduleTo)
  })()
  return {
    seedDate,
    scheduleFrom,
    scheduleTo,
    airports: airports.length,
    patterns: patterns.length,
    instances: instances.length,
  }
}
