// An order's movements of money as the database records them, for the money invariants
// of the property-based test: what was charged and what went back, in minor units.
import type { Db } from '../db/open'

export interface LedgerEntry {
  kind: 'CHARGE' | 'REFUND'
  /** Minor units, positive */
  amount: number
  /** Where the database holds it, named in a failure */
  source: string
}

/**
 * Today an order's money lives in three places: its payments, its refunds (cancels and
 * upgrade cancels) and, for the residual an exchange to a cheaper fare refunds, only its
 * history (FLIGHTS_CHANGED, refunded). A ledger table of every movement replaces this
 * function's body.
 */
export function ledgerOf(db: Db, reference: string): LedgerEntry[] {
  const charges = db
    .prepare<[string], { amount: number }>('SELECT amount FROM payments WHERE order_reference = ? ORDER BY created_at')
    .all(reference)
    .map((r): LedgerEntry => ({ kind: 'CHARGE', amount: r.amount, source: 'payments' }))
  const refunds = db
    .prepare<[string], { amount: number }>(
      'SELECT amount FROM refunds WHERE order_reference = ? AND amount > 0 ORDER BY created_at',
    )
    .all(reference)
    .map((r): LedgerEntry => ({ kind: 'REFUND', amount: r.amount, source: 'refunds' }))
  const exchangeRefunds = db
    .prepare<[string], { amount: number }>(
      `SELECT refunded AS amount FROM order_history
       WHERE order_reference = ? AND action = 'FLIGHTS_CHANGED' AND refunded > 0 ORDER BY id`,
    )
    .all(reference)
    .map((r): LedgerEntry => ({ kind: 'REFUND', amount: r.amount, source: 'order_history FLIGHTS_CHANGED' }))
  return [...charges, ...refunds, ...exchangeRefunds]
}

/** What the ledger's entries of one kind add up to. */
export const sumOf = (ledger: readonly LedgerEntry[], kind: LedgerEntry['kind']): number =>
  ledger.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amount, 0)
