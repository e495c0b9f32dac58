// On start: open the database at the current schema (numbered migrations, which keep
// every row), then seed it when it is new, when it holds an older seed, or when its
// timetable no longer reaches far enough around today. Seeding replaces the reference data
// and the timetable only: no start-up path drops orders, payments, seat holds or
// conversations (seed/seed.ts).
import { seedDatabase, seedVersion, type SeedSummary } from '../seed/seed'
import { addDays } from '../time/calendar'
import { readMeta } from './meta'
import type { Db } from './open'
import { openMigratedDatabase, type MigratedDatabase } from './open-migrated'

/** Schedules must cover today + this many days, or the database is reseeded. */
export const minimumDaysAhead = 330

export interface PreparedDatabase extends MigratedDatabase {
  /** Why it was (re)seeded, or undefined when the stored timetable was kept. */
  reseeded?: { reason: string; summary: SeedSummary }
}

export function staleReason(db: Db, today: string): string | undefined {
  const seeded = readMeta(db, 'seed_version')
  if (seeded === undefined) return 'new database'
  if (seeded !== seedVersion) return 'older seed'
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
  const opened = openMigratedDatabase(dataDir)
  const reason = options.forceReseed ? 'reseed requested' : staleReason(opened.db, today)
  if (!reason) return opened
  return { ...opened, reseeded: { reason, summary: seedDatabase(opened.db, today) } }
}
