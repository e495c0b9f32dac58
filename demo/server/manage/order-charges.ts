// What an order was paid, in named lines that add up to its total to the minor unit: the
// fare and taxes of the flights as they now stand, the seats and the bags and extras, the
// change fees of flight changes, the upgrades, a cheaper change's difference kept as
// travel credit, what partial cancels took off and seats paid for then given up. What is left is what the payments
// added beyond the cart: the card and ZZ Pay surcharges and installment fees (PAYMENT_FEES). Each partner
// product paid has a line of its own (INSURANCE, CAR, ...), its price. A change's fare
// difference is in the fare and taxes, which are those of the new flights.
import type { OrderDetails } from '../booking/order-details'
import type { ChargeKind } from '../graphql/generated/resolvers'
import type { ProductKind, StoredProduct } from '../products/product'

export interface Charge {
  kind: ChargeKind
  /** Order currency, minor units */
  amount: number
}

const sum = (values: readonly number[]): number => values.reduce((a, v) => a + v, 0)

/** Upgrades paid; orders upgraded before this was kept know only the upgrades still standing. */
export const upgradesPaid = (details: OrderDetails): number =>
  details.upgradesPaid ?? sum(details.segments.map((s) => s.upgrade?.paid ?? 0))

/** The order's charges beside its fare, taxes and items, none of them zero. */
export function orderLevelCharges(details: OrderDetails): Charge[] {
  const charges: Charge[] = [
    { kind: 'CHANGE_FEE', amount: details.changeFees ?? 0 },
    { kind: 'UPGRADE', amount: upgradesPaid(details) },
    { kind: 'CREDIT_KEPT', amount: details.credit ?? 0 },
    { kind: 'CANCELLED', amount: details.cancelled ?? 0 },
    { kind: 'SEATS_GIVEN_UP', amount: details.seatsGivenUp ?? 0 },
  ]
  return charges.filter((c) => c.amount !== 0)
}

/** The charge kind that names a partner product's line. */
export const productCharge: Record<ProductKind, ChargeKind> = {
  INSURANCE: 'INSURANCE',
  REFUND_PROTECTION: 'REFUND_PROTECTION',
  CFAR: 'CANCEL_FOR_ANY_REASON',
  CAR: 'CAR',
  HOTEL: 'HOTEL',
}

/** States of a product that was paid: what was paid for it stays a line, its refund a refund (as an upgrade cancelled). */
const paidStates: ReadonlySet<StoredProduct['state']> = new Set(['CONFIRMED', 'CANCELLED', 'EXERCISED'])

/** One line per partner product paid, in the order they were bought. */
const productCharges = (products: readonly Pick<StoredProduct, 'kind' | 'state' | 'price'>[]): Charge[] =>
  products.filter((p) => paidStates.has(p.state)).map((p) => ({ kind: productCharge[p.kind], amount: p.price }))

/** The named lines of `total` (the order's), none of them zero; `products`: the order's partner products. */
export function orderCharges(
  details: OrderDetails,
  total: number,
  products: readonly Pick<StoredProduct, 'kind' | 'state' | 'price'>[] = [],
): Charge[] {
  const items = (seats: boolean) => sum(details.items.filter((i) => (i.kind === 'SEAT') === seats).map((i) => i.price))
  const named: Charge[] = [
    { kind: 'FARE', amount: details.fare },
    { kind: 'TAXES', amount: details.taxes },
    { kind: 'SEATS', amount: items(true) },
    { kind: 'BAGS_AND_EXTRAS', amount: items(false) },
    ...orderLevelCharges(details),
    ...productCharges(products),
  ]
  const fees: Charge = { kind: 'PAYMENT_FEES', amount: total - sum(named.map((c) => c.amount)) }
  return [...named, fees].filter((c) => c.amount !== 0)
}
