// @vitest-environment node
// The migration rules on test-only lists that build on the real baseline; the real list
// gets no fake migration.
import Database from '@rocicorp/zero-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate, schemaVersionOf, type Migration } from './migrate'
import { baseline } from './migrations/baseline'
import type { Db } from './open'

const addChannel: Migration = { version: 7, name: 'orders channel', sql: 'ALTER TABLE orders ADD COLUMN channel TEXT' }
// Rebuilds payments the way SQLite changes a column: copy into a new table, swap.
const rebuildPayments: Migration = {
  version: 8,
  name: 'payments rebuilt',
  sql: `CREATE TABLE payments_new AS SELECT * FROM payments;
        DROP TABLE payments;
        ALTER TABLE payments_new RENAME TO payments;`,
}
const failing: Migration = {
  version: 7,
  name: 'fails half-way',
  sql: 'CREATE TABLE audit (entry TEXT); INSERT INTO no_such_table VALUES (1);',
}

const tables = (db: Db) =>
  db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()

function atBaseline(): Db {
  const db = new Database(':memory:')
  migrate(db, [baseline])
  return db
}

describe('numbered migrations', () => {
  it('gives a new database every migration, in order, and records the last number', () => {
    const db = new Database(':memory:')
    const applied = migrate(db, [baseline, addChannel])
    expect(applied.map((m) => m.version)).toEqual([6, 7])
    expect(schemaVersionOf(db)).toBe(7)
    expect(tables(db)).toContain('orders')
  })

  it('gives a database at the baseline only the later migrations', () => {
    const db = atBaseline()
    expect(migrate(db, [baseline, addChannel]).map((m) => m.version)).toEqual([7])
    expect(schemaVersionOf(db)).toBe(7)
  })

  it('applies nothing to a database already at the last migration', () => {
    const db = atBaseline()
    expect(migrate(db, [baseline])).toEqual([])
  })

  it('rolls back a migration that fails and leaves the version where it was', () => {
    const db = atBaseline()
    expect(() => migrate(db, [baseline, failing])).toThrow(/no_such_table/)
    expect(schemaVersionOf(db)).toBe(6)
    expect(tables(db)).not.toContain('audit')
  })

  it('keeps the orders and payments through later migrations', () => {
    const db = atBaseline()
    db.prepare(
      `INSERT INTO orders (reference, execution_key, status, currency, total, last_name, details, created_at)
       VALUES ('ZZ1234', 'key-1', 'CONFIRMED', 'EUR', 51200, 'Lovelace', '{"segments":[]}', 1)`,
    ).run()
    db.prepare(
      `INSERT INTO payments (order_reference, idempotency_key, request_hash, type, card_type, last4, amount, currency, created_at)
       VALUES ('ZZ1234', 'pay-1', 'hash', 'CARD', 'VISA', '1111', 51200, 'EUR', 2)`,
    ).run()
    const before = {
      orders: db.prepare('SELECT * FROM orders').all(),
      payments: db.prepare('SELECT * FROM payments').all(),
    }
    migrate(db, [baseline, addChannel, rebuildPayments])
    expect(db.prepare('SELECT * FROM orders').all()).toEqual(
      before.orders.map((o) => ({ ...(o as object), channel: null })),
    )
    expect(db.prepare('SELECT * FROM payments').all()).toEqual(before.payments)
  })

  it('refuses a database written by a newer server', () => {
    const db = new Database(':memory:')
    db.pragma('user_version = 9')
    expect(() => migrate(db, [baseline, addChannel])).toThrow(/schema 9, newer than this server's 7/)
  })

  it('refuses a list whose numbers do not follow each other', () => {
    expect(() => migrate(new Database(':memory:'), [baseline, { ...addChannel, version: 8 }])).toThrow(
      /must be numbered 7/,
    )
  })
})
