// @vitest-environment node
// Reseeding a database that holds bookings: the timetable moves, the bookings stay.
import { beforeEach, describe, expect, it } from 'vitest'
import { readMeta } from '../db/meta'
import type { Db } from '../db/open'
import { migratedDb } from '../test-support/migrated-db'
import { seedDate } from '../test-support/seeded-api'
import { addDays } from '../time/calendar'
import { seedDatabase } from './seed'

const days = 7
const later = addDays(seedDate, 5)

let db: Db
beforeEach(() => {
  db = migratedDb()
  // As the server opens it, so every delete and update is checked against the references.
  db.pragma('foreign_keys = ON')
  seedDatabase(db, seedDate, { daysAhead: days })
})

const idsByFlight = () =>
  new Map(
    db
      .prepare<[], { key: string; id: number }>(
        "SELECT airline_code || flight_number || '/' || flight_date || '/' || leg_seq AS key, id FROM flight_instances",
      )
      .all()
      .map((row) => [row.key, row.id]),
  )
const maxId = () => Number(db.prepare('SELECT max(id) FROM flight_instances').pluck().get())
const firstFlight = (): number =>
  Number(db.prepare('SELECT id FROM flight_instances ORDER BY flight_date, id LIMIT 1').pluck().get())
const exists = (id: number) => db.prepare('SELECT 1 FROM flight_instances WHERE id = ?').get(id) !== undefined

const bookingTables = [
  'conversations',
  'conversation_passengers',
  'seat_holds',
  'ancillary_selections',
  'purchase_attempts',
  'orders',
  'payments',
  'order_ledger',
  'conversion_offers',
  'seat_inventory',
  // Accounts are no booking, but a reseed keeps them all the same.
  'accounts',
  'sessions',
  'outbox',
] as const

/** One row in every booking table, naming the dated flight `legId`. */
function book(legId: number): void {
  const cart = JSON.stringify({ parts: [{ offerRef: 'ref', brand: 'classic', legIds: [legId] }] })
  db.prepare(
    "INSERT INTO conversations (execution_key, created_at, last_used_at, status, cart) VALUES ('k1', 1, 1, 'COMPLETED', ?)",
  ).run(cart)
  db.prepare("INSERT INTO conversation_passengers VALUES ('k1', '[]', '{}')").run()
  db.prepare("INSERT INTO seat_holds VALUES (?, '12A', 'k1', 0, 'A1', 2500, 'ZZ1234')").run(legId)
  db.prepare("INSERT INTO ancillary_selections VALUES ('k1', 'BAG', 'A1', 0, 1)").run()
  db.prepare(
    "INSERT INTO purchase_attempts VALUES ('k1', 'pay-1', 'hash', 'DONE', NULL, '{}', NULL, 1, NULL, NULL)",
  ).run()
  db.prepare(
    "INSERT INTO orders VALUES ('ZZ1234', 'k1', 'CONFIRMED', NULL, 'EUR', 51200, 'Lovelace', ?, 1, 'OABCDEFGHJKMNPQR', 'ONLINE', 'SKYFARES', 1, NULL, NULL, NULL)",
  ).run(JSON.stringify({ segments: [{ legId }] }))
  db.prepare(
    "INSERT INTO payments (order_reference, idempotency_key, request_hash, type, amount, currency, created_at) VALUES ('ZZ1234', 'pay-1', 'hash', 'CARD', 51200, 'EUR', 1)",
  ).run()
  db.prepare(
    "INSERT INTO conversion_offers VALUES ('o1', 'k1', '41111111', 51200, 'EUR', 55000, 'USD', '1.07', 30, 1)",
  ).run()
  db.prepare("INSERT INTO seat_inventory VALUES (?, 'classic', 1)").run(legId)
  db.prepare("INSERT INTO accounts VALUES ('acc-1', 'Ada@example.com', 'ada@example.com', 'hash', '{}', 1)").run()
  db.prepare("INSERT INTO sessions VALUES ('id-hash', 'acc-1', NULL, 1, 2, 3)").run()
  db.prepare(
    "INSERT INTO outbox (recipient, subject, body, sent_at) VALUES ('ada@example.com', 'Reset', 'link', 1)",
  ).run()
}

const snapshot = () => Object.fromEntries(bookingTables.map((t) => [t, db.prepare(`SELECT * FROM ${t}`).all()]))

describe('reseeding over stored bookings', () => {
  it('leaves every booking table as it was', () => {
    book(firstFlight())
    const before = snapshot()
    seedDatabase(db, later, { daysAhead: days })
    expect(snapshot()).toEqual(before)
  })

  it('moves the timetable to the new dates', () => {
    seedDatabase(db, later, { daysAhead: days })
    expect(readMeta(db, 'schedule_to')).toBe(addDays(later, days))
    expect(db.prepare('SELECT max(flight_date) FROM flight_instances').pluck().get()).toBe(addDays(later, days))
  })

  it('keeps the id of every dated flight that stays in the timetable', () => {
    const before = idsByFlight()
    seedDatabase(db, later, { daysAhead: days })
    const after = idsByFlight()
    const stayed = [...before].filter(([key]) => after.has(key))
    expect(stayed.length).toBeGreaterThan(500)
    expect(stayed.every(([key, id]) => after.get(key) === id)).toBe(true)
  })

  it('changes no row when the timetable is the same', () => {
    const { changes } = seedDatabase(db, seedDate, { daysAhead: days })
    expect(changes).toEqual({ inserted: 0, updated: 0, deleted: 0, kept: 0 })
  })

  it('writes a changed schedule over the stored dated flight, keeping its id', () => {
    const id = firstFlight()
    const row = db.prepare('SELECT * FROM flight_instances WHERE id = ?').get(id)
    db.prepare("UPDATE flight_instances SET scheduled_departure = 'moved', departure_utc = 0 WHERE id = ?").run(id)
    const { changes } = seedDatabase(db, seedDate, { daysAhead: days })
    expect(changes.updated).toBe(1)
    expect(db.prepare('SELECT * FROM flight_instances WHERE id = ?').get(id)).toEqual(row)
  })

  it('deletes the dated flights that left the timetable when nothing names them', () => {
    const gone = firstFlight()
    const { changes } = seedDatabase(db, later, { daysAhead: days })
    expect(exists(gone)).toBe(false)
    expect(changes.deleted).toBeGreaterThan(500)
  })

  it.each([
    [
      'a seat hold',
      (id: number) => db.prepare("INSERT INTO seat_holds VALUES (?, '12A', 'k1', 0, 'A1', 0, NULL)").run(id),
    ],
    ['sold seats', (id: number) => db.prepare("INSERT INTO seat_inventory VALUES (?, 'classic', 2)").run(id)],
    [
      "an order's segment",
      (id: number) =>
        db
          .prepare(
            "INSERT INTO orders VALUES ('ZZ1234', 'k1', 'HELD', 9, 'EUR', 1, 'Lovelace', ?, 1, 'OABCDEFGHJKMNPQR', 'ONLINE', NULL, 1, NULL, NULL, NULL)",
          )
          .run(JSON.stringify({ segments: [{ legId: 1 }, { legId: id }] })),
    ],
    [
      "a conversation's cart",
      (id: number) =>
        db
          .prepare(
            "INSERT INTO conversations (execution_key, created_at, last_used_at, status, cart) VALUES ('k1', 1, 1, 'ACTIVE', ?)",
          )
          .run(JSON.stringify({ parts: [{ legIds: [1] }, { legIds: [2, id] }] })),
    ],
  ])('keeps a dated flight that left the timetable, unchanged, while %s names it', (_, name) => {
    const id = firstFlight()
    const row = db.prepare('SELECT * FROM flight_instances WHERE id = ?').get(id)
    name(id)
    const { changes } = seedDatabase(db, later, { daysAhead: days })
    expect(db.prepare('SELECT * FROM flight_instances WHERE id = ?').get(id)).toEqual(row)
    expect(changes.kept).toBeGreaterThanOrEqual(1)
  })

  it('gives new dated flights ids above every id ever given, even one since deleted', () => {
    const highest = maxId()
    // A shorter timetable: the last dates go, with the highest ids...
    seedDatabase(db, seedDate, { daysAhead: 3 })
    expect(exists(highest)).toBe(false)
    // ...and when they come back, their flights are new ones.
    const before = idsByFlight()
    seedDatabase(db, seedDate, { daysAhead: days })
    const added = [...idsByFlight()].filter(([key]) => !before.has(key)).map(([, id]) => id)
    expect(added.length).toBeGreaterThan(500)
    expect(Math.min(...added)).toBeGreaterThan(highest)
  })

  it('rolls the whole reseed back when one write fails', () => {
    const before = { flights: idsByFlight(), to: readMeta(db, 'schedule_to') }
    db.exec(
      "CREATE TEMP TRIGGER refuse BEFORE UPDATE ON main.meta WHEN NEW.key = 'schedule_to' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    expect(() => seedDatabase(db, later, { daysAhead: days })).toThrow(/refused/)
    expect(idsByFlight()).toEqual(before.flights)
    expect(readMeta(db, 'schedule_to')).toBe(before.to)
  })
})
