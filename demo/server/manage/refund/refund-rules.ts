// What each brand's fare gives back when a trip is cancelled, and what a change costs: the
// rules a real airline publishes per brand (docs/demo-api.md, "Cancel and refund", has
// the table). Fees are in US cents, converted into the order's currency when applied.
import type { Brand } from '../../shopping/brands'

export interface CancellationRule {
  /** The fare comes back (less the fee); when false only the taxes do */
  fareRefundable: boolean
  /** Per passenger (infants pay none) and cancellation, taken from the fare, in US cents */
  feeUsdCents: number
  /** Seats, bags and extras bought for the cancelled flights come back too */
  itemsRefundable: boolean
  /** Some passengers or itinerary parts may be cancelled alone (else the whole order) */
  partialAllowed: boolean
}

/**
 * By Brand.refund. Taxes and fees of flights not flown come back on every fare, a
 * non-refundable one too (airlines collect them for the flight and owe them back when it
 * is not flown). A travel credit instead of money waives the cancellation fee.
 */
export const cancellationRules: Readonly<Record<Brand['refund'], CancellationRule>> = {
  NOT_ALLOWED: { fareRefundable: false, feeUsdCents: 0, itemsRefundable: false, partialAllowed: false },
  FEE: { fareRefundable: true, feeUsdCents: 10_000, itemsRefundable: false, partialAllowed: true },
  FULL: { fareRefundable: true, feeUsdCents: 0, itemsRefundable: true, partialAllowed: true },
}

/** By Brand.changes: the fee per passenger and direction for a change, in US cents; null when no change is allowed. */
export const changeFeeUsdCents: Readonly<Record<Brand['changes'], number | null>> = {
  NOT_ALLOWED: null,
  FEE: 7_500,
  FREE: 0,
}

/** How long a travel credit can pay for a new booking. */
export const travelCreditMonths = 12

/** One distance band of the upgrade price table: flights up to `upToKm` (null: any longer). */
export interface UpgradeBand {
  upToKm: number | null
  /** Economy to Business, per passenger with a seat and flight, in US cents */
  usdCents: number
  seatType: 'RECLINER' | 'LIE_FLAT'
  meal: 'HOT_MEAL' | 'MULTI_COURSE'
}

/**
 * What an upgrade from any Economy brand to Business costs, by the flight's great-circle
 * distance (the longer the flight, the more Business is worth). Infants on a lap fly free.
 * What the passengers paid for seats on the flight is taken off, since the upgrade gives
 * those seats up.
 */
export const upgradeBands: readonly UpgradeBand[] = [
  { upToKm: 1_500, usdCents: 12_000, seatType: 'RECLINER', meal: 'HOT_MEAL' },
  { upToKm: 4_000, usdCents: 29_000, seatType: 'RECLINER', meal: 'HOT_MEAL' },
  { upToKm: 8_000, usdCents: 69_000, seatType: 'LIE_FLAT', meal: 'MULTI_COURSE' },
  { upToKm: null, usdCents: 115_000, seatType: 'LIE_FLAT', meal: 'MULTI_COURSE' },
]

/** Cancelling an upgrade refunds what it was paid in full until this long before the flight (when check-in opens), nothing after. */
export const upgradeRefundableHoursBefore = 30
