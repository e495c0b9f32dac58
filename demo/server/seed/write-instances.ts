// Dated flights, matched to the stored ones by airline, flight number, flight date and leg.
// A matched flight keeps its id, since offerRefs, carts, seat holds, sold seats and orders
// name flights by id; a new one gets an id above every id ever given (the last one is kept
// in meta), so an id a conversation still holds never comes back as another flight. A
// stored flight the new timetable lacks is deleted unless something names it.
import { readMeta, writeMeta } from '../db/meta'
import type { Db } from '../db/open'
import type { FlightInstance } from './instances'
import type { PatternLeg } from './network'
import { referencedInstanceIds } from './referenced-instances'

type Row = Array<string | number>

const columnNames = [
  'pattern_id',
  'airline_code',
  'flight_number',
  'operating_airline_code',
  'operating_flight_number',
  'flight_date',
  'leg_seq',
  'origin',
  'destination',
  'departure_date',
  'scheduled_departure',
  'scheduled_arrival',
  'departure_utc',
  'arrival_utc',
  'duration_minutes',
  'equipment_code',
] as const
const columns = columnNames.join(', ')
// The natural key: airline_code, flight_number, flight_date and leg_seq.
const rowKey = (row: Row) => `${row[1]}|${row[2]}|${row[5]}|${row[6]}`
const lastIdKey = 'last_flight_instance_id'

export interface InstanceChanges {
  inserted: number
  updated: number
  deleted: number
  /** Flights the timetable no longer has, kept because a booking names them. */
  kept: number
}

export function writeInstances(
  db: Db,
  patterns: readonly PatternLeg[],
  patternIds: readonly number[],
  instances: readonly FlightInstance[],
): InstanceChanges {
  // Each stored row is the columns in order, then its id.
  const stored = new Map<string, Row>()
  let lastId = Number(readMeta(db, lastIdKey) ?? 0)
  for (const row of db.prepare<[], Row>(`SELECT ${columns}, id FROM flight_instances`).raw().iterate()) {
    stored.set(rowKey(row), row)
    lastId = Math.max(lastId, Number(row[columnNames.length]))
  }
  const insert = db.prepare(
    `INSERT INTO flight_instances (id, ${columns}) VALUES (?, ${columnNames.map(() => '?').join(', ')})`,
  )
  const update = db.prepare(`UPDATE flight_instances SET ${columnNames.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
  const changes: InstanceChanges = { inserted: 0, updated: 0, deleted: 0, kept: 0 }
  for (const f of instances) {
    const p = patterns[f.patternIndex]
    const patternId = patternIds[f.patternIndex]
    if (!p || patternId === undefined) continue
    const row: Row = [
      patternId,
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
    ]
    const key = rowKey(row)
    const match = stored.get(key)
    if (!match) {
      insert.run(++lastId, ...row)
      changes.inserted++
      continue
    }
    stored.delete(key)
    if (row.some((value, i) => value !== match[i])) {
      update.run(...row, match[columnNames.length])
      changes.updated++
    }
  }
  const referenced = referencedInstanceIds(db)
  const remove = db.prepare('DELETE FROM flight_instances WHERE id = ?')
  for (const row of stored.values()) {
    const id = Number(row[columnNames.length])
    if (referenced.has(id)) changes.kept++
    else {
      remove.run(id)
      changes.deleted++
    }
  }
  writeMeta(db, lastIdKey, String(lastId))
  return changes
}
