// On start: open the database and (re)seed it when it is new, from an older schema or
// seed, or when its schedules no longer reach far enough around today.
import { seedDatabase, seedVersion, type SeedSummary } from '../seed/seed'
import { addDays } from '../time/calendar'
import { readMeta } from './meta'
import { hasCurrentSchema } from './migrate'
import { openDatabase, type Db } from './open'

/** Schedules must cover today + this many days, or the database is reseeded. */
export const minimumDaysAhead = 330

export interface PreparedDatabase {
  db: Db
  /** Why it was (re)seeded, or undefined when the stored data was kept. */
  reseeded?: { reason: string; summary: SeedSummary }
}

export function staleReason(db: Db, today: string): string | undefined {
  if (!hasCurrentSchema(db)) return 'new database or older schema'
  if (readMeta(db, 'seed_version') !== seedVersion) return 'older seed'
  const from = readMeta(db, 'schedule_from') ?? ''
  const to = readMeta(db, 'schedule_to') ?? ''
  if (to < addDays(today, minimumDaysAhead)) return `schedules end ${to}, before today + ${minimumDaysAhead} days`
  // Operating days are shown from three days before a date.
  if (from > addDays(today, -3)) return `schedules start ${from}, after today - 3 days`
  return undefined
}

export function prepareDatabase(
  dataDir: string,
  today: string,
  options: { forceReseed?: boolean } = {},
): PreparedDatabase {
  const db = openDatabase(dataDir)
  const reason = options.forceReseed ? 'reseed requested' : staleReason(db, today)
  if (!reason) return { db }
  return { db, reseeded: { reason, summary: seedDatabase(db, today) } }
}
