// How a cart is charged: the payment record (brand and last four digits, never the card
// number) and what the bank or ZZ Pay is asked. A booking may be held (PAY_LATER). A change
// of a paid order is charged now, like a booking (card or ZZ Pay, same surcharges,
// challenges and redirects), never held for later; a change that costs nothing (a seat the
// fare includes) is paid with payment type NONE, which is accepted then and only then.
import { validationError } from '../graphql/errors'
import type { PaymentInput } from '../graphql/generated/resolvers'
import { validateCard } from '../booking/card'
import { convert, type ConversionOffer } from '../booking/currency-conversion'
import { installmentPlanFor } from '../booking/installments'
import type { PaymentRecord } from '../booking/order-store'
import { isPaymentType, withSurcharge } from '../booking/payment-options'
import { outcomeOf } from '../booking/test-cards'
import { readWalletToken } from './wallet/wallet-token'

/** Finds the conversion offer a card payment accepted, checked for this card and amount; throws otherwise. */
export type OfferLookup = (offerId: string, cardDigits: string, amountDue: number) => ConversionOffer

export const paysAtOnce = (installments: number | null | undefined) =>
  installments === null || installments === undefined || installments === 1

/**
 * What is charged and how, never the card number: brand and last four digits only.
 * A card may pay in installments (the plan's fee is added) and, where `lookupOffer`
 * is given, in its own currency through a conversion offer (what the card is charged
 * is recorded beside the amount in the booking currency).
 */
export function chargeFor(
  payment: PaymentInput,
  amount: number,
  currency: string,
  nowMs: number,
  lookupOffer?: OfferLookup,
): { record: PaymentRecord; outcome: ReturnType<typeof outcomeOf> | 'REDIRECT' | 'HOLD' } {
  if (!isPaymentType(payment.type)) {
    throw validationError(
      'INVALID_PAYMENT_TYPE',
      'payment.type must be CARD, ZZPAY, PAY_LATER, APPLE_PAY or GOOGLE_PAY (see paymentOptions).',
    )
  }
  if (payment.type === 'CARD') {
    if (!payment.card) throw validationError('CARD_REQUIRED', 'payment.card is required when payment.type is CARD.')
    const card = validateCard(payment.card, nowMs)
    const due = withSurcharge('CARD', card.type, amount, currency)
    const plan = paysAtOnce(payment.installments)
      ? null
      : installmentPlanFor(payment.installments ?? 1, card.type, due, currency)
    const total = plan?.total ?? due
    let charged: PaymentRecord['charged'] = null
    let conversionRate: string | null = null
    if (payment.conversionOfferId) {
      if (!lookupOffer)
        throw validationError(
          'CONVERSION_NOT_AVAILABLE',
          'Currency conversion is offered at purchase only; leave payment.conversionOfferId out.',
        )
      const offer = lookupOffer(payment.conversionOfferId, card.digits, due)
      charged = { amount: convert(total, offer.rate, currency, offer.amount.currency), currency: offer.amount.currency }
      conversionRate = offer.rate
    }
    const record: PaymentRecord = {
      type: 'CARD',
      cardType: card.type,
      last4: card.digits.slice(-4),
      amount: total,
      currency,
      installments: plan?.count ?? null,
      charged,
      conversionRate,
    }
    return { record, outcome: outcomeOf(card.digits) }
  }
  if (!paysAtOnce(payment.installments) || payment.conversionOfferId) {
    throw validationError(
      'CARD_ONLY_OPTION',
      'payment.installments and payment.conversionOfferId apply to CARD payments only; leave them out.',
    )
  }
  if (payment.type === 'APPLE_PAY' || payment.type === 'GOOGLE_PAY') {
    const token = readWalletToken(payment.walletToken)
    const outcome = outcomeOf(token.dpan)
    return {
      record: {
        type: payment.type,
        cardType: token.cardType,
        last4: token.dpan.slice(-4),
        amount: withSurcharge(payment.type, token.cardType, amount, currency),
        currency,
      },
      // The wallet authenticated the traveller on the device: the bank asks no challenge.
      outcome: outcome === 'CHALLENGE' ? 'APPROVED' : outcome,
    }
  }
  const total = withSurcharge(payment.type, null, amount, currency)
  return {
    record: { type: payment.type, cardType: null, last4: null, amount: total, currency },
    outcome: payment.type === 'ZZPAY' ? 'REDIRECT' : 'HOLD',
  }
}

export function chargeForChange(
  payment: PaymentInput,
  amount: number,
  currency: string,
  nowMs: number,
  lookupOffer: OfferLookup,
): ReturnType<typeof chargeFor> {
  if (payment.type === 'NONE') {
    if (amount > 0)
      throw validationError(
        'INVALID_PAYMENT_TYPE',
        'payment.type NONE is for a change with nothing due, and this one costs something (see cart): pay with CARD or ZZPAY.',
      )
    return { record: { type: 'NONE', cardType: null, last4: null, amount: 0, currency }, outcome: 'APPROVED' }
  }
  if (amount === 0)
    throw validationError('NOTHING_DUE', 'Nothing is due for this change; send payment.type NONE to confirm it.')
  if (payment.type === 'PAY_LATER')
    throw validationError(
      'INVALID_PAYMENT_TYPE',
      'A change of a paid order is paid now: send payment.type CARD or ZZPAY (PAY_LATER holds new bookings only).',
    )
  return chargeFor(payment, amount, currency, nowMs, lookupOffer)
}
