// @vitest-environment node
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/open'
import { readMeta } from '../db/meta'
import { migratedDb } from '../test-support/migrated-db'
import { seededDb, seedDate } from '../test-support/seeded-api'
import type { SeedSummary } from './seed'
import { seedDatabase } from './seed'

let db: Db
let summary: SeedSummary
let seedMs: number

const digest = (database: Db) =>
  createHash('sha256')
    .update(JSON.stringify(database.prepare('SELECT * FROM flight_instances ORDER BY id').raw().all()))
    .digest('hex')

beforeAll(() => {
  db = migratedDb()
  const started = performance.now()
  summary = seedDatabase(db, seedDate)
  seedMs = performance.now() - started
})

describe('seeding the demo database', () => {
  it('materializes a year of dated flights from a week back', () => {
    expect(summary.scheduleFrom).toBe('2026-05-25')
    expect(summary.scheduleTo).toBe('2027-06-02')
    expect(summary.instances).toBeGreaterThan(50_000)
    expect(db.prepare('SELECT count(*) FROM flight_instances').pluck().get()).toBe(summary.instances)
  })

  it('stores the airports, airlines and equipment with seat maps', () => {
    expect(db.prepare('SELECT count(*) FROM airports').pluck().get()).toBe(summary.airports)
    expect(db.prepare("SELECT name FROM airlines WHERE code = 'ZZ'").pluck().get()).toBe('Zed Air')
    const seatMap = JSON.parse(
      String(db.prepare("SELECT seat_map FROM equipment WHERE code = '789'").pluck().get()),
    ) as { cabins: unknown[]; exitRows: number[] }
    expect(seatMap.cabins.length).toBe(3)
    expect(seatMap.exitRows.length).toBeGreaterThan(0)
  })

  it('records the seed date and schedule range in the meta table', () => {
    expect(readMeta(db, 'seed_date')).toBe(seedDate)
    expect(readMeta(db, 'schedule_to')).toBe(summary.scheduleTo)
  })

  it('produces identical rows when run again for the same date', () => {
    expect(digest(seededDb(30))).toBe(digest(seededDb(30)))
  })

  it('takes under five seconds', () => {
    expect(seedMs).toBeLessThan(5000)
  })
})
