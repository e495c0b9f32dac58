// What cancelling the upgrade of a flight gives back, by the fare-rules table
// (refund/refund-rules.ts): all it was paid until check-in opens for that flight (30 hours
// before it leaves), nothing after. Card surcharges are never refunded. The seats the upgrade
// gave up (their price was taken off the upgrade's) come back with the cancel: each seat
// still free is the passenger's again, and the price of one another traveller has taken
// since is refunded, whenever the cancel is made.
import type { OrderDetails, OrderSegmentRecord, SeatGivenUpRecord } from '../../booking/order-details'
import type { Catalog } from '../../repository/catalog'
import { upgradeRefundableHoursBefore } from '../refund/refund-rules'
import { departureInstant, stillToFly } from '../segment-instants'

const hourMs = 3_600_000

export interface CancelUpgradeQuote {
  segment: OrderSegmentRecord
  paid: number
  /** What the upgrade refunds, and the price of each seat in seatsTaken */
  refundable: number
  /** The price of the seats in seatsTaken, refunded within refundable */
  seatsRefunded: number
  refundableUntilMs: number
  /** Seats the upgrade gave up that the passengers get back */
  seatsBack: SeatGivenUpRecord[]
  /** Seats the upgrade gave up that another traveller has now: their price is refunded */
  seatsTaken: SeatGivenUpRecord[]
}

/** Whether another traveller has the seat on the flight now. */
export type SeatTaken = (legId: number, seatNumber: string) => boolean

export const upgradeRefundableUntil = (catalog: Catalog, segment: OrderSegmentRecord): number =>
  departureInstant(catalog, segment) - upgradeRefundableHoursBefore * hourMs

function quoteCancelUpgrade(
  catalog: Catalog,
  segment: OrderSegmentRecord,
  nowMs: number,
  isTaken: SeatTaken,
): CancelUpgradeQuote {
  const paid = segment.upgrade?.paid ?? 0
  const refundableUntilMs = upgradeRefundableUntil(catalog, segment)
  const givenUp = segment.upgrade?.seatsGivenUp ?? []
  const seatsTaken = givenUp.filter((seat) => isTaken(segment.legId, seat.seatNumber))
  const seatsBack = givenUp.filter((seat) => !seatsTaken.includes(seat))
  const seatsRefunded = seatsTaken.reduce((sum, seat) => sum + seat.price, 0)
  const refundable = (nowMs < refundableUntilMs ? paid : 0) + seatsRefunded
  return { segment, paid, refundable, seatsRefunded, refundableUntilMs, seatsBack, seatsTaken }
}

/** The order's upgraded flights still to fly, in segment order. */
export const cancellableUpgrades = (
  catalog: Catalog,
  details: OrderDetails,
  nowMs: number,
  isTaken: SeatTaken,
): CancelUpgradeQuote[] =>
  stillToFly(catalog, details.segments, nowMs)
    .filter((s) => s.upgrade)
    .map((s) => quoteCancelUpgrade(catalog, s, nowMs, isTaken))
