// Schedule patterns, matched to the stored ones by airline, flight number and leg: a
// matched pattern keeps its id (its dated flights point at it), a new one gets the next.
// Only flight_instances names a pattern id, so a deleted pattern's id may come back.
import type { Db } from '../db/open'
import type { PatternLeg } from './network'

const patternKey = (airlineCode: string, flightNumber: string, legSeq: number) =>
  `${airlineCode}|${flightNumber}|${legSeq}`

/** Writes the patterns valid from..to; returns their ids, by index in `patterns`. */
export function writePatterns(db: Db, patterns: readonly PatternLeg[], from: string, to: string): number[] {
  const stored = db
    .prepare<[], { id: number; airlineCode: string; flightNumber: string; legSeq: number }>(
      'SELECT id, airline_code AS airlineCode, flight_number AS flightNumber, leg_seq AS legSeq FROM schedule_patterns',
    )
    .all()
  const idByKey = new Map(stored.map((p) => [patternKey(p.airlineCode, p.flightNumber, p.legSeq), p.id]))
  let lastId = stored.reduce((max, p) => Math.max(max, p.id), 0)
  const upsert = db.prepare(
    `INSERT INTO schedule_patterns (id, airline_code, flight_number, operating_airline_code, operating_flight_number, leg_seq,
       origin, destination, departure_time, day_offset, duration_minutes, days_mask, equipment_code, valid_from, valid_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET operating_airline_code = excluded.operating_airline_code,
       operating_flight_number = excluded.operating_flight_number, origin = excluded.origin,
       destination = excluded.destination, departure_time = excluded.departure_time, day_offset = excluded.day_offset,
       duration_minutes = excluded.duration_minutes, days_mask = excluded.days_mask,
       equipment_code = excluded.equipment_code, valid_from = excluded.valid_from, valid_to = excluded.valid_to`,
  )
  return patterns.map((p) => {
    const id = idByKey.get(patternKey(p.airlineCode, p.flightNumber, p.legSeq)) ?? ++lastId
    upsert.run(
      id,
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
      from,
      to,
    )
    return id
  })
}

/** Deletes the patterns the network no longer has, unless a kept dated flight points at one. */
export function prunePatterns(db: Db, ids: readonly number[]): void {
  db.prepare(
    `DELETE FROM schedule_patterns WHERE id NOT IN (SELECT value FROM json_each(?))
       AND id NOT IN (SELECT pattern_id FROM flight_instances)`,
  ).run(JSON.stringify(ids))
}
