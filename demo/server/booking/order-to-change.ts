// A purchase that changes an order (additions, an exchange) runs on the order as it is
// now: it must still exist and be paid and not cancelled, else nothing is charged.
import { businessError } from '../graphql/errors'
import type { BookingDeps } from './deps'
import type { Itinerary } from './itinerary'
import type { OrderDetails } from './order-details'
import type { OrderBuyer, OrderView, PaymentRecord } from './order-store'
import type { PurchaseDeps } from '../checkout/kind'

/**
 * A paid purchase in a conversation on the order `reference` carried out on that order
 * (items added, flights exchanged, an upgrade), inside checkout's transaction, which
 * records the payment: the order as it is after.
 */
export type OrderChange = (
  deps: PurchaseDeps,
  key: string,
  itinerary: Itinerary,
  reference: string,
  payment: PaymentRecord,
  /** Who is signed in to buy: an agent's change is the agent's in the history */
  buyer: OrderBuyer | undefined,
) => OrderView

/**
 * The order and its details, or ORDER_NOT_MODIFIABLE (409) when it is no longer
 * CONFIRMED; `refused` says what cannot happen now, e.g. "nothing can be added to it".
 */
export function confirmedOrderToChange(
  booking: BookingDeps,
  reference: string,
  refused: string,
): { order: OrderView; details: OrderDetails } {
  const order = booking.orders.order(reference)
  const details = booking.orders.details(reference) as OrderDetails | undefined
  if (!order || !details) throw new Error(`the order ${reference} a conversation changes is missing`)
  if (order.status !== 'CONFIRMED')
    throw businessError(
      'ORDER_NOT_MODIFIABLE',
      `Order ${reference} is ${order.status.toLowerCase()} now, so ${refused}; nothing was charged.`,
      409,
    )
  return { order, details }
}
