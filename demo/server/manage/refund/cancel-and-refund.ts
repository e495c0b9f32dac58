// Mutation.getCancelAndRefund, getCancelAndRefundReview and cancelAndRefundConfirm: the
// cancel-and-refund conversation. The details find the trip and start it (its key in the
// execution header); the review and the confirm work in it. The confirm cancels and
// refunds in one transaction: the order is cancelled (or loses the cancelled passengers or
// parts), its seats go back on sale, a whole trip's partner products are cancelled or used
// by their own rules (their refunds part of the one refund), the refund and its history
// entry are written, or nothing changes. A confirm that finds its conversation's refund answers it again.
import { emailPattern } from '../../booking/person-checks'
import type { ApiDeps } from '../../graphql/context'
import type { RequestContext, SignedIn } from '../../graphql/request-context'
import { buyerOf } from '../../accounts/order-owner'
import { actorOf } from '../history/order-history'
import { validationError } from '../../graphql/errors'
import type {
  CancelAndRefundDetailsResponse,
  CancelAndRefundReviewResponse,
  MutationCancelAndRefundConfirmArgs,
  MutationGetCancelAndRefundArgs,
  MutationGetCancelAndRefundReviewArgs,
  PnrQueryInput,
  RefundTarget,
  ResolversParentTypes,
} from '../../graphql/generated/resolvers'
import { money } from '../../graphql/resolvers/shopping-shapes'
import { lookedUpTrip } from '../../graphql/resolvers/trip-lookup'
import { toTrip } from '../../graphql/resolvers/trip-shape'
import { idleLimitMs } from '../../shopping/conversations'
import { requireAction, tripState, type TripState } from '../trip-state'
import type { StoredProduct } from '../../products/product'
import { cancelCoupons } from './cancel-coupons'
import { endProductsAsQuoted, tellProviders } from './cancel-products'
import type { CancelRequest } from './cancel-scope'
import { quoteCancel } from './quote-cancel'
import { newRefundReference, newTravelCreditCode, type RefundConversation, type StoredResult } from './refund-store'
import { toDetails, refundToPayments } from './refund-shapes'
import { travelCreditMonths } from './refund-rules'

const conversationEnded = () =>
  validationError(
    'ERR.SSW.CLIENT.INVALID_REQUEST',
    'The cancel-and-refund conversation has ended (refunded, expired after 30 minutes idle, or unknown). Start again with getCancelAndRefund.',
  )

const requestOf = (pnrQuery: PnrQueryInput): CancelRequest => ({
  passengerIds: pnrQuery.passengerIds,
  partIndexes: pnrQuery.partIndexes,
})

const lookupOf = (pnrQuery: PnrQueryInput) => ({
  pnr: pnrQuery.pnr,
  orderId: pnrQuery.orderId,
  lastName: pnrQuery.lastName,
  accessGrant: pnrQuery.accessGrant,
})

/** The conversation of the execution header while it is live. */
function liveConversation(deps: ApiDeps, context: RequestContext): RefundConversation {
  const key = context.executionIn
  const conversation = key === undefined ? undefined : deps.booking.refunds.conversation(key)
  if (conversation?.status !== 'ACTIVE' || deps.now() - conversation.lastUsedAt > idleLimitMs) throw conversationEnded()
  deps.booking.refunds.touch(conversation.key, deps.now())
  context.setExecution(conversation.key)
  return conversation
}

/** The conversation's trip as it stands, still cancellable. */
function tripOf(deps: ApiDeps, reference: string, asker: SignedIn | undefined): TripState {
  const order = deps.booking.orders.order(reference)
  if (!order) throw new Error(`the order ${reference} a refund conversation names is missing`)
  const trip = tripState(deps.booking, deps.catalog, order, deps.now(), asker)
  requireAction(trip, 'CANCEL')
  return trip
}

export function getCancelAndRefund(
  deps: ApiDeps,
  args: MutationGetCancelAndRefundArgs,
  context: RequestContext,
): CancelAndRefundDetailsResponse {
  // A new conversation counts against the client's allowance, as a search's does.
  context.newConversations.check()
  const trip = lookedUpTrip(deps, lookupOf(args.pnrQuery), context)
  requireAction(trip, 'CANCEL')
  const request = requestOf(args.pnrQuery)
  const quoted = quoteCancel(deps, trip, request)
  const key = deps.booking.refunds.start(trip.order.reference, request, deps.now())
  context.newConversations.opened()
  context.setExecution(key)
  return { originalResponse: toDetails(quoted) }
}

const validUntilFrom = (nowMs: number): string => {
  const date = new Date(nowMs)
  date.setUTCMonth(date.getUTCMonth() + travelCreditMonths)
  return date.toISOString().slice(0, 10)
}

export function getCancelAndRefundReview(
  deps: ApiDeps,
  args: MutationGetCancelAndRefundReviewArgs,
  context: RequestContext,
): CancelAndRefundReviewResponse {
  const conversation = liveConversation(deps, context)
  let request = conversation.request
  if (args.pnrQuery) {
    // A new choice of passengers or parts, for the same trip only.
    const named = lookedUpTrip(deps, lookupOf(args.pnrQuery), context)
    if (named.order.reference !== conversation.reference)
      throw validationError(
        'OTHER_TRIP',
        'pnrQuery names another trip than this conversation cancels; start again with getCancelAndRefund.',
      )
    request = requestOf(args.pnrQuery)
  }
  const trip = tripOf(deps, conversation.reference, context.signedIn)
  const quoted = quoteCancel(deps, trip, request)
  if (args.pnrQuery) deps.booking.refunds.select(conversation.key, request)
  const { order } = trip
  const refund = refundToPayments(quoted.quote.refundable, order, deps.booking.refunds.sharesOf(order.reference))
  return {
    originalResponse: {
      details: toDetails(quoted),
      options: [
        {
          target: 'ORIGINAL_PAYMENT',
          amount: money(quoted.quote.refundable, order.currency),
          payments: refund.answer,
          validUntil: null,
        },
        {
          target: 'TRAVEL_CREDIT',
          amount: money(quoted.quote.credit, order.currency),
          payments: [],
          validUntil: validUntilFrom(deps.now()),
        },
      ],
    },
  }
}

function creditEmailOf(args: MutationCancelAndRefundConfirmArgs, target: RefundTarget, trip: TripState): string | null {
  if (target !== 'TRAVEL_CREDIT') return null
  const email = args.paymentData?.creditEmail?.trim() || trip.details.contact?.email || null
  if (email !== null && !emailPattern.test(email))
    throw validationError('INVALID_EMAIL', 'paymentData.creditEmail is not an email address.')
  return email
}

/** Cancels and refunds inside the caller's transaction; answers what the confirm answers. */
function cancelAndRefund(
  deps: ApiDeps,
  conversation: RefundConversation,
  args: MutationCancelAndRefundConfirmArgs,
  asker: SignedIn | undefined,
): { result: StoredResult; cancelled: StoredProduct[] } {
  const { booking } = deps
  const nowMs = deps.now()
  const trip = tripOf(deps, conversation.reference, asker)
  const { order, details } = trip
  const target: RefundTarget = args.selectedRefundTarget ?? 'ORIGINAL_PAYMENT'
  const email = creditEmailOf(args, target, trip)
  const { scope, quote } = quoteCancel(deps, trip, conversation.request)
  const amount = target === 'ORIGINAL_PAYMENT' ? quote.refundable : quote.credit
  const { shares, answer } =
    target === 'ORIGINAL_PAYMENT'
      ? refundToPayments(amount, order, booking.refunds.sharesOf(order.reference))
      : { shares: [], answer: [] }
  cancelCoupons(booking, order, details, scope, quote)
  const products = target === 'ORIGINAL_PAYMENT' ? quote.products : quote.creditProducts
  const cancelled = endProductsAsQuoted(deps, products, nowMs)
  const refundReference = newRefundReference()
  const validUntil = target === 'TRAVEL_CREDIT' ? validUntilFrom(nowMs) : null
  const travelCreditCode = target === 'TRAVEL_CREDIT' ? newTravelCreditCode() : null
  const result: StoredResult = {
    refundReference,
    target,
    amount: money(amount, order.currency),
    payments: answer,
    travelCreditCode,
    validUntil,
    creditSentTo: email,
    refundedAt: new Date(nowMs).toISOString(),
  }
  booking.refunds.insertRefund(
    {
      reference: refundReference,
      key: conversation.key,
      orderReference: order.reference,
      target,
      amount,
      currency: order.currency,
      shares,
      result,
    },
    nowMs,
  )
  // The cancellation fee kept out of a refund to the payments (a travel credit waives it).
  const fee = target === 'ORIGINAL_PAYMENT' ? quote.lines.reduce((sum, l) => sum + l.fee, 0) : 0
  booking.ledger.record(
    {
      reference: order.reference,
      kind: 'FEE',
      amount: fee,
      currency: order.currency,
      source: `cancel:${conversation.key}`,
    },
    nowMs,
  )
  if (travelCreditCode && validUntil)
    booking.refunds.insertCredit({
      code: travelCreditCode,
      refundReference,
      amount,
      currency: order.currency,
      validUntil,
      email,
    })
  const what = scope.wholeOrder
    ? 'the whole trip'
    : scope.passengerIds.length < details.passengers.length
      ? `passengers ${scope.passengerIds.join(', ')}`
      : `parts ${scope.partIndexes.map((p) => p + 1).join(', ')} of the trip`
  const where = target === 'ORIGINAL_PAYMENT' ? 'to the original payment' : 'as a travel credit'
  const ended = products.map((p) => `${p.product.title} ${p.outcome.toLowerCase()}`).join(', ')
  booking.history.record(
    {
      reference: order.reference,
      actor: actorOf(buyerOf(asker)),
      action: scope.wholeOrder ? 'CANCELLED' : 'PARTLY_CANCELLED',
      summary: `Cancelled ${what}${ended ? ` (${ended})` : ''}; refund ${refundReference} ${where}.`,
      currency: order.currency,
      refunded: amount,
      // The history names the refund as its receipt did: a traveller asking after it quotes it.
      details: { refundReference },
    },
    nowMs,
  )
  booking.refunds.complete(conversation.key)
  return { result, cancelled }
}

export function cancelAndRefundConfirm(
  deps: ApiDeps,
  args: MutationCancelAndRefundConfirmArgs,
  context: RequestContext,
): ResolversParentTypes['CancelAndRefundConfirmResponse'] {
  if (!args.confirmed)
    throw validationError(
      'CONFIRMATION_REQUIRED',
      'Cancelling needs the traveller’s explicit confirmation: send confirmed true once they have given it.',
    )
  const { booking } = deps
  const key = context.executionIn
  const outcome = booking.db.transaction(
    (): { reference: string; result: StoredResult; cancelled: StoredProduct[] } => {
      const stored = key === undefined ? undefined : booking.refunds.conversation(key)
      // Sent again after it refunded: the same answer, nothing refunded twice.
      const earlier = stored && booking.refunds.resultOf(stored.key)
      if (stored && earlier) return { reference: stored.reference, result: earlier, cancelled: [] }
      const conversation = liveConversation(deps, context)
      return { reference: conversation.reference, ...cancelAndRefund(deps, conversation, args, context.signedIn) }
    },
  )()
  tellProviders(deps, outcome.cancelled)
  if (key !== undefined) context.setExecution(key)
  const order = booking.orders.order(outcome.reference)
  if (!order) throw new Error(`the order ${outcome.reference} just refunded is missing`)
  // A cancelled trip has nothing left to change: no grant finds it any more, so a shared
  // device does not keep showing it with its names (this answer still has them); its name finds it still.
  if (order.status === 'CANCELLED') booking.tripAccess.revokeTrip(order.reference)
  const trip = toTrip(deps, tripState(booking, deps.catalog, order, deps.now(), context.signedIn))
  return { originalResponse: { ...outcome.result, trip } }
}
