// Payment and purchase (issue 4): paymentOptions, cardType, purchase, completeChallenge
// and payHeldOrder. Card numbers are read here and never stored, echoed or logged.
import { cardTypeOf } from '../../booking/card'
import { itineraryOf } from '../../booking/itinerary'
import { payHeldOrderFor } from '../../booking/pay-held-order'
import { paymentOptions as options } from '../../booking/payment-options'
import { completeChallengeFor, purchaseFor, requireIdempotencyKey, type PaymentInput, type PurchaseExtras, type PurchaseResult } from '../../booking/purchase'
import { fromUsdCents } from '../../shopping/currencies'
import type { ApiDeps, RequestContext } from '../context'
import { bookingConversation } from './booking-context'
import { toResult } from './order-shape'
import { money } from './shopping-shapes'

export interface PurchaseArgs extends PurchaseExtras {
  payment: PaymentInput
  idempotencyKey: string
}

export interface CompleteChallengeArgs {
  challengeId: string
  outcome: 'SUCCESS' | 'FAILURE'
}

export interface PayHeldOrderArgs {
  reference: string
  lastName: string
  payment: PaymentInput
  idempotencyKey: string
}


export function paymentOptions(deps: ApiDeps, context: RequestContext) {
  const { itinerary } = bookingConversation(deps, context)
  return options.map((o) => ({
    type: o.type,
    name: o.name,
    holdHours: o.holdHours,
    surcharges: o.surcharges.map((s) => ({ cardType: s.cardType, perMille: s.perMille, fixed: money(fromUsdCents(s.fixedUsdCents, itinerary.currency), itinerary.currency) })),
  }))
}

export const cardType = (args: { number: string }) => cardTypeOf(args.number)

export function purchase(deps: ApiDeps, args: PurchaseArgs, context: RequestContext) {
  const idempotencyKey = requireIdempotencyKey(args.idempotencyKey)
  // A repeat of a finished purchase answers its result although the conversation has completed.
  const earlier = context.executionIn === undefined ? undefined : deps.booking.orders.attempt(context.executionIn, idempotencyKey)
  if (earlier?.state === 'DONE') {
    context.setExecution(earlier.key)
    return toResult(deps, earlier.result as PurchaseResult)
  }
  const { conversation, itinerary } = bookingConversation(deps, context)
  return toResult(deps, purchaseFor(deps, conversation.key, itinerary, args.payment, idempotencyKey, args))
}

export function completeChallenge(deps: ApiDeps, args: CompleteChallengeArgs) {
  const itinerary = (key: string) => itineraryOf(deps.shopping.conversations.resume(key), deps.flights, deps.catalog)
  return toResult(deps, completeChallengeFor(deps, args.challengeId, args.outcome === 'SUCCESS', itinerary))
}

export function payHeldOrder(deps: ApiDeps, args: PayHeldOrderArgs) {
  const idempotencyKey = requireIdempotencyKey(args.idempotencyKey)
  return toResult(deps, payHeldOrderFor(deps.booking, deps.now(), args.reference, args.lastName, args.payment, idempotencyKey))
}
