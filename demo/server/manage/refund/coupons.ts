// An order's coupons: one per passenger per flight, each with its share of the order's
// fare and taxes. An order keeps its fare and taxes as totals (and per part, partsPaid), so the
// shares are an allocation: part by part where the order keeps its parts' prices, then over
// passengers by the pricing's share per passenger type (a child pays 75%
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

/**
 * `total` over the passengers, then each passenger's share over their flights, each by its
 * weight. In two steps so that passengers of one type get the same share, to the cent, on
 * every flight: in one allocation over every passenger and flight, the cents left over by
 * rounding went to the first of two equal lines, flight by flight.
 */
function allocateByPassenger<P, S>(
  total: number,
  passengers: readonly P[],
  segments: readonly S[],
  weight: (passenger: P, segment: S) => number,
): number[][] {
  const weights = passengers.map((passenger) => segments.map((segment) => weight(passenger, segment)))
  const perPassenger = allocate(
    total,
    weights.map((row) => row.reduce((a, w) => a + w, 0)),
  )
  return weights.map((row, index) => allocate(perPassenger[index] ?? 0, row))
}

/**
 * The order's parts with what each was priced at, when the order keeps it and it still adds up to
 * the order's fare and taxes; else the whole order as one part. Pricing rounds each part's price
 * per passenger type, so only a part's own total splits evenly between passengers of one type.
 */
function pricedParts(details: OrderDetails, segments: readonly OrderSegmentRecord[]) {
  const indexes = [...new Set(segments.map((segment) => segment.partIndex))].sort((a, b) => a - b)
  const paid = details.partsPaid
  const sum = (key: 'fare' | 'taxes') => paid?.reduce((total, part) => total + part[key], 0)
  if (!paid || paid.length !== indexes.length || sum('fare') !== details.fare || sum('taxes') !== details.taxes)
    return [{ fare: details.fare, taxes: details.taxes, segments }]
  return indexes.map((partIndex, index) => ({
    fare: paid[index]?.fare ?? 0,
    taxes: paid[index]?.taxes ?? 0,
    segments: segments.filter((segment) => segment.partIndex === partIndex),
  }))
}

/** Every passenger on every segment of the order, in segment then passenger order. */
export function couponsOf(
  details: OrderDetails,
  distanceKm: (origin: string, destination: string) => number,
): Coupon[] {
  const coupons = pricedParts(details, details.segments).flatMap((part) => {
    const segments = part.segments.map((segment) => ({
      segment,
      brand: brandOf(segment),
      km: distanceKm(segment.origin, segment.destination),
    }))
    const fares = allocateByPassenger(
      part.fare,
      details.passengers,
      segments,
      (passenger, { km, brand }) => fareShare[passenger.type] * referenceFareCents(km) * brand.fareFactor,
    )
    const taxes = allocateByPassenger(
      part.taxes,
      details.passengers,
      segments,
      (passenger, { km, brand }) => taxShare[passenger.type] * legTaxCents(km, brand),
    )
    return segments.flatMap(({ segment, brand }, segmentIndex) =>
      details.passengers.map((passenger, passengerIndex) => ({
        passengerId: passenger.id,
        passengerType: passenger.type,
        segmentIndex: segment.index,
        partIndex: segment.partIndex,
        brand,
        fare: fares[passengerIndex]?.[segmentIndex] ?? 0,
        taxes: taxes[passengerIndex]?.[segmentIndex] ?? 0,
      })),
    )
  })
  // In segment order, as the order lists them (a part's segments are consecutive, but said here).
  return coupons.sort((a, b) => a.segmentIndex - b.segmentIndex)
}
