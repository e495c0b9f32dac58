// Payment and purchase: paymentOptions, cardType, purchase, completeChallenge
// and payHeldOrder. Card numbers and verification tokens are read here and never
// stored, echoed or logged.
import { cardTypeOf, requireBin } from '../../booking/card'
import { itineraryOf } from '../../booking/itinerary'
import { payHeldOrderFor } from '../../booking/pay-held-order'
import { paymentOptions as options } from '../../booking/payment-options'
import {
  completeChallengeFor,
  purchaseFor,
  purchaseRequestHash,
  repeatOf,
  requireIdempotencyKey,
  settle,
} from '../../checkout/checkout'
import type { PurchaseExtras } from '../../checkout/kind'
import { buyerOf } from '../../accounts/order-owner'
import { checkoutKinds } from '../checkout-kinds'
import { purchaseWithProducts, withDropped } from '../../products/lifecycle/purchase-result'
import type { PaidProducts } from '../../products/lifecycle/purchase-products'
import type {
  MutationCompleteChallengeArgs,
  MutationPayHeldOrderArgs,
  MutationPurchaseArgs,
  QueryCardTypeArgs,
} from '../generated/resolvers'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { bookingConversation } from './booking-context'
import { toResult } from './order-shape'
import { toPaymentOptions } from './payment-option-shape'

export function paymentOptions(deps: ApiDeps, context: RequestContext) {
  const { itinerary } = bookingConversation(deps, context)
  // A change of a paid order is paid now (booking/change-payment.ts): it is never held.
  const offered = itinerary.orderReference === undefined ? options : options.filter((o) => o.type !== 'PAY_LATER')
  return toPaymentOptions(offered, itinerary.currency)
}

/** The brand from the first 6 to 8 digits only: a full card number is refused here, and only paying carries it. */
export const cardType = (args: QueryCardTypeArgs) => cardTypeOf(requireBin(args.bin))

/**
 * The captcha-style verification step of a booking purchase as a hook. The demo's provider
 * is a no-op that sends no token (widgets/storefront/booking/payment/verification.ts), so the
 * demo API accepts a purchase with or without one and checks nothing. A real deployment
 * verifies the token here, with its provider, before anything is charged, and refuses
 * the purchase when it fails. The token is never stored, logged or echoed, and it is not
 * part of the idempotency key's request (a retry may carry a fresh one).
 */
function verifyPurchase(_token: string | null | undefined): void {}

/** A purchase paid at once: its cart's products (when it has some) confirmed already, as `products`. */
export function purchase(deps: ApiDeps, args: MutationPurchaseArgs, context: RequestContext, products?: PaidProducts) {
  const idempotencyKey = requireIdempotencyKey(args.idempotencyKey)
  verifyPurchase(args.verificationToken)
  const extras: PurchaseExtras = {
    billing: args.billing,
    languageForBooking: args.languageForBooking,
    remarks: args.remarks,
    buyer: buyerOf(context.signedIn),
  }
  // A repeat of a finished purchase answers its result although the conversation has completed (the same request only).
  const earlier =
    context.executionIn === undefined ? undefined : deps.booking.orders.attempt(context.executionIn, idempotencyKey)
  if (earlier?.state === 'DONE') {
    const result = settle(repeatOf(earlier, purchaseRequestHash(args.payment, extras)))
    context.setExecution(earlier.key)
    return toResult(deps, result)
  }
  const { conversation, itinerary } = bookingConversation(deps, context)
  return toResult(
    deps,
    purchaseFor(deps, checkoutKinds, conversation.key, itinerary, args.payment, idempotencyKey, extras, products),
  )
}

/**
 * Mutation.purchase: a cart with partner products has them confirmed by their providers
 * first (awaited), then pays; a repeat of an attempt answers as it stands, with the products
 * its first request dropped, without asking the providers again.
 */
export function purchaseMutation(deps: ApiDeps, args: MutationPurchaseArgs, context: RequestContext) {
  const key = context.executionIn
  const withProducts =
    key !== undefined &&
    !deps.booking.orders.attempt(key, args.idempotencyKey) &&
    deps.products.store.cartQuotes(key).length > 0
  if (!withProducts) {
    const result = purchase(deps, args, context)
    return key === undefined ? result : withDropped(deps, key, args.idempotencyKey, result)
  }
  const idempotencyKey = requireIdempotencyKey(args.idempotencyKey)
  const { conversation } = bookingConversation(deps, context)
  return purchaseWithProducts(deps, conversation.key, idempotencyKey, (products) =>
    purchase(deps, args, context, products),
  )
}

export function completeChallenge(deps: ApiDeps, args: MutationCompleteChallengeArgs) {
  const itinerary = (key: string) => itineraryOf(deps.shopping.conversations.resume(key), deps.flights, deps.catalog)
  return toResult(
    deps,
    completeChallengeFor(deps, checkoutKinds, args.challengeId, args.outcome === 'SUCCESS', itinerary),
  )
}

export function payHeldOrder(deps: ApiDeps, args: MutationPayHeldOrderArgs, context: RequestContext) {
  const idempotencyKey = requireIdempotencyKey(args.idempotencyKey)
  const buyer = buyerOf(context.signedIn)
  return toResult(
    deps,
    payHeldOrderFor(deps.booking, deps.now(), args.reference, args.lastName, args.payment, idempotencyKey, buyer),
  )
}
