import addProductToCartDocument from '../../../../../core/api/add-product-to-cart.graphql'
import cfarOffersDocument from '../../../../../core/api/cfar-offers.graphql'
import insurancePlansDocument from '../../../../../core/api/insurance-plans.graphql'
import recordCfarEventDocument from '../../../../../core/api/record-cfar-event.graphql'
import refundProtectionQuoteDocument from '../../../../../core/api/refund-protection-quote.graphql'
import removeProductFromCartDocument from '../../../../../core/api/remove-product-from-cart.graphql'
import type {
  AddProductToCartMutation,
  AddProductToCartMutationVariables,
  CfarEvent,
  CfarOffersQuery,
  InsurancePlansQuery,
  ProductKind,
  RecordCfarEventMutation,
  RecordCfarEventMutationVariables,
  RefundProtectionQuoteQuery,
  RemoveProductFromCartMutation,
  RemoveProductFromCartMutationVariables,
} from '../../../../../core/api/generated/operations'
import { graphql } from '../../../../../core/http/graphql'
import type { Cart } from '../../../shell/api'

// The protection offers and the cart calls of the "Protect your trip" section. Each offer is
// its own request, so one provider failing leaves the others on the page.

export type InsurancePlan = InsurancePlansQuery['insurancePlans'][number]
export type RefundProtection = NonNullable<RefundProtectionQuoteQuery['refundProtectionQuote']>
export type CfarOffers = CfarOffersQuery['cfarOffers']
export type { CfarEvent, ProductKind }

export async function fetchInsurancePlans(): Promise<InsurancePlan[]> {
  return (await graphql<InsurancePlansQuery>(insurancePlansDocument, {})).insurancePlans
}

export async function fetchRefundProtection(): Promise<RefundProtection | null> {
  return (await graphql<RefundProtectionQuoteQuery>(refundProtectionQuoteDocument, {})).refundProtectionQuote
}

export async function fetchCfarOffers(): Promise<CfarOffers> {
  return (await graphql<CfarOffersQuery>(cfarOffersDocument, {})).cfarOffers
}

export async function addProductToCart(quoteId: string): Promise<Cart> {
  return (
    await graphql<AddProductToCartMutation>(addProductToCartDocument, {
      quoteId,
    } satisfies AddProductToCartMutationVariables)
  ).addProductToCart
}

export async function removeProductFromCart(kind: ProductKind): Promise<Cart> {
  return (
    await graphql<RemoveProductFromCartMutation>(removeProductFromCartDocument, {
      kind,
    } satisfies RemoveProductFromCartMutationVariables)
  ).removeProductFromCart
}

export async function recordCfarEvent(sessionId: string, event: CfarEvent): Promise<void> {
  await graphql<RecordCfarEventMutation>(recordCfarEventDocument, {
    sessionId,
    event,
  } satisfies RecordCfarEventMutationVariables)
}
