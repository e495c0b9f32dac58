// What upgrading one flight of an order to Business costs and includes, from the
// fare-rules table (refund/refund-rules.ts, upgradeBands): the band of the flight's
// great-circle distance sets the price per passenger with a seat (an infant on a lap flies
// free), in the order's currency; what the passengers paid for seats on that flight is
// taken off, since the upgrade gives those seats up. Never below zero.
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'
import { brandById } from '../../shopping/brands'
import { fromUsdCents } from '../../shopping/currencies'
import { upgradeBands, type UpgradeBand } from '../refund/refund-rules'
import { segmentCabin } from './segment-cabin'

/** One upgrade offer as the cart keeps it and the API answers it (amounts in minor units). */
export interface UpgradeQuote {
  id: string
  segmentIndex: number
  legId: number
  fromCabin: string
  brandName: string
  distanceKm: number
  /** Passengers with a seat */
  seated: number
  pricePerPassenger: number
  price: number
  seatCredit: number
  total: number
  seatType: UpgradeBand['seatType']
  meal: UpgradeBand['meal']
}

const business = brandById.get('business')
if (!business) throw new Error('the brands have no business brand to upgrade to')
/** What every upgrade includes besides the seat and the meal: the Business brand's. */
export const businessIncludes = {
  cabin: business.cabinClass,
  loungeAccess: business.loungeAccess,
  priorityBoarding: business.priorityBoarding,
  checkedBags: business.checkedBags,
}

export function upgradeBand(distanceKm: number): UpgradeBand {
  const band = upgradeBands.find((b) => b.upToKm === null || distanceKm <= b.upToKm)
  if (!band) throw new Error('the upgrade price table has no band for every distance')
  return band
}

/** The offer id of a flight: stable for the order, so a selection survives a new read of the offers. */
const upgradeOfferId = (segment: OrderSegmentRecord): string => `UPG-${segment.index}-${segment.legId}`

export function quoteUpgrade(
  segment: OrderSegmentRecord,
  details: OrderDetails,
  distanceKm: number,
  currency: string,
): UpgradeQuote {
  const band = upgradeBand(distanceKm)
  const seated = details.passengers.filter((p) => p.type !== 'INF').length
  const pricePerPassenger = fromUsdCents(band.usdCents, currency)
  const price = pricePerPassenger * seated
  const seatCredit = details.items
    .filter((i) => i.kind === 'SEAT' && i.index === segment.index)
    .reduce((sum, i) => sum + i.price, 0)
  return {
    id: upgradeOfferId(segment),
    segmentIndex: segment.index,
    legId: segment.legId,
    fromCabin: segmentCabin(segment),
    brandName: segment.brandName,
    distanceKm: Math.round(distanceKm),
    seated,
    pricePerPassenger,
    price,
    seatCredit,
    total: Math.max(0, price - seatCredit),
    seatType: band.seatType,
    meal: band.meal,
  }
}
