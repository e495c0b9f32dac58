// Starting a change of a paid order (startTripChange, flow MODIFY): a new conversation
// on the order whose cart holds the order's flights and whose passengers are the
// order's, so seat selection, bags and extras work in it as in a booking.
import { businessError } from '../../graphql/errors'
import type { BookingDeps } from '../../booking/deps'
import type { OrderDetails } from '../../booking/order-details'
import type { OrderView } from '../../booking/order-store'
import type { Conversation } from '../../shopping/conversations'
import type { ShoppingDeps } from '../../shopping/deps'
import { orderCart } from './order-cart'

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
): Conversation {
  if (order.status !== 'CONFIRMED') throw notModifiable(order)
  const { contact } = details
  if (!contact) throw new Error(`Order ${order.reference} has no contact`)
  const { cart, criteria } = orderCart(details, order.currency)
  return booking.db.transaction(() => {
    const conversation = shopping.conversations.startOnOrder(order.reference, criteria, cart)
    booking.passengers.save(conversation.key, { passengers: details.passengers, contact })
    return conversation
  })()
}
