// One ledger per order (table order_ledger, migration 13): every movement of its money.
// Charges and refunds are written by the database with their payments and refunds rows;
// this store writes what has no such row (an exchange's residual kept as credit, the fees)
// and reads the order's balance. The database refuses money back over what was charged.
import type { Db } from '../db/open'

type LedgerKind = 'CHARGE' | 'REFUND' | 'CREDIT' | 'FEE'

interface LedgerEntry {
  reference: string
  kind: LedgerKind
  /** Minor units of `currency`, above zero */
  amount: number
  currency: string
  /** What made it: 'payment:<idempotency key>', 'refund:<reference>', 'exchange:<conversation key>', 'cancel:<conversation key>' */
  source: string
}

interface LedgerBalance {
  /** Taken from the order's payments */
  charged: number
  /** Given back, to the payments and as credit */
  back: number
  /** Of those, kept by the airline as fees */
  fees: number
}

export interface Ledger {
  /** Inside the caller's transaction; an entry of nothing is not written. */
  record(entry: LedgerEntry, nowMs: number): void
  balanceOf(reference: string): LedgerBalance
}

export function ledgerStore(db: Db): Ledger {
  const insert = db.prepare(
    'INSERT INTO order_ledger (order_reference, at, kind, amount, currency, source) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const balance = db.prepare<[string], LedgerBalance>(
    `SELECT COALESCE(SUM(CASE kind WHEN 'CHARGE' THEN amount END), 0) AS charged,
       COALESCE(SUM(CASE WHEN kind IN ('REFUND', 'CREDIT') THEN amount END), 0) AS back,
       COALESCE(SUM(CASE kind WHEN 'FEE' THEN amount END), 0) AS fees
     FROM order_ledger WHERE order_reference = ?`,
  )
  return {
    record(e, nowMs) {
      if (e.amount > 0) insert.run(e.reference, nowMs, e.kind, e.amount, e.currency, e.source)
    },
    balanceOf: (reference) => balance.get(reference) ?? { charged: 0, back: 0, fees: 0 },
  }
}
