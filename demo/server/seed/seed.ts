// Seeds the demo database, new or not, in one transaction: the reference data (airlines,
// airports, equipment, promo codes), the schedule patterns, the dated flights and the
// seed's meta keys are written over what is stored, matched by their natural keys so the
// ids bookings name stay the same. Nothing else is touched: conversations, passengers,
// seat holds, ancillaries, purchase attempts, orders, payments, conversion offers and sold
// seats stay as they are. A failure rolls the whole reseed back.
import { writeMeta } from '../db/meta'
import type { Db } from '../db/open'
import { addDays } from '../time/calendar'
import { airportSeeds } from './airports'
import { materializeInstances } from './instances'
import { buildNetwork } from './network'
import { pruneReferenceData, writeReferenceData } from './reference-data'
import { type InstanceChanges, writeInstances } from './write-instances'
import { prunePatterns, writePatterns } from './write-patterns'

/** Bump when the seed's content changes, so existing databases are reseeded on start (3: airport names per locale). */
export const seedVersion = '3'
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
  /** How the stored dated flights changed. */
  changes: InstanceChanges
}

/**
 * Seeds a database already at the current schema (the server opens it migrated:
 * db/open-migrated.ts). `daysAhead` shortens the horizon for tests that need only a few
 * days of flights.
 */
export function seedDatabase(db: Db, seedDate: string, { daysAhead = defaultDaysAhead } = {}): SeedSummary {
  const airports = airportSeeds()
  const airportsByCode = new Map(airports.map((a) => [a.iata, a]))
  const patterns = buildNetwork(airportsByCode)
  const scheduleFrom = addDays(seedDate, -daysBehind)
  const scheduleTo = addDays(seedDate, daysAhead)
  const timeZones = new Map(airports.map((a) => [a.iata, a.tz]))
  const instances = materializeInstances(patterns, timeZones, scheduleFrom, scheduleTo)

  const changes = db.transaction(() => {
    writeReferenceData(db, airports)
    const patternIds = writePatterns(db, patterns, scheduleFrom, scheduleTo)
    const written = writeInstances(db, patterns, patternIds, instances)
    prunePatterns(db, patternIds)
    pruneReferenceData(db, airports)
    writeMeta(db, 'seed_version', seedVersion)
    writeMeta(db, 'seed_date', seedDate)
    writeMeta(db, 'schedule_from', scheduleFrom)
    writeMeta(db, 'schedule_to', scheduleTo)
    return written
  })()
  return {
    seedDate,
    scheduleFrom,
    scheduleTo,
    airports: airports.length,
    patterns: patterns.length,
    instances: instances.length,
    changes,
  }
}

/** The log's account of a seed: what it holds, and what it did to the stored dated flights. */
export function seedSummaryLine(s: SeedSummary): string {
  const c = s.changes
  return `${s.airports} airports, ${s.patterns} schedule legs, ${s.instances} dated flights ${s.scheduleFrom}..${s.scheduleTo}; ${c.inserted} added, ${c.updated} changed, ${c.deleted} deleted, ${c.kept} off the timetable kept for bookings`
}
