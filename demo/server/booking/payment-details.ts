// What each form of payment needs (payment details by payment type, and which forms
// of payment combine). Demo rule for combining: a card pays together
// with a ZZ travel VOUCHER (the voucher first, the card the rest) and a voucher with a
// card; ZZPAY and PAY_LATER pay the whole cart alone. The demo lists the voucher so a
// client can offer the combination; purchase takes one payment (no voucher redemption).
import { validationError } from '../graphql/errors'
import type { CardType } from './card'
import { isPaymentType, paymentOptions, type PaymentOption } from './payment-options'

export type DetailsType = PaymentOption['type'] | 'VOUCHER'

export interface PaymentDetails {
  type: DetailsType
  fields: string[]
  cardTypes: CardType[]
}

/** A payment option, or the voucher that only pays together with a card. */
export interface CombinableOption extends Omit<PaymentOption, 'type'> {
  type: DetailsType
}

const voucherOption: CombinableOption = {
  type: 'VOUCHER',
  name: 'ZZ travel voucher',
  surcharges: [{ cardType: null, perMille: 0, fixedUsdCents: 0 }],
  holdHours: null,
}

const details: Readonly<Record<DetailsType, PaymentDetails>> = {
  CARD: {
    type: 'CARD',
    fields: ['number', 'expiry', 'cvc', 'holderName', 'billing'],
    cardTypes: ['VISA', 'MASTERCARD', 'AMEX'],
  },
  ZZPAY: { type: 'ZZPAY', fields: [], cardTypes: [] },
  PAY_LATER: { type: 'PAY_LATER', fields: [], cardTypes: [] },
  // The wallet's sheet collects the card: the page asks for nothing.
  APPLE_PAY: { type: 'APPLE_PAY', fields: [], cardTypes: ['VISA', 'MASTERCARD', 'AMEX'] },
  GOOGLE_PAY: { type: 'GOOGLE_PAY', fields: [], cardTypes: ['VISA', 'MASTERCARD', 'AMEX'] },
  VOUCHER: { type: 'VOUCHER', fields: ['voucherNumber'], cardTypes: [] },
}

const isDetailsType = (type: string): type is DetailsType => type === 'VOUCHER' || isPaymentType(type)

const requireType = (type: string): DetailsType => {
  if (!isDetailsType(type))
    throw validationError('INVALID_PAYMENT_TYPE', 'The payment type must be CARD, ZZPAY, PAY_LATER or VOUCHER.')
  return type
}

export const paymentDetailsOf = (type: string): PaymentDetails => details[requireType(type)]

/** Forms of payment that can pay the rest of the cart after `firstType`. */
export function combinableWith(firstType: string): CombinableOption[] {
  const first = requireType(firstType)
  if (first === 'CARD') return [voucherOption]
  if (first === 'VOUCHER') return paymentOptions.filter((o) => o.type === 'CARD')
  return []
}
