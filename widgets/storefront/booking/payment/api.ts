import cardTypeDocument from '../../../../core/api/card-type.graphql'
import changeCartDocument from '../../../../core/api/change-cart.graphql'
import challengeResultDocument from '../../../../core/api/challenge-result.graphql'
import conversionOfferDocument from '../../../../core/api/currency-conversion-offer.graphql'
import installmentOptionsDocument from '../../../../core/api/installment-options.graphql'
import leadPassengerDocument from '../../../../core/api/lead-passenger.graphql'
import paymentOptionsDocument from '../../../../core/api/payment-options.graphql'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import purchaseAttemptDocument from '../../../../core/api/purchase-attempt.graphql'
import purchaseCaptchaDocument from '../../../../core/api/purchase-captcha.graphql'
import walletSessionDocument from '../../../../core/api/wallet-payment-session.graphql'
import { graphql } from '../../../../core/http/graphql'
import type {
  CardTypeQuery,
  CardTypeQueryVariables,
  ChangeCartQuery,
  ChallengeResultQuery,
  ChallengeResultQueryVariables,
  CurrencyConversionOfferQuery,
  CurrencyConversionOfferQueryVariables,
  InstallmentOptionsQuery,
  InstallmentOptionsQueryVariables,
  LeadPassengerQuery,
  PaymentOptionFragment,
  PaymentOptionsQuery,
  PurchaseAttemptQuery,
  PurchaseAttemptQueryVariables,
  PurchaseMutation,
  PurchaseMutationVariables,
  PurchaseResultFragment,
  PurchaseCaptchaQuery,
  WalletMethod,
  WalletPaymentSessionMutation,
  WalletPaymentSessionMutationVariables,
} from '../../../../core/api/generated/operations'

// Names for the parts of the generated answers and variables that the payment page passes around.

export type PaymentOption = PaymentOptionFragment
export type SurchargeConfiguration = PaymentOption['surcharges'][number]
/** What purchase sends. Card data goes to the API in the request body and nowhere else. */
export type PurchaseVariables = PurchaseMutationVariables
export type PurchaseResult = PurchaseResultFragment
export type InstallmentOption = InstallmentOptionsQuery['installmentOptions'][number]
export type CurrencyConversionOffer = NonNullable<CurrencyConversionOfferQuery['currencyConversionOffer']>

/** The cart of a change to a booked trip, with what a change of flights or an upgrade costs line by line. */
export async function fetchChangeCart(): Promise<ChangeCartQuery['cart']> {
  return (await graphql<ChangeCartQuery>(changeCartDocument, {})).cart
}

/** Wallets pay through the browser's own sheet (Payment Request), never as a form's option. */
export const isWalletType = (type: PaymentOption['type']): type is WalletMethod =>
  type === 'APPLE_PAY' || type === 'GOOGLE_PAY'

/** The forms of payment the API offers for this cart, wallets among them (the page gives those their own buttons). */
export async function fetchPaymentOptions(): Promise<PaymentOption[]> {
  return (await graphql<PaymentOptionsQuery>(paymentOptionsDocument, {})).paymentOptions
}

/**
 * The API's word on a card's brand from `bin`, the number's first 6 to 8 digits: never the
 * whole number, which only the request that pays carries (POST: the digits stay out of URLs).
 */
export async function fetchCardType(bin: string): Promise<string | null> {
  return (await graphql<CardTypeQuery>(cardTypeDocument, { bin } satisfies CardTypeQueryVariables)).cardType
}

export async function purchase(variables: PurchaseVariables): Promise<PurchaseResult> {
  return (await graphql<PurchaseMutation>(purchaseDocument, { ...variables })).purchase
}

/**
 * How the conversation's attempt with this key stands (a purchase whose answer was lost):
 * its result, the pending challenge or redirect, or its decline thrown; null when the
 * API knows no attempt with the key.
 */
export async function fetchPurchaseAttempt(idempotencyKey: string): Promise<PurchaseResult | null> {
  return (
    await graphql<PurchaseAttemptQuery>(purchaseAttemptDocument, {
      idempotencyKey,
    } satisfies PurchaseAttemptQueryVariables)
  ).purchaseAttempt
}

export async function fetchInstallmentOptions(cardType: string): Promise<InstallmentOption[]> {
  return (
    await graphql<InstallmentOptionsQuery>(installmentOptionsDocument, {
      cardType,
    } satisfies InstallmentOptionsQueryVariables)
  ).installmentOptions
}

/** `bin`: the card number's first six digits, all the API needs to know the card's currency. */
export async function fetchConversionOffer(bin: string): Promise<CurrencyConversionOffer | null> {
  return (
    await graphql<CurrencyConversionOfferQuery>(conversionOfferDocument, {
      bin,
    } satisfies CurrencyConversionOfferQueryVariables)
  ).currencyConversionOffer
}

/** How a purchase that left for a challenge or ZZ Pay ended; a decline is thrown (businessLogic PAYMENT_DECLINED). */
export async function fetchChallengeResult(challengeId: string): Promise<PurchaseResult> {
  return (
    await graphql<ChallengeResultQuery>(challengeResultDocument, {
      challengeId,
    } satisfies ChallengeResultQueryVariables)
  ).challengeResult
}

/** The first adult's name as typed on the passengers page, or null before it was saved. */
export async function fetchLeadPassengerName(): Promise<string | null> {
  const answer = await graphql<LeadPassengerQuery>(leadPassengerDocument, {})
  const lead = answer.passengers.passengers.find((passenger) => passenger.type === 'ADT')
  return lead ? `${lead.givenName} ${lead.familyName}` : null
}

type WalletSession = WalletPaymentSessionMutation['walletPaymentSession']
export type PurchaseCaptcha = PurchaseCaptchaQuery['purchaseCaptcha']

/** A wallet's merchant session for the cart (Apple Pay: with the merchantvalidation event's URL). */
export async function fetchWalletSession(method: WalletMethod, validationUrl?: string): Promise<WalletSession> {
  const variables: WalletPaymentSessionMutationVariables = { method, ...(validationUrl ? { validationUrl } : {}) }
  return (await graphql<WalletPaymentSessionMutation>(walletSessionDocument, variables)).walletPaymentSession
}

/** The proof-of-work challenge a purchase answered CAPTCHA_REQUIRED needs solved. */
export async function fetchPurchaseCaptcha(): Promise<PurchaseCaptcha> {
  return (await graphql<PurchaseCaptchaQuery>(purchaseCaptchaDocument, {})).purchaseCaptcha
}
