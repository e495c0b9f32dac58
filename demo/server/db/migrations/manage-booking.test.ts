// @vitest-environment node
import Database from '@rocicorp/zero-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate } from '../migrate'
import type { Db } from '../open'
import { baseline } from './baseline'
import { manageBooking } from './manage-booking'

/** A database at the baseline holding two orders made before manage booking. */
function withTwoOldOrders(): Db {
  const db = new Database(':memory:')
  migrate(db, [baseline])
  for (const [reference, key] of [
    ['ABC234', 'key-1'],
    ['DEF567', 'key-2'],
  ])
    db.prepare(
      `INSERT INTO orders (reference, execution_key, status, currency, total, last_name, details, created_at)
       VALUES (?, ?, 'CONFIRMED', 'USD', 100, 'Lovelace', '{}', 1)`,
    ).run(reference, key)
  migrate(db, [baseline, manageBooking])
  return db
}

describe('migration 7, manage booking', () => {
  it('gives every stored order its own order id: O and 15 characters without ambiguous ones', () => {
    const ids = withTwoOldOrders().prepare<[], string>('SELECT order_id FROM orders').pluck().all()
    expect(ids).toHaveLength(2)
    for (const id of ids) expect(id).toMatch(/^O[A-HJKMNP-Z2-9]{15}$/)
    expect(new Set(ids).size).toBe(2)
  })

  it('marks stored orders as made online', () => {
    const types = withTwoOldOrders().prepare<[], string>('SELECT order_type FROM orders').pluck().all()
    expect(types).toEqual(['ONLINE', 'ONLINE'])
  })

  it('refuses a second order with the same order id', () => {
    const db = withTwoOldOrders()
    expect(() => db.exec("UPDATE orders SET order_id = 'OSAME' ")).toThrow(/UNIQUE/)
  })
})
