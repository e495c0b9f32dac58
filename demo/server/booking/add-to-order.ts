// A paid change becomes part of its order (inside checkout's transaction): the order
// holds the new seats, bags and extras, a passenger who changed seat gives the old one up
// for others to buy, and the order's total rises by the payment (which checkout records).
import type { CheckoutKind } from '../checkout/kind'
import { confirmedOrderToChange, type OrderChange } from './order-to-change'
import { cartExtras } from './cart-extras'
import type { CartItem } from './order-details'
import { seatsGivenUp } from './seats-given-up'
import { actorOf } from '../manage/history/order-history'

/**
 * The order's items with a change's: a new seat replaces the passenger's seat on that
 * segment, bags add to those bought on that part (count and price), extras are new.
 */
export function withAdded(items: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  const merged = [...items]
  for (const item of added) {
    const i = merged.findIndex(
      (o) => o.kind === item.kind && o.passengerId === item.passengerId && o.index === item.index,
    )
    const before = merged[i]
    if (!before) merged.push(item)
    else if (item.kind === 'BAG')
      merged[i] = {
        ...item,
        detail: String(Number(before.detail) + Number(item.detail)),
        price: before.price + item.price,
      }
    else merged[i] = item
  }
  return merged
}

const addToOrder: OrderChange = (deps, key, itinerary, reference, payment, buyer) => {
  const { booking, shopping } = deps
  const { order, details } = confirmedOrderToChange(booking, reference, 'nothing can be added to it')
  const added = cartExtras(shopping, booking, itinerary, key)
  for (const hold of booking.seatHolds.heldBy(key))
    booking.seatHolds.releaseSold(reference, hold.legId, hold.passengerId)
  booking.seatHolds.sell(key, reference)
  const items = withAdded(details.items, added.items)
  booking.orders.amend(
    reference,
    { ...details, items, seatsGivenUp: seatsGivenUp(details, items, added.items) },
    payment.amount,
  )
  const kinds = [...new Set(added.items.map((item) => item.kind))].join(', ')
  booking.history.record(
    {
      reference,
      actor: actorOf(buyer),
      action: 'TRIP_CHANGE_PURCHASED',
      summary: `Added to the trip: ${kinds || 'nothing new'}.`,
      currency: order.currency,
      paid: payment.amount,
    },
    deps.now(),
  )
  shopping.conversations.complete(key)
  const changed = booking.orders.order(reference)
  if (!changed) throw new Error('the order just changed is missing')
  return changed
}

/** Checkout's kind for a MODIFY conversation: seats, bags and extras added to the order. */
export const additionKind: CheckoutKind = {
  claims: (itinerary) => itinerary.orderReference !== undefined && !itinerary.exchange && !itinerary.cart.upgrade,
  fulfil: ({ deps, key, itinerary, payment, extras }) =>
    addToOrder(deps, key, itinerary, itinerary.orderReference ?? '', payment, extras.buyer),
}
