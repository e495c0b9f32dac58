// A cancel priced as the order stands now: its coupons, what the request covers and what
// that gives back. Every call of the conversation prices it again, so a change of the order
// between the details and the confirm (another cancel, a hold run out) is never missed.
import type { ApiDeps } from '../../graphql/context'
import { fromUsdCents } from '../../shopping/currencies'
import { orderLevelCharges, productCharge } from '../order-charges'
import { isSignificant } from '../significant-change'
import type { TripState } from '../trip-state'
import { cancelScope, type CancelRequest } from './cancel-scope'
import { couponsOf } from './coupons'
import { quoteRefund } from './refund-quote'
import type { QuotedCancel } from './refund-shapes'

export function quoteCancel(deps: ApiDeps, trip: TripState, request: CancelRequest): QuotedCancel {
  const { order, details, toFly } = trip
  const coupons = couponsOf(details, deps.shopping.distanceKm)
  const flying = new Set(toFly.map((s) => s.index))
  const toFlyCoupons = coupons.filter((c) => flying.has(c.segmentIndex))
  const scope = cancelScope(details, toFly, toFlyCoupons, request)
  const paid = order.payments.reduce((a, p) => a + p.amount, 0) - deps.booking.refunds.refundedOf(order.reference)
  // What a flight change gave back has left the fare lines (they are the new flights') and
  // the order's total with them, as the trip page names it: the earlier refunds are what
  // the total still names as paid and was given back since (an upgrade or a passenger
  // cancelled, a change's difference kept as credit), never a change's refund again.
  const refundedBefore = order.total - paid
  const nowMs = deps.now()
  const stored = deps.products.store.orderProducts(order.reference)
  const quote = quoteRefund({
    coupons: toFlyCoupons,
    items: details.items,
    segments: details.segments,
    scope,
    paid,
    orderWorth: details.fare + details.taxes + details.items.reduce((a, i) => a + i.price, 0),
    orderCharges: orderLevelCharges(details),
    refundedBefore,
    scheduleChangeRefund: trip.pendingChanges.some(isSignificant),
    feeInCurrency: (usdCents) => fromUsdCents(usdCents, order.currency),
    products: stored
      .filter((p) => p.state === 'CONFIRMED')
      .map((product) => ({
        product,
        terms: deps.products.providers.get(product.kind)?.cancelTerms(product, nowMs) ?? null,
      })),
    productsEnded: stored
      .filter((p) => p.state === 'CANCELLED' || p.state === 'EXERCISED')
      .map((p) => ({ kind: productCharge[p.kind], amount: p.price })),
  })
  return {
    reference: order.reference,
    orderId: order.orderId,
    currency: order.currency,
    segments: details.segments,
    toFly: toFlyCoupons,
    scope,
    quote,
  }
}
