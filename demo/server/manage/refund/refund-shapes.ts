// The schema's shapes of what cancelling gives back (core/api/schema.graphql, "Cancel and
// refund"): the details per passenger and flight, with the rules of the brands cancelled.
import type { OrderSegmentRecord } from '../../booking/order-details'
import type { PaymentRecord } from '../../booking/order-store'
import type { CancelAndRefundDetails, RefundPaymentShare, RefundRule } from '../../graphql/generated/resolvers'
import { money } from '../../graphql/resolvers/shopping-shapes'
import type { Brand } from '../../shopping/brands'
import { fromUsdCents } from '../../shopping/currencies'
import { fareRulesOf } from '../../shopping/fare-rules'
import type { CancelScope } from './cancel-scope'
import type { Coupon } from './coupons'
import type { RefundQuote } from './refund-quote'
import type { PaymentShare } from './refund-store'
import { cancellationRules } from './refund-rules'
import { paymentShares } from './payment-shares'

export interface QuotedCancel {
  reference: string
  orderId: string
  currency: string
  segments: readonly OrderSegmentRecord[]
  /** The coupons of the flights still to fly */
  toFly: readonly Coupon[]
  scope: CancelScope
  quote: RefundQuote
}

function ruleOf(brand: Brand, segment: OrderSegmentRecord | undefined, currency: string): RefundRule {
  const rule = cancellationRules[brand.refund]
  const route = segment ? `${segment.origin}-${segment.destination}` : ''
  return {
    brandId: brand.id,
    brandName: brand.name,
    refund: brand.refund,
    cancellationFee: money(fromUsdCents(rule.feeUsdCents, currency), currency),
    partialAllowed: rule.partialAllowed,
    text: fareRulesOf(brand, route, currency).find((r) => r.category === 'CANCELLATION')?.text ?? '',
  }
}

export function toDetails(q: QuotedCancel): CancelAndRefundDetails {
  const inCurrency = (amount: number) => money(amount, q.currency)
  const brands = [...new Map(q.quote.lines.map((l) => [l.brand.id, l])).values()]
  return {
    reference: q.reference,
    orderId: q.orderId,
    wholeOrder: q.scope.wholeOrder,
    partialAllowed: q.toFly.every((c) => cancellationRules[c.brand.refund].partialAllowed),
    passengerIds: q.scope.passengerIds,
    partIndexes: q.scope.partIndexes,
    lines: q.quote.lines.map((l) => ({
      passengerId: l.passengerId,
      passengerType: l.passengerType,
      segmentIndex: l.segmentIndex,
      partIndex: l.partIndex,
      brandId: l.brand.id,
      brandName: l.brand.name,
      fare: inCurrency(l.fare),
      taxes: inCurrency(l.taxes),
      refundableFare: inCurrency(l.refundableFare),
      refundableTaxes: inCurrency(l.refundableTaxes),
      fee: inCurrency(l.fee),
    })),
    items: q.quote.items.map((item) => ({
      kind: item.kind,
      passengerId: item.passengerId,
      index: item.index,
      detail: item.detail,
      price: inCurrency(item.price),
      refundable: inCurrency(item.refundable),
    })),
    products: q.quote.products.map((p) => ({
      productId: p.product.productId,
      kind: p.product.kind,
      title: p.product.title,
      reference: p.product.reference,
      paid: inCurrency(p.paid),
      refundable: inCurrency(p.refundable),
      outcome: p.outcome,
    })),
    charges: q.quote.charges.map((c) => ({
      kind: c.kind,
      paid: inCurrency(c.amount),
      refundable: inCurrency(c.refundable),
    })),
    scheduleChangeRefund: q.quote.scheduleChangeRefund,
    rules: brands.map((l) =>
      ruleOf(
        l.brand,
        q.segments.find((s) => s.index === l.segmentIndex),
        q.currency,
      ),
    ),
    paid: inCurrency(q.quote.paid),
    refundable: inCurrency(q.quote.refundable),
    lost: inCurrency(q.quote.lost),
  }
}

/**
 * A refund of `amount` back to the order's payments (paymentShares): the shares to store, and the
 * answer's, one a card. A share of a payment charged in another currency goes back in that
 * currency at that payment's rate, counted with what it had back before, so that all of a
 * payment's refunds give back exactly what it was charged, never a cent more.
 */
export function refundToPayments(
  amount: number,
  order: { payments: readonly PaymentRecord[]; currency: string },
  earlier: readonly PaymentShare[],
): { shares: PaymentShare[]; answer: RefundPaymentShare[] } {
  const shares = paymentShares(amount, order.payments, earlier)
  const answer = new Map<string, { share: RefundPaymentShare; amount: number; charged: number }>()
  for (const share of shares) {
    const payment = order.payments[share.payment]
    const chargedIn = payment?.charged ?? null
    const back = earlier.filter((s) => s.payment === share.payment).reduce((a, s) => a + s.amount, 0)
    // The payment's rate, as the cumulative share of what it charged: rounding never adds up past it.
    const chargedUpTo = (paid: number) =>
      chargedIn && payment ? Math.round((chargedIn.amount * paid) / payment.amount) : paid
    const charged = chargedUpTo(back + share.amount) - chargedUpTo(back)
    const card = {
      type: payment?.type ?? 'CARD',
      cardType: payment?.cardType ?? null,
      last4: payment?.last4 ?? null,
    }
    const currency = chargedIn?.currency ?? order.currency
    const key = `${card.type} ${card.cardType} ${card.last4} ${currency}`
    const same = answer.get(key)
    const total = { amount: (same?.amount ?? 0) + share.amount, charged: (same?.charged ?? 0) + charged }
    answer.set(key, {
      ...total,
      share: { ...card, amount: money(total.amount, order.currency), charged: money(total.charged, currency) },
    })
  }
  return { shares, answer: [...answer.values()].map(({ share }) => share) }
}
