// An order's history (Trip.history): one row per change, written by the transaction that
// makes the change, so the history never shows a change that did not happen nor misses
// one that did. Summaries carry no personal data: passengers are named by their ids.
// The summary is the server's own English note; what a page shows of an entry is its
// action and its details, worded by the page in the traveller's language.
import type { OrderBuyer } from '../../booking/order-store'
import type { Db } from '../../db/open'

export type HistoryActor = 'TRAVELLER' | 'AGENT' | 'AIRLINE' | 'SYSTEM'

/** Who made a change someone asked for: an agent in an agent's session, else the traveller (signed in or a guest). */
export const actorOf = (buyer: OrderBuyer | null | undefined): HistoryActor =>
  buyer && 'agentId' in buyer ? 'AGENT' : 'TRAVELLER'

/** What an entry names besides its kind, as data (Trip.history's flights, seatsNotKept, credited, refundReference). */
interface HistoryDetails {
  /** The flights the change concerned: an exchange's new flights, the flights upgraded or back in the cabin booked */
  flights?: { airlineCode: string; flightNumber: string }[]
  /** Seats the change could not keep (an exchange) or gave up (an upgrade) */
  seatsNotKept?: number
  /** Minor units of a fare difference kept as travel credit */
  credited?: number
  /** The reference of the refund the change made */
  refundReference?: string
}

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
  details?: HistoryDetails
}

interface StoredHistoryEntry extends Required<Omit<HistoryEntry, 'paid' | 'refunded' | 'reference' | 'details'>> {
  /** ms since the epoch */
  at: number
  paid: number | null
  refunded: number | null
  details: HistoryDetails
}

export interface OrderHistory {
  /** Adds an entry at `nowMs` (inside the caller's transaction, when it has one). */
  record(entry: HistoryEntry, nowMs: number): void
  /** The order's entries, oldest first. */
  of(reference: string): StoredHistoryEntry[]
}

/** The flights of a history entry's details, as the order keeps them. */
export const namedFlights = (segments: readonly { airlineCode: string; flightNumber: string }[]) =>
  segments.map(({ airlineCode, flightNumber }) => ({ airlineCode, flightNumber }))

// An amount of zero moved nothing: it is left out rather than shown as "paid 0.00".
const positive = (amount: number | undefined): number | null => (amount !== undefined && amount > 0 ? amount : null)

export function orderHistory(db: Db): OrderHistory {
  const insert = db.prepare(
    `INSERT INTO order_history (order_reference, at, actor, action, summary, currency, paid, refunded, details)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const rows = db.prepare<[string], Omit<StoredHistoryEntry, 'details'> & { details: string | null }>(
    `SELECT at, actor, action, summary, currency, paid, refunded, details FROM order_history WHERE order_reference = ? ORDER BY id`,
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
        e.details ? JSON.stringify(e.details) : null,
      ),
    of: (reference) =>
      rows
        .all(reference)
        .map((row) => ({ ...row, details: row.details ? (JSON.parse(row.details) as HistoryDetails) : {} })),
  }
}
