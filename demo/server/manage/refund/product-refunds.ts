// What a whole-trip cancel gives back for each partner product of the order, by the
// product's own rules, in minor units of the order's currency:
//  - insurance, car, hotel: their provider's cancel terms now (price back in the free
//    period, less the penalty after); none any more (cover started, stay begun): KEPT;
//  - refund protection: the fare the fare rules keep (fee and non-refundable fare), up to
//    what it covers; its own price is kept (EXERCISED);
//  - cancel-for-any-reason: tops what the flights give back up to its share of their price;
//    its own price is kept (EXERCISED).
// A protection that would add nothing is cancelled by its own cancel terms instead (its
// price back while it may be), so it never costs the traveller more to hold one. Refund
// protection counts before cancel-for-any-reason, so the two never pay the same money twice.
import type { ProductCancelOutcome } from '../../graphql/generated/resolvers'
import type { ProductProvider, StoredProduct } from '../../products/product'

/** A CONFIRMED product of the order with what its provider's cancel would give back now (null: no cancel any more). */
export interface ProductToCancel {
  product: StoredProduct
  terms: ReturnType<ProductProvider['cancelTerms']>
}

export interface QuotedProduct {
  product: StoredProduct
  /** What was paid for it and not refunded yet */
  paid: number
  refundable: number
  outcome: ProductCancelOutcome
  /** CANCELLED: the provider's penalty kept, and for a hotel the penalty of its policy that applied */
  penalty: number
  appliedPenalty: NonNullable<ProductToCancel['terms']>['appliedPenalty']
}

/** The cancelled flights' figures under one refund target. */
export interface FlightsBack {
  /** Their fare */
  fare: number
  /** Their fare and taxes */
  price: number
  /** What of their fare comes back */
  fareBack: number
  /** What of their fare and taxes comes back */
  back: number
}

const protectionOrder = { REFUND_PROTECTION: 0, CFAR: 1, INSURANCE: 2, CAR: 2, HOTEL: 2 } as const

/** What each product gives back, in the order given (the order they were bought). */
export function quoteProducts(products: readonly ProductToCancel[], flights: FlightsBack): QuotedProduct[] {
  let flightsBack = flights.back
  let fareKept = flights.fare - flights.fareBack
  const quoted = new Map<string, QuotedProduct>()
  const byRule = [...products].sort((a, b) => protectionOrder[a.product.kind] - protectionOrder[b.product.kind])
  for (const { product, terms } of byRule) {
    const paid = product.price - product.refunded
    const cancelled = (): QuotedProduct =>
      terms
        ? {
            product,
            paid,
            refundable: Math.max(0, Math.min(terms.refund, paid)),
            outcome: 'CANCELLED',
            penalty: Math.max(0, terms.penalty),
            appliedPenalty: terms.appliedPenalty,
          }
        : { product, paid, refundable: 0, outcome: 'KEPT', penalty: 0, appliedPenalty: null }
    const { details } = product
    let payout = 0
    if (details.kind === 'REFUND_PROTECTION') payout = Math.max(0, Math.min(details.covered, fareKept))
    if (details.kind === 'CFAR') payout = Math.max(0, Math.min(details.refund, flights.price) - flightsBack)
    // A protection is used only while its rules still allow it (its cancel terms say so).
    const line =
      terms && payout > 0
        ? { product, paid, refundable: payout, outcome: 'EXERCISED' as const, penalty: 0, appliedPenalty: null }
        : cancelled()
    if (line.outcome === 'EXERCISED') {
      flightsBack += payout
      fareKept -= payout
    }
    quoted.set(product.productId, line)
  }
  return products.flatMap(({ product }) => quoted.get(product.productId) ?? [])
}
