// An order's history (Trip.history): one row per change, written by the transaction that
// makes the change, so the history never shows a change that did not happen nor misses
// one that did. Summaries carry no personal data: passengers are named by their ids.
import type { Db } from '../../db/open'

type HistoryActor = 'TRAVELLER' | 'AIRLINE' | 'SYSTEM'

interface HistoryEntry {
  reference: string
  actor: HistoryActor
  /** BOOKED, HELD, PAID, TRIP_CHANGE_PURCHASED, PASSENGERS_UPDATED, SCHEDULE_CHANGED, ... (the schema lists them) */
  action: string
  summary: string
  currency: string
  /** Minor units charged by the change, when it charged something */
  paid?: number
  /** Minor units refunded by the change, when it refunded something */
  refunded?: number
}

interface StoredHistoryEntry extends Required<Omit<HistoryEntry, 'paid' | 'refunded' | 'reference'>> {
  /** ms since the epoch */
  at: number
  paid: number | null
  refunded: number | null
}

export interface OrderHistory {
  /** Adds an entry at `nowMs` (inside the caller's transaction, when it has one). */
  record(entry: HistoryEntry, nowMs: number): void
  /** The order's entries, oldest first. */
  of(reference: string): StoredHistoryEntry[]
}

// An amount of zero moved nothing: it is left out rather than shown as "paid 0.00".
const positive = (amount: number | undefined): number | null => (amount !== undefined && amount > 0 ? amount : null)

export function orderHistory(db: Db): OrderHistory {
  const insert = db.prepare(
    `INSERT INTO order_history (order_reference, at, actor, action, summary, currency, paid, refunded)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const rows = db.prepare<[string], StoredHistoryEntry>(
    `SELECT at, actor, action, summary, currency, paid, refunded FROM order_history WHERE order_reference = ? ORDER BY id`,
  )
  return {
    record: (e, nowMs) =>
      void insert.run(
        e.reference,
        nowMs,
        e.actor,
        e.action,
        e.summary,
        e.currency,
        positive(e.paid),
        positive(e.refunded),
      ),
    of: (reference) => rows.all(reference),
  }
}
