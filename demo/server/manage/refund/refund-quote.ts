// What cancelling a scope of an order gives back, per passenger and flight, in integer
// minor units of the order's currency:
//  - each coupon's taxes, always (flights not flown);
//  - its fare when the brand refunds fares, less the brand's cancellation fee, charged
//    once per passenger (infants none) over that passenger's coupons of the brand and
//    never more than their fare there;
//  - seats, bags and extras bought for the cancelled flights when the brand refunds them.
// A travel credit gives the same without the fee. Neither ever exceeds what the order was
// paid less what was refunded before; what is not given back is lost.
// The rest of what was paid is named (charges): cancelling the whole order, the flights
// already flown, the change fees, the upgrades, a difference kept as credit, what earlier
// cancels took off and refunds gave back, and the payment fees (what remains); none of it
// comes back. Cancelling some passengers or parts, the rest stays with the trip (STAYS).
// Cancelling the whole order, each partner product still in force is a line of its own with
// what its rules give back (product-refunds.ts); those cancelled or used before are charges.
// After a significant schedule change the traveller did not accept, everything cancelled
// comes back without fee: fares, items, and on the whole order the change fees, upgrades
// and payment fees too (significant-change.ts).
import type { CartItem, OrderSegmentRecord } from '../../booking/order-details'
import { brandById, type Brand } from '../../shopping/brands'
import { allocate } from './allocate'
import type { CancelScope } from './cancel-scope'
import type { Charge } from '../order-charges'
import type { Coupon } from './coupons'
import { type ProductToCancel, type QuotedProduct, quoteProducts } from './product-refunds'
import { cancellationRules } from './refund-rules'

interface QuotedLine extends Coupon {
  refundableFare: number
  refundableTaxes: number
  /** The cancellation fee taken from this coupon's fare (waived for a travel credit) */
  fee: number
}

interface QuotedItem extends CartItem {
  refundable: number
}

interface QuotedCharge extends Charge {
  refundable: number
}

/** Charges that can come back after a significant schedule change: the others were given back already or are flown. */
const refundableOnScheduleChange = new Set<Charge['kind']>(['CHANGE_FEE', 'UPGRADE', 'PAYMENT_FEES'])

export interface RefundQuote {
  lines: QuotedLine[]
  items: QuotedItem[]
  /** Whole order: each partner product in force, what comes back to the original payment for it */
  products: QuotedProduct[]
  /** The same for a travel credit (protections pay less when the credit waives the fee) */
  creditProducts: QuotedProduct[]
  /** The rest of paid, named; lines, items, products and charges add up to paid */
  charges: QuotedCharge[]
  /** Everything cancelled comes back, a significant schedule change waiting */
  scheduleChangeRefund: boolean
  /** What the order was paid less what was refunded before */
  paid: number
  /** Back to the original form of payment */
  refundable: number
  /** As a travel credit */
  credit: number
  /** What was paid and does not come back (original payment): paid less refundable less what stays */
  lost: number
}

export interface QuoteInput {
  coupons: readonly Coupon[]
  items: readonly CartItem[]
  segments: readonly OrderSegmentRecord[]
  scope: Pick<CancelScope, 'passengerIds' | 'segmentIndexes' | 'wholeOrder'>
  /** What the order was paid less what was refunded before */
  paid: number
  /** The order's fare, taxes and items as they stand, flown flights' included */
  orderWorth: number
  /** The order's change fees, upgrades, credit kept and earlier cancels (order-charges.ts) */
  orderCharges: readonly Charge[]
  /** Given back of what the order still names as paid (not a flight change's refund: its fare lines are the new flights') */
  refundedBefore: number
  /** A significant schedule change waits, not accepted */
  scheduleChangeRefund: boolean
  /** A fee in US cents, in minor units of the order's currency */
  feeInCurrency: (usdCents: number) => number
  /** The order's partner products in force (CONFIRMED), with their provider's cancel terms now */
  products?: readonly ProductToCancel[]
  /** The prices of its products cancelled or used before, named (their refunds are in refundedBefore) */
  productsEnded?: readonly Charge[]
}

const sum = (values: readonly number[]): number => values.reduce((a, v) => a + v, 0)

/** Each coupon's share of its passenger's fee for its brand; zero for infants and fee-free brands. */
function feesOf(coupons: readonly Coupon[], feeInCurrency: QuoteInput['feeInCurrency']): number[] {
  const fees = coupons.map(() => 0)
  const groups = new Map<string, number[]>()
  coupons.forEach((c, i) => {
    if (c.passengerType === 'INF' || cancellationRules[c.brand.refund].feeUsdCents === 0) return
    const key = `${c.passengerId}|${c.brand.id}`
    groups.set(key, [...(groups.get(key) ?? []), i])
  })
  for (const indexes of groups.values()) {
    const first = coupons[indexes[0] ?? -1]
    if (!first) continue
    const fares = indexes.map((i) => coupons[i]?.fare ?? 0)
    const fee = Math.min(feeInCurrency(cancellationRules[first.brand.refund].feeUsdCents), sum(fares))
    allocate(fee, fares).forEach((share, j) => {
      fees[indexes[j] ?? -1] = share
    })
  }
  return fees
}

/** The brand an item was bought under: its segment's (seats) or its part's first segment's. */
function itemBrand(item: CartItem, segments: readonly OrderSegmentRecord[]): Brand | undefined {
  const segment =
    item.kind === 'SEAT'
      ? segments.find((s) => s.index === item.index)
      : segments.find((s) => s.partIndex === item.index)
  return segment && brandById.get(segment.brand)
}

export function quoteRefund(input: QuoteInput): RefundQuote {
  const { scope, segments } = input
  const cancelled = input.coupons.filter(
    (c) => scope.passengerIds.includes(c.passengerId) && scope.segmentIndexes.includes(c.segmentIndex),
  )
  const full = input.scheduleChangeRefund
  const fees = full ? cancelled.map(() => 0) : feesOf(cancelled, input.feeInCurrency)
  const lines = cancelled.map((c, i): QuotedLine => {
    const rule = cancellationRules[c.brand.refund]
    const fee = fees[i] ?? 0
    const fareBack = full || rule.fareRefundable ? c.fare - fee : 0
    return { ...c, refundableFare: fareBack, refundableTaxes: c.taxes, fee }
  })
  const parts = new Set(segments.filter((s) => scope.segmentIndexes.includes(s.index)).map((s) => s.partIndex))
  const items = input.items
    .filter(
      (item) =>
        scope.passengerIds.includes(item.passengerId) &&
        (item.kind === 'SEAT' ? scope.segmentIndexes.includes(item.index) : parts.has(item.index)),
    )
    .map((item): QuotedItem => {
      const brand = itemBrand(item, segments)
      const refundable = full || (brand && cancellationRules[brand.refund].itemsRefundable)
      return { ...item, refundable: refundable ? item.price : 0 }
    })
  const worth = sum(lines.map((l) => l.fare + l.taxes)) + sum(items.map((i) => i.price))
  const paid = Math.max(0, input.paid)
  const feesKept = sum(lines.map((l) => l.fee))
  const toCancel = scope.wholeOrder ? (input.products ?? []) : []
  const flights = {
    fare: sum(lines.map((l) => l.fare)),
    price: sum(lines.map((l) => l.fare + l.taxes)),
    fareBack: sum(lines.map((l) => l.refundableFare)),
    back: sum(lines.map((l) => l.refundableFare + l.refundableTaxes)),
  }
  const products = quoteProducts(toCancel, flights)
  const creditProducts = quoteProducts(toCancel, {
    ...flights,
    fareBack: flights.fareBack + feesKept,
    back: flights.back + feesKept,
  })
  const productsPaid = sum(products.map((p) => p.paid))
  const productsBack = sum(products.map((p) => p.refundable))
  const charges = offsetByEarlierRefunds(chargesOf(input, worth, productsPaid, paid), lines, items, productsBack, paid)
  const back =
    sum(lines.map((l) => l.refundableFare + l.refundableTaxes)) +
    sum(items.map((i) => i.refundable)) +
    sum(charges.map((c) => c.refundable))
  const refundable = Math.min(back + productsBack, paid)
  const credit = Math.min(back + feesKept + sum(creditProducts.map((p) => p.refundable)), paid)
  const stays = sum(charges.filter((c) => c.kind === 'STAYS').map((c) => c.amount))
  return {
    lines,
    items,
    products,
    creditProducts,
    charges,
    scheduleChangeRefund: full,
    paid,
    refundable,
    credit,
    lost: paid - refundable - stays,
  }
}

/**
 * What an earlier refund gave back of something now refundable (an upgrade cancelled, then a
 * significant schedule change) comes back only once: the earlier refunds' line takes it off,
 * so that what each line gives back still adds up to the refund.
 */
function offsetByEarlierRefunds(
  charges: QuotedCharge[],
  lines: readonly QuotedLine[],
  items: readonly QuotedItem[],
  productsBack: number,
  paid: number,
): QuotedCharge[] {
  const back =
    productsBack +
    sum(lines.map((l) => l.refundableFare + l.refundableTaxes)) +
    sum(items.map((i) => i.refundable)) +
    sum(charges.map((c) => c.refundable))
  if (back <= paid) return charges
  return charges.map((c) => (c.kind === 'REFUNDED_EARLIER' ? { ...c, refundable: Math.max(c.amount, paid - back) } : c))
}

/** The rest of paid beside the cancelled lines and items (`worth`) and products, named; none of them zero. */
function chargesOf(input: QuoteInput, worth: number, productsPaid: number, paid: number): QuotedCharge[] {
  const named = (kind: Charge['kind'], amount: number): QuotedCharge => ({
    kind,
    amount,
    refundable: input.scheduleChangeRefund && refundableOnScheduleChange.has(kind) ? amount : 0,
  })
  if (!input.scope.wholeOrder) return [named('STAYS', paid - worth)].filter((c) => c.amount !== 0)
  const charges = [
    named('FLOWN', input.orderWorth - worth),
    ...input.orderCharges.map((c) => named(c.kind, c.amount)),
    ...(input.productsEnded ?? []).map((c) => named(c.kind, c.amount)),
    named('REFUNDED_EARLIER', -input.refundedBefore),
  ]
  const fees = named('PAYMENT_FEES', paid - worth - productsPaid - sum(charges.map((c) => c.amount)))
  return [...charges, fees].filter((c) => c.amount !== 0)
}
