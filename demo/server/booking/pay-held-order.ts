// Pay later: a HELD order is paid by its reference and lead passenger's last
// name before the hold expires. The payments table's key (order, idempotency key) makes
// a repeated call answer the same order without a second charge; the same key sent with
// another request (another card, installments or conversion offer) is refused, so a
// retry can never pass for a new payment.
import { GraphQLError } from 'graphql'
import { businessError, validationError } from '../graphql/errors'
import type { BookingDeps } from './deps'
import { expireHold, holdHasExpired } from '../manage/expire-hold'
import type { PaymentInput } from '../graphql/generated/resolvers'
import { chargeFor } from '../checkout/charge'
import { purchaseRequestHash, type PurchaseResult } from '../checkout/checkout'
import { actorOf } from '../manage/history/order-history'
import type { OrderBuyer, OrderView } from './order-store'

export function payHeldOrderFor(
  booking: BookingDeps,
  nowMs: number,
  reference: string,
  lastName: string,
  payment: PaymentInput,
  idempotencyKey: string,
  /** Who pays: an agent in an agent's session (the history says AGENT), else the traveller. */
  buyer?: OrderBuyer,
): PurchaseResult {
  const requestHash = purchaseRequestHash(payment, {})
  const outcome = booking.db.transaction((): OrderView | GraphQLError => {
    const order = booking.orders.order(reference.trim().toUpperCase())
    if (!order || order.lastName.toLowerCase() !== lastName.trim().toLowerCase()) {
      return businessError(
        'ORDER_NOT_FOUND',
        'No order matches this reference and last name; check both as written on the booking.',
        404,
      )
    }
    const earlier = booking.orders.paymentRequestHash(order.reference, idempotencyKey)
    if (earlier !== undefined) {
      if (earlier === requestHash) return order
      return businessError(
        'IDEMPOTENCY_KEY_REUSED',
        `This idempotencyKey already paid order ${order.reference} with a different payment request; send a new idempotency key for a new payment.`,
        409,
      )
    }
    if (order.status !== 'HELD')
      return businessError(
        'ORDER_NOT_HELD',
        `Order ${order.reference} is ${order.status} and cannot be paid; search again to book.`,
        409,
      )
    if (holdHasExpired(order, nowMs)) {
      expireHold(booking, order, nowMs)
      return businessError('HOLD_EXPIRED', `The hold on order ${order.reference} expired; search again to book.`, 409)
    }
    if (payment.type === 'PAY_LATER')
      return validationError('INVALID_PAYMENT_TYPE', 'A held order is paid with CARD or ZZPAY; send one of those.')
    const { record, outcome: cardOutcome } = chargeFor(payment, order.total, order.currency, nowMs)
    if (cardOutcome === 'DECLINED')
      return businessError(
        'PAYMENT_DECLINED',
        'The payment was declined; nothing was charged. Pay with another card or method.',
        402,
      )
    if (cardOutcome === 'INSUFFICIENT_FUNDS')
      return businessError(
        'INSUFFICIENT_FUNDS',
        'The card was declined for insufficient funds; nothing was charged. Pay with another card or method.',
        402,
      )
    if (cardOutcome === 'CHALLENGE' || cardOutcome === 'REDIRECT') {
      return businessError(
        'CHALLENGE_NOT_SUPPORTED',
        'Paying a held order supports cards without a challenge only; use another card.',
        422,
      )
    }
    booking.orders.addPayment(order.reference, { idempotencyKey, requestHash }, record, order.currency, nowMs)
    booking.orders.setStatus(order.reference, 'CONFIRMED')
    booking.history.record(
      {
        reference: order.reference,
        actor: actorOf(buyer),
        action: 'PAID',
        summary: 'Held booking paid.',
        currency: order.currency,
        paid: record.amount,
      },
      nowMs,
    )
    return booking.orders.order(order.reference) ?? order
  })()
  if (outcome instanceof GraphQLError) throw outcome
  return { status: 'CONFIRMED', challengeId: null, order: outcome }
}
