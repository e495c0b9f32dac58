// What a payment re-checks inside its own transaction, before anything is charged, so
// that two conversations priced on the same state never both sell it:
//  - a conversation on a paid order (a change, an exchange, an upgrade) was priced on the
//    order as it stood when the conversation started (its version): once any other change
//    of the order has been made since (another exchange paid, an upgrade, a cancel, an
//    edit), its price may be wrong, so it is refused with ORDER_CHANGED and the traveller
//    starts the change again from the trip as it stands;
//  - every fare seat it takes (a booking's flights, an exchange's new flights) must still
//    be for sale in its brand, else FARE_SOLD_OUT. An upgrade checks Business itself
//    (upgrade-order.ts); a seat on the seat map is kept by the seat holds.
import type { GraphQLError } from 'graphql'
import { businessError } from '../graphql/errors'
import { brandById } from '../shopping/brands'
import type { Inventory } from '../shopping/inventory'
import { seatsOpenFor } from '../shopping/inventory'
import type { BookingDeps } from '../booking/deps'
import type { Itinerary } from '../booking/itinerary'
import type { OrderDetails } from '../booking/order-details'

export const orderChanged = () =>
  businessError(
    'ORDER_CHANGED',
    'The trip changed after this change was priced (another change, an upgrade, a cancellation or an edit was made since); nothing was charged. Start the change again from the trip as it is now.',
    409,
  )

export const fareSoldOut = (flight?: string) =>
  businessError(
    'FARE_SOLD_OUT',
    `The fare chosen has sold out${flight ? ` on ${flight}` : ''} since it was chosen; nothing was charged. Search again and choose another flight or fare.`,
    409,
  )

/** Why the conversation's cart cannot be paid now (ORDER_CHANGED, FARE_SOLD_OUT), or undefined when it can. */
export function refusalToPay(booking: BookingDeps, itinerary: Itinerary, nowMs: number): GraphQLError | undefined {
  const reference = itinerary.orderReference
  const order = reference === undefined ? undefined : booking.orders.order(reference)
  // A cancelled or held order is refused as not modifiable where the change is made.
  if (order && order.status === 'CONFIRMED' && order.version !== itinerary.orderVersion) return orderChanged()
  const details = reference === undefined ? undefined : (booking.orders.details(reference) as OrderDetails | undefined)
  const full = soldOutFlight(booking.inventory, itinerary, details, nowMs)
  return full === undefined ? undefined : fareSoldOut(full)
}

/** Passengers who take a seat: all but infants on a lap. */
const seatedOf = (itinerary: Itinerary): number =>
  Object.entries(itinerary.counts).reduce((sum, [type, count]) => sum + (type === 'INF' ? 0 : count), 0)

/**
 * The first flight (e.g. "ZZ5") on which the cart takes more fare seats of its brand than
 * are for sale, or undefined. A new booking takes seats on every flight; an exchange only
 * on the flights of the parts it changes, where a place the order gives up on the same
 * flight and cabin counts as free.
 */
function soldOutFlight(
  inventory: Inventory,
  itinerary: Itinerary,
  details: OrderDetails | undefined,
  nowMs: number,
): string | undefined {
  if (itinerary.orderReference !== undefined && !itinerary.exchange) return undefined
  const changed = new Set(itinerary.cart.change?.changedParts ?? [])
  const seated = seatedOf(itinerary)
  const arriving = itinerary.exchange ? itinerary.segments.filter((s) => changed.has(s.partIndex)) : itinerary.segments
  for (const s of arriving) {
    const givenUp = details?.segments.some(
      (old) =>
        changed.has(old.partIndex) &&
        old.legId === s.leg.id &&
        brandById.get(old.brand)?.bookingCabin === s.brand.bookingCabin,
    )
    const open = seatsOpenFor(s.brand, inventory.loadOf(s.leg, s.brand.bookingCabin, nowMs)) + (givenUp ? seated : 0)
    if (open < seated) return `${s.leg.airlineCode}${s.leg.flightNumber}`
  }
  return undefined
}
