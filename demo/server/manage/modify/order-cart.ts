// The cart and criteria of a conversation that adds to a paid order: the order's flights
// in its parts and brands, and its passengers counted by type. Nothing in it is priced
// again (fare, taxes and totals 0): the cart then costs only what the change adds.
import { brandById, type Brand } from '../../shopping/brands'
import type { CartContent } from '../../shopping/cart'
import type { StoredCriteria } from '../../shopping/criteria'
import { passengerTypes, type PassengerCounts } from '../../shopping/pricing'
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'

function brandOf(segment: OrderSegmentRecord): Brand {
  const brand = brandById.get(segment.brand)
  if (!brand) throw new Error(`An order segment names unknown brand ${segment.brand}`)
  return brand
}

export function orderCart(details: OrderDetails, currency: string): { cart: CartContent; criteria: StoredCriteria } {
  const partIndexes = [...new Set(details.segments.map((s) => s.partIndex))].sort((a, b) => a - b)
  const parts = partIndexes.map((partIndex) => details.segments.filter((s) => s.partIndex === partIndex))
  const counts = Object.fromEntries(
    passengerTypes.map((type) => [type, details.passengers.filter((p) => p.type === type).length]),
  ) as PassengerCounts
  const cart: CartContent = {
    currency,
    // The flights are the order's, not an offer's: there is no offer to refer to.
    parts: parts.flatMap((segments) => {
      const first = segments[0]
      return first ? [{ offerRef: '', brand: brandOf(first), legIds: segments.map((s) => s.legId) }] : []
    }),
    passengers: passengerTypes
      .filter((type) => counts[type] > 0)
      .map((type) => ({ passengerType: type, count: counts[type], fare: 0, taxes: 0, total: 0, points: null })),
    fare: 0,
    taxes: 0,
    total: 0,
    points: null,
    upgradedSegments: details.segments.filter((s) => s.upgrade).map((s) => s.index),
  }
  const criteria: StoredCriteria = {
    searchType: 'BRANDED',
    cabinClass: cart.parts[0]?.brand.cabinClass ?? 'Economy',
    awardBooking: false,
    currency,
    promoCodes: [],
    parts: parts.flatMap((segments) => {
      const first = segments[0]
      const last = segments.at(-1)
      return first && last ? [{ origin: first.origin, destination: last.destination, date: first.date }] : []
    }),
    passengers: counts,
  }
  return { cart, criteria }
}
