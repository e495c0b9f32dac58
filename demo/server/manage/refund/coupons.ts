// An order's coupons: one per passenger per flight, each with its share of the order's
// fare and taxes. An order keeps its fare and taxes as totals, so the shares are an
// allocation: over passengers by the pricing's share per passenger type (a child pays 75%
// of the adult fare, an infant 10%, and 15% of the taxes), over flights by each flight's
// distance-based reference fare and taxes in its brand, as pricing computes them. The
// coupons add up to exactly the order's fare and taxes (allocate.ts).
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'
import type { PassengerTypeCode } from '../../graphql/generated/resolvers'
import { brandById, type Brand } from '../../shopping/brands'
import { fareShare, legTaxCents, referenceFareCents, taxShare } from '../../shopping/pricing'
import { allocate } from './allocate'

export interface Coupon {
  passengerId: string
  passengerType: PassengerTypeCode
  segmentIndex: number
  partIndex: number
  brand: Brand
  /** Minor units of the order's currency */
  fare: number
  taxes: number
}

function brandOf(segment: OrderSegmentRecord): Brand {
  const brand = brandById.get(segment.brand)
  if (!brand) throw new Error(`An order segment names unknown brand ${segment.brand}`)
  return brand
}

/** Every passenger on every segment of the order, in segment then passenger order. */
export function couponsOf(
  details: OrderDetails,
  distanceKm: (origin: string, destination: string) => number,
): Coupon[] {
  const pairs = details.segments.flatMap((segment) => {
    const brand = brandOf(segment)
    const km = distanceKm(segment.origin, segment.destination)
    return details.passengers.map((passenger) => ({ segment, brand, km, passenger }))
  })
  const fares = allocate(
    details.fare,
    pairs.map((p) => fareShare[p.passenger.type] * referenceFareCents(p.km) * p.brand.fareFactor),
  )
  const taxes = allocate(
    details.taxes,
    pairs.map((p) => taxShare[p.passenger.type] * legTaxCents(p.km, p.brand)),
  )
  return pairs.map((p, i) => ({
    passengerId: p.passenger.id,
    passengerType: p.passenger.type,
    segmentIndex: p.segment.index,
    partIndex: p.segment.partIndex,
    brand: p.brand,
    fare: fares[i] ?? 0,
    taxes: taxes[i] ?? 0,
  }))
}
