// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PaymentOption } from './api'
import { hasSurcharge, surchargeOf, surchargeRule } from './surcharge'

const usd = (amount: number) => ({ amount, currency: 'USD' })

const card: PaymentOption = {
  type: 'CARD',
  name: 'Credit or debit card',
  holdHours: null,
  surcharges: [
    { cardType: 'VISA', perMille: 0, fixed: usd(0) },
    { cardType: 'AMEX', perMille: 25, fixed: usd(0) },
  ],
}
const wallet: PaymentOption = {
  type: 'ZZPAY',
  name: 'ZZ Pay',
  holdHours: null,
  surcharges: [{ cardType: null, perMille: 10, fixed: usd(150) }],
}
const later: PaymentOption = {
  type: 'PAY_LATER',
  name: 'Hold',
  holdHours: 24,
  surcharges: [{ cardType: null, perMille: 0, fixed: usd(0) }],
}

describe('surcharges', () => {
  it('applies the card brand’s configuration', () => {
    expect(surchargeOf(surchargeRule(card, 'AMEX'), usd(274808))).toEqual(usd(6870))
    expect(surchargeOf(surchargeRule(card, 'VISA'), usd(274808))).toEqual(usd(0))
  })
  it('is nothing while the card’s brand is unknown or has no configuration', () => {
    expect(surchargeOf(surchargeRule(card, null), usd(274808))).toEqual(usd(0))
    expect(surchargeOf(surchargeRule(card, 'MASTERCARD'), usd(274808))).toEqual(usd(0))
  })
  it('adds per mille and the fixed part for the whole payment type, rounded to the minor unit', () => {
    expect(surchargeOf(surchargeRule(wallet, null), usd(100049))).toEqual(usd(1000 + 150))
    expect(surchargeOf(surchargeRule(wallet, null), usd(100050))).toEqual(usd(1001 + 150))
  })
  it('keeps the amount’s currency', () => {
    expect(surchargeOf(surchargeRule(card, 'AMEX'), { amount: 10000, currency: 'EUR' })).toEqual({
      amount: 250,
      currency: 'EUR',
    })
  })
  it('knows which options can cost more', () => {
    expect([card, wallet, later].map(hasSurcharge)).toEqual([true, true, false])
  })
})
