// Exercising a cancel-for-any-reason contract (previewCfarExercise, then exerciseCfar): before
// its deadline the flights are cancelled as a whole-trip cancel cancels them (cancel-coupons.ts:
// the order CANCELLED, its seats back on sale), and the contract's share of the flights' price
// goes back to the original payment, never more than the flights' price still paid. The
// contract's own price is not given back: the product ends EXERCISED with refunded 0 (the
// refund is the order's, in its refunds, ledger and history as CFAR_EXERCISED).
import { randomBytes } from 'node:crypto'
import { buyerOf } from '../../accounts/order-owner'
import { businessError, validationError } from '../../graphql/errors'
import type { ApiDeps } from '../../graphql/context'
import type {
  MutationExerciseCfarArgs,
  MutationPreviewCfarExerciseArgs,
  ProductCancelPreview,
} from '../../graphql/generated/resolvers'
import type { RequestContext } from '../../graphql/request-context'
import { money } from '../../graphql/resolvers/money'
import { lookedUpTrip } from '../../graphql/resolvers/trip-lookup'
import { toTrip } from '../../graphql/resolvers/trip-shape'
import { actorOf } from '../../manage/history/order-history'
import { cancelCoupons } from '../../manage/refund/cancel-coupons'
import { quoteCancel } from '../../manage/refund/quote-cancel'
import { newRefundReference } from '../../manage/refund/refund-store'
import { refundToPayments } from '../../manage/refund/refund-shapes'
import { tripState, type TripState } from '../../manage/trip-state'
import type { StoredProduct } from '../product'
import type { StoredCancelPreview } from '../product-store'
import { cfarOpen } from './cfar'

/** A preview can be confirmed for this long. */
const exercisePreviewLifetimeMs = 10 * 60_000

const notExercisable = () =>
  businessError(
    'PRODUCT_NOT_CANCELLABLE',
    'This cancel-for-any-reason contract can no longer be exercised (its deadline has passed, or the trip is already cancelled or flown).',
    409,
  )

/** The trip's CFAR contract named by productId. */
function contractOf(deps: ApiDeps, trip: TripState, productId: string): StoredProduct {
  const product = deps.products.store.product(productId)
  if (!product || product.orderReference !== trip.order.reference || product.kind !== 'CFAR')
    throw validationError('UNKNOWN_PRODUCT', 'productId names no cancel-for-any-reason contract of this trip.')
  return product
}

/** What exercising gives back now: the contract's refund, within the flights' price still paid. */
function exerciseRefund(deps: ApiDeps, trip: TripState, product: StoredProduct): number {
  const { details, order } = trip
  if (product.details.kind !== 'CFAR') return 0
  const paid = order.payments.reduce((sum, p) => sum + p.amount, 0) - deps.booking.refunds.refundedOf(order.reference)
  return Math.max(0, Math.min(product.details.refund, details.fare + details.taxes, paid))
}

function requireExercisable(deps: ApiDeps, trip: TripState, product: StoredProduct): void {
  if (trip.order.status !== 'CONFIRMED' || trip.toFly.length === 0 || !cfarOpen(product, deps.now()))
    throw notExercisable()
}

export function previewCfarExercise(
  deps: ApiDeps,
  args: MutationPreviewCfarExerciseArgs,
  context: RequestContext,
): ProductCancelPreview {
  const trip = lookedUpTrip(deps, args.lookup, context)
  const product = contractOf(deps, trip, args.productId)
  requireExercisable(deps, trip, product)
  const nowMs = deps.now()
  const preview: StoredCancelPreview = {
    previewId: randomBytes(16).toString('base64url'),
    productId: product.productId,
    action: 'EXERCISE',
    refund: exerciseRefund(deps, trip, product),
    penalty: 0,
    appliedPenalty: null,
    createdAt: nowMs,
    expiresAt: nowMs + exercisePreviewLifetimeMs,
    usedAt: null,
  }
  deps.products.store.savePreview(preview)
  return {
    previewId: preview.previewId,
    productId: preview.productId,
    refund: money(preview.refund, trip.order.currency),
    penalty: money(0, trip.order.currency),
    appliedPenalty: null,
    expiresAt: new Date(preview.expiresAt).toISOString(),
  }
}

/** Cancels the flights and refunds inside the caller's transaction (the contract is ended EXERCISED by its preview). */
function exercise(deps: ApiDeps, trip: TripState, product: StoredProduct, previewRefund: number, key: string): void {
  const { booking } = deps
  const nowMs = deps.now()
  const { order, details } = trip
  const { scope, quote } = quoteCancel(deps, trip, {})
  cancelCoupons(booking, order, details, scope, quote)
  const amount = Math.min(previewRefund, exerciseRefund(deps, trip, product))
  const { shares, answer } = refundToPayments(amount, order, booking.refunds.sharesOf(order.reference))
  const refundReference = newRefundReference()
  booking.refunds.insertRefund(
    {
      reference: refundReference,
      key,
      orderReference: order.reference,
      target: 'ORIGINAL_PAYMENT',
      amount,
      currency: order.currency,
      shares,
      result: {
        refundReference,
        target: 'ORIGINAL_PAYMENT',
        amount: money(amount, order.currency),
        payments: answer,
        travelCreditCode: null,
        validUntil: null,
        creditSentTo: null,
        refundedAt: new Date(nowMs).toISOString(),
      },
    },
    nowMs,
  )
  booking.history.record(
    {
      reference: order.reference,
      actor: actorOf(buyerOf(undefined)),
      action: 'CFAR_EXERCISED',
      summary: `Cancel-for-any-reason contract ${product.reference ?? product.productId} exercised: the whole trip cancelled; refund ${refundReference} to the original payment.`,
      currency: order.currency,
      refunded: amount,
      details: { refundReference },
    },
    nowMs,
  )
}

export function exerciseCfar(deps: ApiDeps, args: MutationExerciseCfarArgs, context: RequestContext) {
  const { booking } = deps
  const store = deps.products.store
  const looked = lookedUpTrip(deps, args.lookup, context)
  const preview = store.preview(args.previewId)
  const product = preview && store.product(preview.productId)
  if (preview?.action !== 'EXERCISE' || !product || product.orderReference !== looked.order.reference)
    throw validationError(
      'UNKNOWN_PREVIEW',
      'previewId names no exercise preview of this trip; ask previewCfarExercise.',
    )
  // Sent again after it was exercised: the trip as it stands, nothing refunded twice.
  const done = preview.usedAt !== null && product.state === 'EXERCISED'
  if (!done) {
    if (deps.now() > preview.expiresAt)
      throw businessError('PREVIEW_EXPIRED', 'The preview has expired; ask previewCfarExercise again.', 409)
    booking.db.transaction(() => {
      const order = booking.orders.order(looked.order.reference)
      const current = store.product(product.productId)
      if (!order || !current) throw new Error(`the order ${looked.order.reference} or its contract is missing`)
      const trip = tripState(booking, deps.catalog, order, deps.now(), context.signedIn)
      requireExercisable(deps, trip, current)
      if (!store.cancelAsPreviewed(preview, deps.now())) throw notExercisable()
      exercise(deps, trip, current, preview.refund, `cfar:${preview.previewId}`)
    })()
    booking.tripAccess.revokeTrip(looked.order.reference)
  }
  const order = booking.orders.order(looked.order.reference)
  if (!order) throw new Error(`the order ${looked.order.reference} just exercised is missing`)
  return toTrip(deps, tripState(booking, deps.catalog, order, deps.now(), context.signedIn))
}
