import cardTypeDocument from '../../../core/api/card-type.graphql'
import challengeResultDocument from '../../../core/api/challenge-result.graphql'
import conversionOfferDocument from '../../../core/api/currency-conversion-offer.graphql'
import installmentOptionsDocument from '../../../core/api/installment-options.graphql'
import leadPassengerDocument from '../../../core/api/lead-passenger.graphql'
import paymentOptionsDocument from '../../../core/api/payment-options.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import purchaseAttemptDocument from '../../../core/api/purchase-attempt.graphql'
import { graphql } from '../../../core/http/graphql'
import type { Money } from '../api'

// The shapes of the payment documents in core/api (schema: "Booking").

export type PaymentType = 'CARD' | 'ZZPAY' | 'PAY_LATER'

export interface SurchargeConfiguration {
  /** The card brand it applies to, or null for the whole payment type. */
  cardType: string | null
  /** Per mille of the amount paid, e.g. 25 = 2.5 %. */
  perMille: number
  fixed: Money
}

export interface PaymentOption {
  type: string
  name: string
  surcharges: SurchargeConfiguration[]
  /** PAY_LATER: hours the order is held. */
  holdHours: number | null
}

/** What purchase sends. Card data goes to the API in the request body and nowhere else. */
export interface PaymentInput {
  type: string
  card?: { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName: string }
  installments?: number
  conversionOfferId?: string
}

export interface BillingInput {
  street: string
  city: string
  postalCode: string
  /** ISO 3166 alpha-2 */
  country: string
}

export interface PurchaseVariables {
  payment: PaymentInput
  idempotencyKey: string
  billing?: BillingInput
  languageForBooking: string
  remarks?: string[]
  /** The verification provider's token (verification.ts), when it gives one. */
  verificationToken?: string
}

export interface PurchaseResult {
  status: 'CONFIRMED' | 'HELD' | 'CHALLENGE_REQUIRED' | 'REDIRECT_REQUIRED'
  challengeId: string | null
  order: { reference: string; status: string; holdExpiresAt: string | null; total: Money } | null
}

export interface InstallmentOption {
  count: number
  /** Each installment but the last. */
  perInstallment: Money
  /** The last one, which carries the rounding. */
  lastInstallment: Money
  /** All together: the amount due plus the fee. */
  total: Money
  feePerMille: number
}

export interface CurrencyConversionOffer {
  /** Sent as payment.conversionOfferId to accept. */
  id: string
  /** The amount due in the booking currency. */
  original: Money
  /** The same in the card's currency. */
  amount: Money
  /** Card-currency units per booking-currency unit, markup included, e.g. "0.8137". */
  rate: string
  markupPerMille: number
  expiresAt: string
}

export async function fetchPaymentOptions(): Promise<PaymentOption[]> {
  return (await graphql<{ paymentOptions: PaymentOption[] }>(paymentOptionsDocument, {})).paymentOptions
}

/** The API's word on a complete number's brand (POST: the number stays out of URLs). */
export async function fetchCardType(number: string): Promise<string | null> {
  return (await graphql<{ cardType: string | null }>(cardTypeDocument, { number })).cardType
}

export async function purchase(variables: PurchaseVariables): Promise<PurchaseResult> {
  return (await graphql<{ purchase: PurchaseResult }>(purchaseDocument, { ...variables })).purchase
}

/**
 * How the conversation's attempt with this key stands (a purchase whose answer was lost):
 * its result, the pending challenge or redirect, or its decline thrown; null when the
 * API knows no attempt with the key.
 */
export async function fetchPurchaseAttempt(idempotencyKey: string): Promise<PurchaseResult | null> {
  return (await graphql<{ purchaseAttempt: PurchaseResult | null }>(purchaseAttemptDocument, { idempotencyKey }))
    .purchaseAttempt
}

export async function fetchInstallmentOptions(cardType: string): Promise<InstallmentOption[]> {
  return (await graphql<{ installmentOptions: InstallmentOption[] }>(installmentOptionsDocument, { cardType }))
    .installmentOptions
}

/** `bin`: the card number's first six digits, all the API needs to know the card's currency. */
export async function fetchConversionOffer(bin: string): Promise<CurrencyConversionOffer | null> {
  return (await graphql<{ currencyConversionOffer: CurrencyConversionOffer | null }>(conversionOfferDocument, { bin }))
    .currencyConversionOffer
}

/** How a purchase that left for a challenge or ZZ Pay ended; a decline is thrown (businessLogic PAYMENT_DECLINED). */
export async function fetchChallengeResult(challengeId: string): Promise<PurchaseResult> {
  return (await graphql<{ challengeResult: PurchaseResult }>(challengeResultDocument, { challengeId })).challengeResult
}

/** The first adult's name as typed on the passengers page, or null before it was saved. */
export async function fetchLeadPassengerName(): Promise<string | null> {
  const answer = await graphql<{
    passengers: { passengers: { type: string; givenName: string; familyName: string }[] }
  }>(leadPassengerDocument, {})
  const lead = answer.passengers.passengers.find((passenger) => passenger.type === 'ADT')
  return lead ? `${lead.givenName} ${lead.familyName}` : null
}
