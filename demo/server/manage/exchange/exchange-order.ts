// A paid exchange becomes the order's, inside the purchase's transaction (so a failure
// anywhere changes nothing): the changed parts' flights are replaced by the new ones,
// their sold seats and fare-bucket seats are given back and the new flights' taken, the
// seats move where they can (move-seats.ts), seats, bags and extras bought in the
// exchange are added, and the totals follow: what was paid per part is the new price
// for a changed part, the order's total rises by the payment and falls by a residual
// refunded, and a residual kept as credit is added to the order's credit.
import { confirmedOrderToChange, type OrderChange } from '../../booking/order-to-change'
import { withAdded } from '../../booking/add-to-order'
import { cartExtras } from '../../booking/cart-extras'
import type { Itinerary } from '../../booking/itinerary'
import type { OrderDetails, OrderSegmentRecord, PartPaid } from '../../booking/order-details'
import { seatsGivenUp } from '../../booking/seats-given-up'
import { segmentRecord } from '../../booking/segment-record'
import type { BookingDeps } from '../../booking/deps'
import type { CheckoutKind } from '../../checkout/kind'
import type { OrderView } from '../../booking/order-store'
import { businessError } from '../../graphql/errors'
import { paymentShares } from '../refund/payment-shares'
import { newRefundReference } from '../refund/refund-store'
import { bookedParts } from './exchange-parts'
import { moveSeats } from './move-seats'
import { actorOf, namedFlights } from '../history/order-history'

/** An exchange is paid only once it changes a flight. */
function requireChangedFlights(itinerary: Itinerary): void {
  if ((itinerary.cart.change?.changedParts.length ?? 0) > 0) return
  throw businessError(
    'NO_FLIGHTS_CHANGED',
    'No flight of the trip is changed yet: search in this conversation, send the chosen offerRefs to addItinerary, then pay.',
    409,
  )
}

const exchangeOrder: OrderChange = (deps, key, itinerary, reference, payment, buyer) => {
  const { booking, shopping } = deps
  const { order, details } = confirmedOrderToChange(booking, reference, 'its flights cannot change')
  const { change, partPrices } = itinerary.cart
  if (!change || !partPrices) throw new Error('an exchange is paid only once addItinerary has priced its flights')
  const changed = new Set(change.changedParts)
  const added = cartExtras(shopping, booking, itinerary, key)
  const seated = details.passengers.filter((p) => p.type !== 'INF').length

  // Seats given up: those a seat chosen in the exchange replaces, and every seat on a changed part.
  for (const hold of booking.seatHolds.heldBy(key))
    booking.seatHolds.releaseSold(reference, hold.legId, hold.passengerId)
  const leaving = details.segments.filter((s) => changed.has(s.partIndex))
  for (const seat of details.items.filter((i) => i.kind === 'SEAT')) {
    const from = leaving.find((s) => s.index === seat.index)
    if (from) booking.seatHolds.releaseSold(reference, from.legId, seat.passengerId)
  }
  const moved = moveSeats(booking, itinerary, key, details, changed, deps.now())
  booking.seatHolds.sell(key, reference)
  const arriving = itinerary.segments.filter((s) => changed.has(s.partIndex))
  for (const s of leaving) shopping.inventory.release(s.legId, s.brand, seated)
  for (const s of arriving) shopping.inventory.sell(s.leg.id, s.brand.id, seated)

  const segments = itinerary.segments.map((s): OrderSegmentRecord => {
    const kept = changed.has(s.partIndex)
      ? undefined
      : details.segments.find((old) => old.partIndex === s.partIndex && old.legId === s.leg.id)
    return kept ? { ...kept, index: s.index } : segmentRecord(s)
  })
  const partsPaid = bookedParts(details).map(
    (part, i): PartPaid => (changed.has(i) ? (partPrices[i] ?? part.paid) : part.paid),
  )
  const others = details.items.filter((i) => i.kind !== 'SEAT')
  const items = withAdded([...moved.items, ...others], added.items)
  const refunded = change.residualTreatment === 'REFUND' ? change.residual : 0
  const credited = change.residualTreatment === 'CREDIT' ? change.residual : 0
  const next: OrderDetails = {
    ...details,
    segments,
    items,
    fare: partsPaid.reduce((sum, p) => sum + p.fare, 0),
    taxes: partsPaid.reduce((sum, p) => sum + p.taxes, 0),
    partsPaid,
    seatsNotKept: moved.notKept,
    credit: (details.credit ?? 0) + credited,
    changeFees: (details.changeFees ?? 0) + change.changeFee,
    seatsGivenUp: seatsGivenUp(details, items, added.items),
  }
  booking.orders.amend(reference, next, payment.amount - refunded)
  recordResidual(booking, order, key, { refunded, credited, fee: change.changeFee }, deps.now())
  booking.history.record(
    {
      reference,
      actor: actorOf(buyer),
      action: 'FLIGHTS_CHANGED',
      summary: exchangeSummary(change.changedParts.length, moved.notKept.length, credited > 0),
      currency: order.currency,
      paid: payment.amount,
      refunded,
      details: {
        flights: namedFlights(segments.filter((s) => changed.has(s.partIndex))),
        seatsNotKept: moved.notKept.length,
        credited,
      },
    },
    deps.now(),
  )
  shopping.conversations.complete(key)
  const exchanged = booking.orders.order(reference)
  if (!exchanged) throw new Error('the order just exchanged is missing')
  return exchanged
}

/**
 * The exchange's money in the order's ledger, beside the payment's charge: a residual
 * back to the payments is a refund (with the refunds, newest payment first), one kept as
 * credit a CREDIT, and the change fee a FEE (paid in the charge or kept out of the residual).
 */
function recordResidual(
  booking: BookingDeps,
  order: OrderView,
  key: string,
  money: { refunded: number; credited: number; fee: number },
  nowMs: number,
): void {
  const { reference, currency } = order
  if (money.refunded > 0) {
    const shares = paymentShares(money.refunded, order.payments, booking.refunds.sharesOf(reference))
    booking.refunds.insertExchangeRefund(
      { reference: newRefundReference(), key, orderReference: reference, amount: money.refunded, currency, shares },
      nowMs,
    )
  }
  const source = `exchange:${key}`
  booking.ledger.record({ reference, kind: 'CREDIT', amount: money.credited, currency, source }, nowMs)
  booking.ledger.record({ reference, kind: 'FEE', amount: money.fee, currency, source }, nowMs)
}

/** The history's words for an exchange: what changed, the seats lost, a residual kept as credit. */
function exchangeSummary(parts: number, seatsLost: number, credited: boolean): string {
  const changed =
    parts === 1 ? 'One part of the trip changed to new flights.' : `${parts} parts of the trip changed to new flights.`
  const lost = seatsLost > 0 ? ` ${seatsLost} seat${seatsLost === 1 ? '' : 's'} could not be kept.` : ''
  return changed + lost + (credited ? ' The fare difference is kept as travel credit.' : '')
}

/** Checkout's kind for an exchange conversation: its new flights, paid once a flight changes. */
export const exchangeKind: CheckoutKind = {
  claims: (itinerary) => itinerary.orderReference !== undefined && itinerary.exchange,
  check: (_deps, _key, itinerary) => requireChangedFlights(itinerary),
  fulfil: ({ deps, key, itinerary, payment, extras }) =>
    exchangeOrder(deps, key, itinerary, itinerary.orderReference ?? '', payment, extras.buyer),
}
