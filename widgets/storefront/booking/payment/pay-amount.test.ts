// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CurrencyConversionOffer, InstallmentOption } from './api'
import { amountToPay } from './pay-amount'

const usd = (amount: number) => ({ amount, currency: 'USD' })
const plan: InstallmentOption = {
  count: 6,
  perInstallment: usd(46481),
  lastInstallment: usd(46483),
  total: usd(278888),
  feePerMille: 15,
}
const offer: CurrencyConversionOffer = {
  id: 'o1',
  original: usd(274808),
  amount: { amount: 223611, currency: 'GBP' },
  rate: '0.8137',
  markupPerMille: 30,
  expiresAt: '2026-11-21T10:00:00Z',
}

describe('amount to pay', () => {
  it('is the amount due when paying at once in the booking currency', () => {
    expect(amountToPay(usd(274808))).toEqual(usd(274808))
  })
  it('is the plan’s total with installments', () => {
    expect(amountToPay(usd(274808), plan)).toEqual(usd(278888))
  })
  it('is the offer’s amount in the card’s currency', () => {
    expect(amountToPay(usd(274808), undefined, offer)).toEqual({ amount: 223611, currency: 'GBP' })
  })
  it('converts the plan’s total at the offer’s rate', () => {
    expect(amountToPay(usd(274808), plan, offer)).toEqual({ amount: Math.round(278888 * 0.8137), currency: 'GBP' })
  })
})

describe('amount to pay in yen with a pound card', () => {
  const yen = (amount: number) => ({ amount, currency: 'JPY' })
  const yenPlan: InstallmentOption = {
    count: 3,
    perInstallment: yen(41152),
    lastInstallment: yen(41152),
    total: yen(123456),
    feePerMille: 0,
  }
  const yenOffer: CurrencyConversionOffer = {
    ...offer,
    original: yen(123456),
    amount: { amount: 66975, currency: 'GBP' },
    rate: '0.005425',
  }

  it('converts whole yen to pence: the yen has no decimals, the pound two', () => {
    expect(amountToPay(yen(123456), yenPlan, yenOffer)).toEqual({ amount: 66975, currency: 'GBP' })
  })
})
