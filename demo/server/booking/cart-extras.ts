// What the booking adds to the flight cart (payment page breakdown): held
// seats, bags and extras as items, and their sums in minor units. In a change of a paid
// order these are only what the change adds: the order's own are paid already.
import type { ShoppingDeps } from '../shopping/deps'
import { ancillaryOffers, priceOf, type AncillaryOffers, type AncillarySelection } from './ancillaries'
import type { BookingDeps } from './deps'
import type { Itinerary } from './itinerary'
import type { CartItem, OrderDetails } from './order-details'

export interface CartExtras {
  seats: number
  ancillaries: number
  /** The partner products in the cart whose quotes have not expired (docs/products.md) */
  products: number
  items: CartItem[]
  /** A payment of the conversation waits for the bank or ZZ Pay (a challenge, a redirect) */
  paymentPending: boolean
}

export function offersOf(
  shopping: ShoppingDeps,
  booking: BookingDeps,
  itinerary: Itinerary,
  key: string,
): AncillaryOffers {
  const partKm = itinerary.cart.parts.map((_, partIndex) =>
    itinerary.segments
      .filter((s) => s.partIndex === partIndex)
      .reduce((km, s) => km + shopping.distanceKm(s.leg.origin, s.leg.destination), 0),
  )
  return ancillaryOffers(
    itinerary,
    booking.passengers.read(key)?.passengers ?? [],
    partKm,
    boughtWith(booking, itinerary),
  )
}

/** The bags and extras the order a conversation changes already holds; none in a booking. */
function boughtWith(booking: BookingDeps, itinerary: Itinerary): AncillarySelection[] {
  if (itinerary.orderReference === undefined) return []
  const details = booking.orders.details(itinerary.orderReference) as OrderDetails | undefined
  return (details?.items ?? []).flatMap((item): AncillarySelection[] =>
    item.kind === 'SEAT'
      ? []
      : [
          {
            code: item.kind,
            passengerId: item.passengerId,
            partIndex: item.index,
            quantity: item.kind === 'BAG' ? Number(item.detail) : 1,
          },
        ],
  )
}

export function cartExtras(
  shopping: ShoppingDeps,
  booking: BookingDeps,
  itinerary: Itinerary,
  key: string,
): CartExtras {
  const legIds = new Set(itinerary.segments.map((s) => s.leg.id))
  const seatItems: CartItem[] = booking.seatHolds
    .heldBy(key)
    .filter((h) => legIds.has(h.legId))
    .map((h) => ({
      kind: 'SEAT',
      passengerId: h.passengerId,
      index: h.segmentIndex,
      detail: h.seatNumber,
      price: h.price,
    }))
  const offers = offersOf(shopping, booking, itinerary, key)
  const ancillaryItems = booking.ancillaries.read(key).flatMap((s): CartItem[] => {
    // A selection no longer on offer (passengers changed since) is not charged.
    const price = priceOf(offers, s)
    return price === undefined
      ? []
      : [{ kind: s.code, passengerId: s.passengerId, index: s.partIndex, detail: String(s.quantity), price }]
  })
  const sum = (items: CartItem[]) => items.reduce((total, item) => total + item.price, 0)
  return {
    seats: sum(seatItems),
    ancillaries: sum(ancillaryItems),
    products: booking.cartProducts(key),
    items: [...seatItems, ...ancillaryItems],
    paymentPending: booking.orders.pendingChallenge(key) !== undefined,
  }
}
