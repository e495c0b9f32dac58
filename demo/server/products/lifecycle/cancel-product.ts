// Cancelling a product of an order (docs/products.md, "cancel"): the preview says what
// comes back by the provider's rules now (saved, valid 15 minutes), the confirm cancels as
// it said, all in one transaction: the product CANCELLED with its refund (never above its
// price: the database checks too), the refund in the order's ledger to the original
// payment, an entry PRODUCT_CANCELLED in its history; then the provider is told.
import { randomBytes } from 'node:crypto'
import { buyerOf } from '../../accounts/order-owner'
import type { ApiDeps } from '../../graphql/context'
import { businessError } from '../../graphql/errors'
import type {
  MutationCancelProductArgs,
  MutationPreviewProductCancelArgs,
  ProductCancelPreview,
} from '../../graphql/generated/resolvers'
import type { RequestContext } from '../../graphql/request-context'
import { money } from '../../graphql/resolvers/money'
import { lookedUpTrip } from '../../graphql/resolvers/trip-lookup'
import { toTrip } from '../../graphql/resolvers/trip-shape'
import { actorOf } from '../../manage/history/order-history'
import { tripState, type TripState } from '../../manage/trip-state'
import type { StoredProduct } from '../product'
import type { StoredCancelPreview } from '../product-store'
import { kindWords } from './kind-words'

const previewMs = 15 * 60_000

const notCancellable = () =>
  businessError('PRODUCT_NOT_CANCELLABLE', 'This product cannot be cancelled now (Trip.products.cancellable).', 409)

/** An agency's trip is changed by its agents only, as every other trip action (trip-actions.ts). */
function requireNotAgencyManaged(trip: TripState): void {
  if (trip.actions.some((a) => a.reason === 'AGENCY_MANAGED'))
    throw businessError(
      'AGENCY_MANAGED',
      'A travel agency booked this trip and manages its changes; its agent makes them (Order.agency).',
      409,
    )
}

function productOfTrip(deps: ApiDeps, trip: TripState, productId: string): StoredProduct {
  const product = deps.products.store.product(productId)
  if (!product || product.orderReference !== trip.order.reference)
    throw businessError('PRODUCT_NOT_FOUND', 'productId is not a product of this trip (Trip.products).', 404)
  return product
}

const toPreview = (p: StoredCancelPreview, currency: string): ProductCancelPreview => ({
  previewId: p.previewId,
  productId: p.productId,
  refund: money(p.refund, currency),
  penalty: money(p.penalty, currency),
  appliedPenalty: p.appliedPenalty,
  expiresAt: new Date(p.expiresAt).toISOString(),
})

export function previewCancel(
  deps: ApiDeps,
  args: MutationPreviewProductCancelArgs,
  context: RequestContext,
): ProductCancelPreview {
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireNotAgencyManaged(trip)
  const product = productOfTrip(deps, trip, args.productId)
  const provider = deps.products.providers.get(product.kind)
  const nowMs = deps.now()
  const terms = product.state === 'CONFIRMED' && provider ? provider.cancelTerms(product, nowMs) : null
  if (!terms) throw notCancellable()
  // What is left of the price caps the refund, whatever the provider's rules answer.
  const refund = Math.max(0, Math.min(terms.refund, product.price - product.refunded))
  const preview: StoredCancelPreview = {
    previewId: randomBytes(16).toString('base64url'),
    productId: product.productId,
    action: 'CANCEL',
    refund,
    penalty: Math.max(0, terms.penalty),
    appliedPenalty: terms.appliedPenalty,
    createdAt: nowMs,
    expiresAt: nowMs + previewMs,
    usedAt: null,
  }
  deps.products.store.savePreview(preview)
  return toPreview(preview, product.currency)
}

export async function cancelProductAsPreviewed(
  deps: ApiDeps,
  args: MutationCancelProductArgs,
  context: RequestContext,
) {
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireNotAgencyManaged(trip)
  const { store } = deps.products
  const preview = store.preview(args.previewId)
  const product = preview && store.product(preview.productId)
  if (preview?.action !== 'CANCEL' || !product || product.orderReference !== trip.order.reference)
    throw businessError(
      'PREVIEW_NOT_FOUND',
      'previewId is not a cancel preview of this trip: ask previewProductCancel.',
      404,
    )
  const { booking } = deps
  const { order } = trip
  const nowMs = deps.now()
  // Sent again after it cancelled: the trip as it stands, nothing refunded twice.
  const done = preview.usedAt !== null
  if (!done) {
    if (preview.expiresAt <= nowMs)
      throw businessError('PREVIEW_EXPIRED', 'This preview has expired: ask previewProductCancel again.', 409)
    if (product.state !== 'CONFIRMED') throw notCancellable()
    booking.db.transaction(() => {
      if (!store.cancelAsPreviewed(preview, nowMs)) return
      booking.ledger.record(
        {
          reference: order.reference,
          kind: 'REFUND',
          amount: preview.refund,
          currency: order.currency,
          source: `product:${product.productId}`,
        },
        nowMs,
      )
      booking.history.record(
        {
          reference: order.reference,
          actor: actorOf(buyerOf(context.signedIn)),
          action: 'PRODUCT_CANCELLED',
          summary: `Cancelled the ${kindWords[product.kind]} ${product.reference ?? product.productId}.`,
          currency: order.currency,
          refunded: preview.refund,
        },
        nowMs,
      )
    })()
    // Ours is CANCELLED whatever the provider answers; its cancel is idempotent, so telling it again is safe.
    await deps.products.providers
      .get(product.kind)
      ?.cancel({ ...product, state: 'CANCELLED' })
      .catch(() => undefined)
  }
  const now = booking.orders.order(order.reference) ?? order
  return toTrip(deps, tripState(booking, deps.catalog, now, deps.now(), context.signedIn))
}
