// Schema shapes of the upgrade offers and of an upgraded flight.
import type { OrderSegmentRecord } from '../../booking/order-details'
import type { SegmentUpgrade, UpgradeOffer, UpgradeSelection } from '../../graphql/generated/resolvers'
import { money } from '../../graphql/resolvers/money'
import { businessIncludes, type UpgradeQuote } from './upgrade-quote'

export const toUpgradeOffer = (quote: UpgradeQuote, currency: string, selected: boolean): UpgradeOffer => ({
  id: quote.id,
  segmentIndex: quote.segmentIndex,
  fromCabin: quote.fromCabin,
  brandName: quote.brandName,
  distanceKm: quote.distanceKm,
  pricePerPassenger: money(quote.pricePerPassenger, currency),
  price: money(quote.price, currency),
  seatCredit: money(quote.seatCredit, currency),
  total: money(quote.total, currency),
  includes: { ...businessIncludes, seatType: quote.seatType, meal: quote.meal },
  selected,
})

export const toUpgradeSelection = (
  upgrade: { offers: readonly UpgradeQuote[]; total: number },
  currency: string,
): UpgradeSelection => ({
  offers: upgrade.offers.map((q) => toUpgradeOffer(q, currency, true)),
  total: money(upgrade.total, currency),
})

/** Segment's upgrade, `refundableUntilMs` from the cancel rule (cancel-upgrade-quote.ts). */
export function toSegmentUpgrade(
  segment: OrderSegmentRecord,
  fromCabin: string,
  refundableUntilMs: number,
  currency: string,
): SegmentUpgrade | null {
  if (!segment.upgrade) return null
  return {
    fromCabin,
    fromBrandName: segment.brandName,
    paid: money(segment.upgrade.paid, currency),
    refundableUntil: new Date(refundableUntilMs).toISOString(),
  }
}
