// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PaymentRecord } from '../../booking/order-store'
import { refundToPayments } from './refund-shapes'
import { withChargedShares } from './refund-store'

const visa = (amount: number, charged?: { amount: number; currency: string }): PaymentRecord => ({
  type: 'CARD',
  cardType: 'VISA',
  last4: '4242',
  amount,
  charged: charged ?? null,
})

describe('refundToPayments', () => {
  it('names a card once, with what all its payments get back', () => {
    // The booking and a bag bought after it, both on the same card: one line, not the card twice.
    const order = { currency: 'USD', payments: [visa(50_000), visa(6_000)] }
    const { shares, answer } = refundToPayments(56_000, order, [])
    expect(shares).toEqual([
      { payment: 1, amount: 6_000 },
      { payment: 0, amount: 50_000 },
    ])
    expect(answer).toEqual([
      {
        type: 'CARD',
        cardType: 'VISA',
        last4: '4242',
        amount: { amount: 56_000, currency: 'USD' },
        charged: { amount: 56_000, currency: 'USD' },
      },
    ])
  })

  it('gives a card charged in pounds its refund in pounds, at its payment’s rate', () => {
    const order = { currency: 'USD', payments: [visa(10_001, { amount: 7_999, currency: 'GBP' })] }
    expect(refundToPayments(10_001, order, []).answer[0]?.charged).toEqual({ amount: 7_999, currency: 'GBP' })
    // Three refunds of a third each give back exactly what the card was charged, never a penny more.
    const earlier: { payment: number; amount: number }[] = []
    const pence: number[] = []
    for (const amount of [3_333, 3_333, 3_335]) {
      const { shares, answer } = refundToPayments(amount, order, earlier)
      pence.push(answer[0]?.charged.amount ?? 0)
      expect(answer[0]?.amount).toEqual({ amount, currency: 'USD' })
      earlier.push(...shares)
    }
    expect(pence.reduce((a, p) => a + p, 0)).toBe(7_999)
  })

  it('keeps a card’s payments in different currencies apart', () => {
    const order = { currency: 'USD', payments: [visa(10_000, { amount: 8_000, currency: 'GBP' }), visa(2_000)] }
    expect(refundToPayments(12_000, order, []).answer.map((share) => [share.amount, share.charged])).toEqual([
      [
        { amount: 2_000, currency: 'USD' },
        { amount: 2_000, currency: 'USD' },
      ],
      [
        { amount: 10_000, currency: 'USD' },
        { amount: 8_000, currency: 'GBP' },
      ],
    ])
  })

  it('answers a refund stored before shares named their card currency with the amount there, as it did then', () => {
    const usd = { amount: 5_000, currency: 'USD' }
    const before = { refundReference: 'R1', payments: [{ type: 'CARD', cardType: 'VISA', last4: '4242', amount: usd }] }
    const stored = JSON.parse(JSON.stringify(before)) as Parameters<typeof withChargedShares>[0]
    expect(withChargedShares(stored).payments).toEqual([{ ...before.payments[0], charged: usd }])
    const now = refundToPayments(
      5_000,
      { currency: 'USD', payments: [visa(5_000, { amount: 4_000, currency: 'GBP' })] },
      [],
    )
    expect(withChargedShares({ payments: now.answer }).payments).toEqual(now.answer)
  })
})
