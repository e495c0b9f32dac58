// Where a refund to the original form of payment goes: back to the order's payments,
// newest first, each up to what it paid less what it has had back before, so no card is
// ever refunded more than it was charged.
import type { PaymentRecord } from '../../booking/order-store'
import type { PaymentShare } from './refund-store'

/** `payments` in their order of payment; `earlier`: the shares of the order's refunds so far. */
export function paymentShares(
  amount: number,
  payments: readonly PaymentRecord[],
  earlier: readonly PaymentShare[],
): PaymentShare[] {
  const shares: PaymentShare[] = []
  let left = amount
  for (let i = payments.length - 1; i >= 0 && left > 0; i--) {
    const back = earlier.filter((s) => s.payment === i).reduce((a, s) => a + s.amount, 0)
    const take = Math.min(left, Math.max(0, (payments[i]?.amount ?? 0) - back))
    if (take > 0) shares.push({ payment: i, amount: take })
    left -= take
  }
  return shares
}
