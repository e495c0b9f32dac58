// Cancelling an upgrade puts its passengers back in the cabin booked, in the seats the
// upgrade gave up (paid for, and taken off the upgrade's price): each seat still free is
// sold to the order again at the price first paid. A seat another traveller has taken
// since is not given back; its price is in the cancel's refund (cancel-upgrade-quote.ts).
import type { CartItem } from '../../booking/order-details'
import type { BookingDeps } from '../../booking/deps'
import type { CancelUpgradeQuote } from './cancel-upgrade-quote'

/** Sells the quote's seats back to the order, inside the caller's transaction; the order's seat items for them. */
export function giveSeatsBack(
  booking: BookingDeps,
  reference: string,
  key: string,
  { segment, seatsBack }: CancelUpgradeQuote,
): CartItem[] {
  return seatsBack.map((seat) => {
    booking.seatHolds.hold({
      key,
      legId: segment.legId,
      seatNumber: seat.seatNumber,
      segmentIndex: segment.index,
      passengerId: seat.passengerId,
      price: seat.price,
    })
    // Sold at once: a hold of a key that is no shopping conversation would be freed as stale.
    booking.seatHolds.sell(key, reference)
    return {
      kind: 'SEAT',
      passengerId: seat.passengerId,
      index: segment.index,
      detail: seat.seatNumber,
      price: seat.price,
    }
  })
}
