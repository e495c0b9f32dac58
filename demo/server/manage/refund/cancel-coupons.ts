// Cancelling the coupons a refund covers (inside the confirm's transaction). The whole
// order: CANCELLED, its flights and passengers kept as booked. Some passengers or parts:
// they leave the order, with their seats, bags and extras and their share of its fare and
// taxes. Either way their seats go back on sale (sold seat rows deleted, the inventory's
// count lowered) and a pending schedule change of a cancelled flight is dropped.
import type { BookingDeps } from '../../booking/deps'
import type { OrderDetails } from '../../booking/order-details'
import type { OrderView } from '../../booking/order-store'
import type { CancelScope } from './cancel-scope'
import type { RefundQuote } from './refund-quote'

const sum = (values: readonly number[]): number => values.reduce((a, v) => a + v, 0)

function remainingDetails(details: OrderDetails, scope: CancelScope, quote: RefundQuote): OrderDetails {
  const passengersGone = scope.passengerIds.length < details.passengers.length
  const gone = (item: OrderDetails['items'][number]) =>
    quote.items.some((q) => q.kind === item.kind && q.passengerId === item.passengerId && q.index === item.index)
  return {
    ...details,
    // A passenger cancel keeps every flight; a part cancel keeps every passenger.
    passengers: passengersGone
      ? details.passengers.filter((p) => !scope.passengerIds.includes(p.id))
      : details.passengers,
    segments: passengersGone
      ? details.segments
      : details.segments.filter((s) => !scope.segmentIndexes.includes(s.index)),
    items: details.items.filter((item) => !gone(item)),
    fare: details.fare - sum(quote.lines.map((l) => l.fare)),
    taxes: details.taxes - sum(quote.lines.map((l) => l.taxes)),
    // Kept as a line of what the order was paid (order-charges.ts): the total does not fall.
    cancelled:
      (details.cancelled ?? 0) + sum(quote.lines.map((l) => l.fare + l.taxes)) + sum(quote.items.map((i) => i.price)),
  }
}

export function cancelCoupons(
  booking: BookingDeps,
  order: OrderView,
  details: OrderDetails,
  scope: CancelScope,
  quote: RefundQuote,
): void {
  const { db } = booking
  const freeSeat = db.prepare(
    'DELETE FROM seat_holds WHERE order_reference = ? AND passenger_id = ? AND segment_index = ?',
  )
  for (const line of quote.lines) freeSeat.run(order.reference, line.passengerId, line.segmentIndex)
  for (const segment of details.segments.filter((s) => scope.segmentIndexes.includes(s.index))) {
    const seated = quote.lines.filter((l) => l.segmentIndex === segment.index && l.passengerType !== 'INF').length
    booking.inventory.release(segment.legId, segment.brand, seated)
  }
  if (scope.wholeOrder) {
    booking.orders.setStatus(order.reference, 'CANCELLED')
    return
  }
  const remaining = remainingDetails(details, scope, quote)
  const dropChange = db.prepare(
    'DELETE FROM schedule_changes WHERE order_reference = ? AND segment_index = ? AND confirmed = 0',
  )
  for (const index of scope.segmentIndexes)
    if (!remaining.segments.some((s) => s.index === index)) dropChange.run(order.reference, index)
  // The order is found by any passenger's family name; the one it was booked under may have left.
  const stays = remaining.passengers.some((p) => p.familyName === order.lastName)
  booking.orders.updateDetails(
    order.reference,
    remaining,
    stays ? order.lastName : (remaining.passengers[0]?.familyName ?? order.lastName),
  )
}
