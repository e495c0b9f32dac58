// What the demo server really stored for an order (to check it has the right totals,
// seats and payment), read from its SQLite file.
import Database from '@rocicorp/zero-sqlite3'
import { join } from 'node:path'
import { localToUtc } from '../../demo/server/time/zoned'

export interface StoredOrder {
  reference: string
  status: string
  currency: string
  total: number
  holdExpiresAt: number | null
  /** Passengers, contact, segments, items (seats, bags, extras), fare and taxes. */
  details: {
    passengers: { id: string; type: string; givenName: string; familyName: string }[]
    segments: {
      /** Over all parts, from 0: a seat item's index */
      index: number
      partIndex: number
      flight: string
      origin: string
      destination: string
      legId: number
      brand: string
      departure: string
      /** An upgrade to Business: what it was paid (minor units) */
      upgrade?: { paid: number }
    }[]
    fare: number
    taxes: number
    items: { kind: string; passengerId: string; index: number; detail: string; price: number }[]
    /** Change fees paid by flight changes (minor units) */
    changeFees?: number
  }
  payments: { type: string; cardType: string | null; last4: string | null; amount: number; currency: string }[]
  /** Seats sold to the order: "passengerId@segmentIndex" -> seat number. */
  seats: Record<string, string>
}

export function readOrder(dataDir: string, reference: string): StoredOrder | undefined {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare(
        'SELECT reference, status, currency, total, hold_expires_at AS holdExpiresAt, details FROM orders WHERE reference = ?',
      )
      .get(reference) as (Omit<StoredOrder, 'details' | 'payments' | 'seats'> & { details: string }) | undefined
    if (!row) return undefined
    const payments = db
      .prepare('SELECT type, card_type AS cardType, last4, amount, currency FROM payments WHERE order_reference = ?')
      .all(reference) as StoredOrder['payments']
    const seatRows = db
      .prepare(
        'SELECT passenger_id AS passengerId, segment_index AS segmentIndex, seat_number AS seat FROM seat_holds WHERE order_reference = ?',
      )
      .all(reference) as {
      passengerId: string
      segmentIndex: number
      seat: string
    }[]
    const seats = Object.fromEntries(seatRows.map((s) => [`${s.passengerId}@${s.segmentIndex}`, s.seat]))
    return { ...row, details: JSON.parse(row.details) as StoredOrder['details'], payments, seats }
  } finally {
    db.close()
  }
}

/**
 * The payments `after` holds that `before` did not: the stored list has no order of its
 * own (the test server's clock is frozen and the table has no row ids), so a new payment is
 * told by not having been there before.
 */
export function paymentsAdded(
  before: StoredOrder | undefined,
  after: StoredOrder | undefined,
): StoredOrder['payments'] {
  const known = new Set(before?.payments.map((payment) => JSON.stringify(payment)))
  return after?.payments.filter((payment) => !known.has(JSON.stringify(payment))) ?? []
}

/**
 * The order's first departure as an instant (ms): its segments keep airport-local times,
 * so the origin airport's time zone turns the first one into a moment on the server clock.
 */
export function firstDepartureInstant(dataDir: string, reference: string): number {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT details FROM orders WHERE reference = ?').get(reference) as
      | { details: string }
      | undefined
    const first = row && (JSON.parse(row.details) as { segments: { origin: string; departure: string }[] }).segments[0]
    if (!first) throw new Error(`order ${reference} has no segment`)
    const airport = db.prepare('SELECT time_zone AS zone FROM airports WHERE code = ?').get(first.origin) as
      | { zone: string }
      | undefined
    if (!airport) throw new Error(`order ${reference} leaves from unknown airport ${first.origin}`)
    return localToUtc(first.departure, airport.zone)
  } finally {
    db.close()
  }
}

/** How many orders the server holds. */
export function countOrders(dataDir: string): number {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n
  } finally {
    db.close()
  }
}

/**
 * Seats sold on each flight of the order in its fare's bucket (seat_inventory), one
 * number per segment, in the order's segment order.
 */
export function soldOnOrderFlights(dataDir: string, reference: string): number[] {
  const order = readOrder(dataDir, reference)
  if (!order) throw new Error(`no order ${reference}`)
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const sold = db.prepare('SELECT sold FROM seat_inventory WHERE flight_instance_id = ? AND brand_id = ?')
    return order.details.segments.map(
      (segment) => (sold.get(segment.legId, segment.brand) as { sold: number } | undefined)?.sold ?? 0,
    )
  } finally {
    db.close()
  }
}

/** A copy of the server's database in `toDir`, consistent even while the server writes. */
export async function copyDatabase(dataDir: string, toDir: string): Promise<void> {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    await db.backup(join(toDir, 'dx.sqlite'))
  } finally {
    db.close()
  }
}

export interface StoredRefund {
  reference: string
  target: string
  /** Integer minor units of `currency`. */
  amount: number
  currency: string
  /** The travel credit the refund became (TRAVEL_CREDIT), else null. */
  credit: { code: string; amount: number; currency: string; validUntil: string } | null
}

/** The refunds made on an order, with the travel credit each became, oldest first. */
export function readRefunds(dataDir: string, reference: string): StoredRefund[] {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare(
        `SELECT r.reference, r.target, r.amount, r.currency, c.code, c.amount AS creditAmount,
                c.currency AS creditCurrency, c.valid_until AS validUntil
         FROM refunds r LEFT JOIN travel_credits c ON c.refund_reference = r.reference
         WHERE r.order_reference = ? ORDER BY r.created_at`,
      )
      .all(reference) as (Omit<StoredRefund, 'credit'> & {
      code: string | null
      creditAmount: number | null
      creditCurrency: string | null
      validUntil: string | null
    })[]
    return rows.map(({ code, creditAmount, creditCurrency, validUntil, ...refund }) => ({
      ...refund,
      credit:
        code === null
          ? null
          : { code, amount: creditAmount ?? 0, currency: creditCurrency ?? '', validUntil: validUntil ?? '' },
    }))
  } finally {
    db.close()
  }
}

/** What the order's ledger (order_ledger) holds, summed by kind (CHARGE, REFUND, CREDIT, FEE), in minor units. */
export function readLedger(dataDir: string, reference: string): Record<string, number> {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare('SELECT kind, SUM(amount) AS amount FROM order_ledger WHERE order_reference = ? GROUP BY kind')
      .all(reference) as { kind: string; amount: number }[]
    return Object.fromEntries(rows.map((row) => [row.kind, row.amount]))
  } finally {
    db.close()
  }
}

/** Seats sold by bookings on a flight (seat_inventory), per fare brand. */
export function soldOnFlight(dataDir: string, legId: number): Record<string, number> {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare('SELECT brand_id AS brand, sold FROM seat_inventory WHERE flight_instance_id = ?')
      .all(legId) as { brand: string; sold: number }[]
    return Object.fromEntries(rows.map((row) => [row.brand, row.sold]))
  } finally {
    db.close()
  }
}
