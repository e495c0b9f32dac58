// An order's movements of money as the database records them, for the money invariants
// of the property-based test, in minor units.
import type { Db } from '../db/open'

export interface LedgerEntry {
  /**
   * CHARGE taken from a payment; REFUND back to the payments; CREDIT given back as credit (a
   * travel credit, an exchange's residual kept on the trip); FEE the part of a charge or of
   * what was kept back that a fee was, which moves no money of its own.
   */
  kind: 'CHARGE' | 'REFUND' | 'CREDIT' | 'FEE'
  /** Minor units, positive */
  amount: number
  /** What made it, named in a failure */
  source: string
}

// Before the order ledger (migration 13, table order_ledger) an order's money lay in its
// payments, its refunds, its history (an exchange's residual refunded) and its details (a
// residual kept as credit): this reads them as that migration fills the ledger from them.
const scattered = `SELECT kind, amount, source FROM (
  SELECT created_at AS at, 'CHARGE' AS kind, amount, 'payments' AS source
    FROM payments WHERE order_reference = $r AND amount > 0
  UNION ALL
  SELECT created_at, CASE target WHEN 'TRAVEL_CREDIT' THEN 'CREDIT' ELSE 'REFUND' END, amount, 'refunds'
    FROM refunds WHERE order_reference = $r AND amount > 0
  UNION ALL
  SELECT at, 'REFUND', refunded, 'order_history FLIGHTS_CHANGED'
    FROM order_history WHERE order_reference = $r AND action = 'FLIGHTS_CHANGED' AND refunded > 0
  UNION ALL
  SELECT created_at, 'CREDIT', json_extract(details, '$.credit'), 'orders.details credit'
    FROM orders WHERE reference = $r AND json_extract(details, '$.credit') > 0
) ORDER BY at`

const ledger = 'SELECT kind, amount, source FROM order_ledger WHERE order_reference = $r ORDER BY id'

/** The order's ledger: the order_ledger table where the database has it, else what it replaced. */
export function ledgerOf(db: Db, reference: string): LedgerEntry[] {
  const hasLedger = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_ledger'").get()
  return db.prepare<{ r: string }, LedgerEntry>(hasLedger ? ledger : scattered).all({ r: reference })
}

/** What the ledger's entries of these kinds add up to. */
export const sumOf = (entries: readonly LedgerEntry[], ...kinds: LedgerEntry['kind'][]): number =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.amount, 0)
