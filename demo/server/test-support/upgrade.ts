// Helpers for upgrade tests: a paid order booked through the resolvers, and what the
// database holds of it.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import type { PassengerData } from '../booking/passengers'
import { bookedTrip } from './trip'

export const lastName = "O'Brien-Smith"
export const lookup = (pnr: string) => ({ pnr, lastName })
export const approved = {
  type: 'CARD',
  card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' },
}
export const declined = { ...approved, card: { ...approved.card, number: '4000000000000002' } }
export const newKey = (): string => randomUUID()

/** A paid classic round trip LHR-JFK (about 5,500 km each way). */
export const paidTrip = (api: ApiDeps, passengers?: PassengerData[], withSeat = false): string =>
  bookedTrip(api, { passengers, withSeat }).reference

/** What the database holds of the order's money: payments and refunds, in minor units. */
export function moneyOf(db: Db, reference: string): { paid: number; refunded: number; refunds: number } {
  return db
    .prepare(
      `SELECT (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE order_reference = $r) AS paid,
         (SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_reference = $r) AS refunded,
         (SELECT COUNT(*) FROM refunds WHERE order_reference = $r) AS refunds`,
    )
    .get({ r: reference }) as { paid: number; refunded: number; refunds: number }
}

/** Seats sold on a flight per fare brand, as the inventory table holds them. */
export function soldOn(db: Db, legId: number): Record<string, number> {
  const rows = db
    .prepare('SELECT brand_id AS brand, sold FROM seat_inventory WHERE flight_instance_id = ?')
    .all(legId) as Array<{ brand: string; sold: number }>
  return Object.fromEntries(rows.map((r) => [r.brand, r.sold]))
}
