// Starting a change of a paid order (startTripChange): a new conversation on the order
// whose cart holds the order's flights and whose passengers are the order's, so seat
// selection, bags and extras work in it as in a booking. An exchange (flow EXCHANGE)
// also gives each part of the cart an offerRef of this conversation that stands for the
// part as booked, so its searches and addItinerary can keep a part as it is. An upgrade
// (flow UPGRADE) starts with an empty choice of upgrades (Cart.upgrade), which makes the
// conversation's purchase an upgrade.
import { businessError } from '../../graphql/errors'
import type { BookingDeps } from '../../booking/deps'
import type { OrderDetails } from '../../booking/order-details'
import type { OrderView } from '../../booking/order-store'
import type { Conversation } from '../../shopping/conversations'
import type { ShoppingDeps } from '../../shopping/deps'
import type { TripFlow } from '../../graphql/generated/resolvers'
import { encodeOfferRef } from '../../shopping/offer-ref'
import { orderCart } from './order-cart'

/** The exchangeType of an exchange conversation until its first search sends one */
const voluntary = 'VOLUNTARY'

/** Only a paid order takes additions: a held one is paid first, a cancelled one takes nothing. */
function notModifiable(order: OrderView) {
  const reason =
    order.status === 'HELD'
      ? `is held and not paid yet: pay it first (payHeldOrder), then add to it`
      : `is ${order.status.toLowerCase()}: nothing can be added to it`
  return businessError('ORDER_NOT_MODIFIABLE', `Order ${order.reference} ${reason}.`, 409)
}

/** `order` and `details` as the trip lookup found them (graphql/resolvers/trip-lookup.ts). */
export function startOrderChange(
  shopping: ShoppingDeps,
  booking: BookingDeps,
  order: OrderView,
  details: OrderDetails,
  flow: TripFlow,
  nowMs: number,
): Conversation {
  if (order.status !== 'CONFIRMED') throw notModifiable(order)
  const { contact } = details
  if (!contact) throw new Error(`Order ${order.reference} has no contact`)
  const { cart, criteria } = orderCart(details, order.currency)
  const exchange = flow === 'EXCHANGE'
  return booking.db.transaction(() => {
    const started = shopping.conversations.startOnOrder(
      order,
      exchange ? { ...criteria, exchangeType: voluntary } : criteria,
      flow === 'UPGRADE' ? { ...cart, upgrade: { offers: [], total: 0 } } : cart,
    )
    booking.passengers.save(started.key, { passengers: details.passengers, contact })
    if (!exchange) return started
    const parts = cart.parts.map((part, partIndex) => ({
      ...part,
      offerRef: encodeOfferRef(started.key, { partIndex, legIds: part.legIds, brand: part.brand, quotedAt: nowMs }),
    }))
    const booked = { ...cart, parts }
    shopping.conversations.saveSelection(
      started.key,
      parts.map((p) => p.offerRef),
      booked,
    )
    return { ...started, cart: booked, selectedOffers: parts.map((p) => p.offerRef) }
  })()
}
