// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { migratedDb } from '../test-support/migrated-db'
import { seededDb, seedDate } from '../test-support/seeded-api'
import { addDays } from '../time/calendar'
import { readMeta, writeMeta } from './meta'
import type { Db } from './open'
import { minimumDaysAhead, staleReason } from './prepare-database'

let db: Db
beforeAll(() => {
  db = seededDb()
  // Only the recorded range matters here; pretend the short test seed spans a year.
  writeMeta(db, 'schedule_to', addDays(seedDate, 366))
})

describe('deciding whether to reseed on start', () => {
  it('seeds a database that was never seeded', () => {
    expect(staleReason(migratedDb(), seedDate)).toBe('new database')
  })

  it('keeps a database whose schedules cover today + 330 days', () => {
    const to = readMeta(db, 'schedule_to') ?? ''
    expect(staleReason(db, addDays(to, -minimumDaysAhead))).toBeUndefined()
  })

  it('reseeds once the schedules no longer reach today + 330 days', () => {
    const to = readMeta(db, 'schedule_to') ?? ''
    expect(staleReason(db, addDays(to, -minimumDaysAhead + 1))).toMatch(/schedules end/)
  })

  it('reseeds when today is before the stored schedules start', () => {
    expect(staleReason(db, addDays(seedDate, -400))).toMatch(/schedules start/)
  })

  it('reseeds a database written by an older seed', () => {
    writeMeta(db, 'seed_version', 'old')
    expect(staleReason(db, addDays(seedDate, -minimumDaysAhead))).toBe('older seed')
  })
})
