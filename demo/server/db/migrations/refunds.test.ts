// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { migratedDb } from '../../test-support/migrated-db'

/** A database at the current schema with an order paid 100.00 in one payment. */
function withPaidOrder() {
  const db = migratedDb()
  db.prepare(
    `INSERT INTO payments (order_reference, idempotency_key, request_hash, type, amount, currency, created_at)
     VALUES ('ABC234', 'k1', 'h1', 'CARD', 10000, 'USD', 1)`,
  ).run()
  const refund = db.prepare(
    `INSERT INTO refunds (reference, execution_key, order_reference, target, amount, currency, shares, result, created_at)
     VALUES (?, ?, 'ABC234', 'ORIGINAL_PAYMENT', ?, 'USD', '[]', '{}', 1)`,
  )
  return { refund: (reference: string, amount: number) => refund.run(reference, reference, amount) }
}

describe('migration 9, order history and refunds', () => {
  it('takes refunds up to what the order was paid', () => {
    const { refund } = withPaidOrder()
    refund('R1', 6_000)
    expect(() => refund('R2', 4_000)).not.toThrow()
  })

  it('refuses a refund that would take the order’s refunds over what it was paid', () => {
    const { refund } = withPaidOrder()
    refund('R1', 6_000)
    expect(() => refund('R2', 4_001)).toThrow(/may not exceed what the order was paid/)
  })

  it('refuses a negative refund', () => {
    expect(() => withPaidOrder().refund('R1', -1)).toThrow(/CHECK/)
  })
})
