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
