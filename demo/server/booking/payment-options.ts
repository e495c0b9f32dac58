// Forms of payment and their surcharges (payment page). Per mille of the amount
// paid plus a fixed fee in US cents, converted like fares.
import { fromUsdCents } from '../shopping/currencies'
import type { CardType } from './card'

export type PaymentType = 'CARD' | 'ZZPAY' | 'PAY_LATER' | 'APPLE_PAY' | 'GOOGLE_PAY'

export interface Surcharge {
  cardType: CardType | null
  perMille: number
  fixedUsdCents: number
}

export interface PaymentOption {
  type: PaymentType
  name: string
  surcharges: Surcharge[]
  holdHours: number | null
}

export const holdHours = 24

export const paymentOptions: readonly PaymentOption[] = [
  {
    type: 'CARD',
    name: 'Credit or debit card',
    surcharges: [
      { cardType: 'VISA', perMille: 0, fixedUsdCents: 0 },
      { cardType: 'MASTERCARD', perMille: 0, fixedUsdCents: 0 },
      { cardType: 'AMEX', perMille: 25, fixedUsdCents: 0 },
    ],
    holdHours: null,
  },
  { type: 'ZZPAY', name: 'ZZ Pay', surcharges: [{ cardType: null, perMille: 10, fixedUsdCents: 0 }], holdHours: null },
  // Wallets pay by the card the traveller keeps in them, with no surcharge: the storefront
  // offers each only where the browser's Payment Request API has it (docs/products.md).
  {
    type: 'APPLE_PAY',
    name: 'Apple Pay',
    surcharges: [{ cardType: null, perMille: 0, fixedUsdCents: 0 }],
    holdHours: null,
  },
  {
    type: 'GOOGLE_PAY',
    name: 'Google Pay',
    surcharges: [{ cardType: null, perMille: 0, fixedUsdCents: 0 }],
    holdHours: null,
  },
  {
    type: 'PAY_LATER',
    name: 'Hold and pay later',
    surcharges: [{ cardType: null, perMille: 0, fixedUsdCents: 0 }],
    holdHours,
  },
]

export const isPaymentType = (value: string): value is PaymentType => paymentOptions.some((o) => o.type === value)

/** Surcharge in minor units on `amount` for a payment type (and card brand). */
export function surchargeOf(type: PaymentType, cardType: CardType | null, amount: number, currency: string): number {
  const option = paymentOptions.find((o) => o.type === type)
  const rule = option?.surcharges.find((s) => s.cardType === null || s.cardType === cardType)
  if (!rule) return 0
  return Math.round((amount * rule.perMille) / 1000) + fromUsdCents(rule.fixedUsdCents, currency)
}

/** What is due for `amount` (the cart, before any surcharge) paid this way: the amount and its surcharge. */
export const withSurcharge = (type: PaymentType, cardType: CardType | null, amount: number, currency: string): number =>
  amount + surchargeOf(type, cardType, amount, currency)
