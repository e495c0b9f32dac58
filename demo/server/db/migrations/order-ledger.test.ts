// @vitest-environment node
import Database from '@rocicorp/zero-sqlite3'
import { describe, expect, it } from 'vitest'
import { migratedDb } from '../../test-support/migrated-db'
import { migrate } from '../migrate'
import { migrations } from '../schema'
import { orderLedger } from './order-ledger'

const payment = `INSERT INTO payments (order_reference, idempotency_key, request_hash, type, amount, currency, created_at)
  VALUES ('ABC234', ?, 'h', 'CARD', ?, 'USD', 1)`
const refund = `INSERT INTO refunds (reference, execution_key, order_reference, target, amount, currency, shares, result, created_at)
  VALUES (?, ?, 'ABC234', ?, ?, 'USD', '[]', '{}', 2)`
const entry = `INSERT INTO order_ledger (order_reference, at, kind, amount, currency, source) VALUES ('ABC234', 3, ?, ?, 'USD', 'exchange:k')`

const ledgerOf = (db: Database.Database) =>
  db.prepare('SELECT kind, amount, source FROM order_ledger ORDER BY id').all() as Array<Record<string, unknown>>

describe('the order ledger migration', () => {
  it('writes every payment as a charge and every refund and travel credit as money back', () => {
    const db = migratedDb()
    db.prepare(payment).run('k1', 10_000)
    db.prepare(refund).run('R1', 'c1', 'ORIGINAL_PAYMENT', 3_000)
    db.prepare(refund).run('R2', 'c2', 'TRAVEL_CREDIT', 2_000)
    expect(ledgerOf(db)).toEqual([
      { kind: 'CHARGE', amount: 10_000, source: 'payment:k1' },
      { kind: 'REFUND', amount: 3_000, source: 'refund:R1' },
      { kind: 'CREDIT', amount: 2_000, source: 'refund:R2' },
    ])
  })

  it("refuses a refund that, with an exchange's money back, would give back more than was charged", () => {
    const db = migratedDb()
    db.prepare(payment).run('k1', 10_000)
    db.prepare(entry).run('REFUND', 6_000)
    expect(() => db.prepare(refund).run('R1', 'c1', 'ORIGINAL_PAYMENT', 4_001)).toThrow(
      /money back may not exceed what the order was charged/,
    )
    expect(() => db.prepare(refund).run('R1', 'c1', 'ORIGINAL_PAYMENT', 4_000)).not.toThrow()
  })

  it('counts fees as no money back', () => {
    const db = migratedDb()
    db.prepare(payment).run('k1', 10_000)
    db.prepare(entry).run('FEE', 7_500)
    expect(() => db.prepare(entry).run('CREDIT', 10_000)).not.toThrow()
  })

  it('is append-only', () => {
    const db = migratedDb()
    db.prepare(payment).run('k1', 10_000)
    expect(() => db.exec('UPDATE order_ledger SET amount = 1')).toThrow(/append-only/)
    expect(() => db.exec('DELETE FROM order_ledger')).toThrow(/append-only/)
  })

  it("fills the ledger of stored orders, with an exchange's refund from its history and the trip's credit", () => {
    const db = new Database(':memory:')
    migrate(db, migrations.slice(0, migrations.indexOf(orderLedger)))
    db.prepare(payment).run('k1', 10_000)
    db.exec(`INSERT INTO order_history (order_reference, at, actor, action, summary, currency, refunded)
      VALUES ('ABC234', 2, 'TRAVELLER', 'FLIGHTS_CHANGED', 'x', 'USD', 1500)`)
    db.exec(`INSERT INTO orders (reference, execution_key, status, currency, total, last_name, details, created_at)
      VALUES ('ABC234', 'e', 'CONFIRMED', 'USD', 8500, 'L', '{"credit":700}', 0)`)
    migrate(db, migrations)
    expect(ledgerOf(db).map((r) => [r.kind, r.amount])).toEqual([
      ['CREDIT', 700],
      ['CHARGE', 10_000],
      ['REFUND', 1_500],
    ])
  })
})
