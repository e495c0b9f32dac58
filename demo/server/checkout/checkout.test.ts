// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chargeFor } from './charge'
import { chargeMatchesCart, purchaseRequestHash } from './checkout'
import type { ConversionOffer } from '../booking/currency-conversion'

const nowMs = Date.parse('2026-06-01T12:00:00Z')
const visa = (number = '4111111111111111') => ({
  number,
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
  holderName: 'Ada Lovelace',
})

describe('chargeMatchesCart: the cart still costs what the bank was asked to approve', () => {
  const offer: ConversionOffer = {
    id: 'offer',
    key: 'k',
    bin: '411111',
    original: { amount: 100_000, currency: 'USD' },
    amount: { amount: 81_370, currency: 'GBP' },
    rate: '0.8137',
    markupPerMille: 30,
    expiresAt: nowMs + 1,
  }

  it('holds for the same amount with a conversion offer and an installment plan, and not for a cent more or another currency', () => {
    const { record } = chargeFor(
      { type: 'CARD', card: visa(), installments: 6, conversionOfferId: 'offer' },
      100_000,
      'USD',
      nowMs,
      () => offer,
    )
    expect(record).toMatchObject({ installments: 6, conversionRate: '0.8137', charged: { currency: 'GBP' } })
    expect(chargeMatchesCart(record, 100_000, 'USD')).toBe(true)
    expect(chargeMatchesCart(record, 100_001, 'USD')).toBe(false)
    expect(chargeMatchesCart(record, 100_000, 'EUR')).toBe(false)
    expect(chargeMatchesCart({ ...record, charged: { amount: 1, currency: 'GBP' } }, 100_000, 'USD')).toBe(false)
  })

  it('applies the same surcharge rule (ZZ Pay 1%, AMEX 2.5%)', () => {
    const zz = chargeFor({ type: 'ZZPAY' }, 50_000, 'USD', nowMs).record
    expect(zz.amount).toBe(50_500)
    expect(chargeMatchesCart(zz, 50_000, 'USD')).toBe(true)
    const amex = chargeFor(
      { type: 'CARD', card: { ...visa('378282246310005'), cvc: '1234' } },
      40_000,
      'USD',
      nowMs,
    ).record
    expect(amex.amount).toBe(41_000)
    expect(chargeMatchesCart(amex, 40_000, 'USD')).toBe(true)
    expect(chargeMatchesCart(amex, 41_000, 'USD')).toBe(false)
  })

  it('fails when the installment plan is no longer offered for the new amount', () => {
    const { record } = chargeFor(
      { type: 'CARD', card: visa('4000000000003220'), installments: 3 },
      30_000,
      'USD',
      nowMs,
    )
    expect(chargeMatchesCart(record, 30_000, 'USD')).toBe(true)
    expect(chargeMatchesCart({ ...record, amount: 100 }, 100, 'USD')).toBe(false)
  })
})

describe('purchaseRequestHash: what an idempotency key stands for', () => {
  const base = { type: 'CARD', card: visa() }
  const hash = purchaseRequestHash

  it('is the same for the same request however it is written: key order, empty billing fields, 1 installment, number spacing, security code, holder name', () => {
    const first = hash(
      { ...base, installments: 1 },
      { billing: { city: 'London', country: 'GB', street: null }, remarks: [] },
    )
    const second = hash(
      { ...base, card: { ...visa('4111 1111 1111 1111'), cvc: '999', holderName: 'A Lovelace' } },
      { billing: { country: 'GB', city: 'London' } },
    )
    expect(second).toBe(first)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
  })

  it('differs with the card, its expiry, the payment type, installments, conversion offer, billing, language or remarks', () => {
    const first = hash(base, {})
    const others = [
      hash({ ...base, card: visa('5555555555554444') }, {}),
      hash({ ...base, card: { ...visa(), expiryYear: 2031 } }, {}),
      hash({ type: 'ZZPAY' }, {}),
      hash({ ...base, installments: 3 }, {}),
      hash({ ...base, conversionOfferId: 'offer' }, {}),
      hash(base, { billing: { country: 'FR' } }),
      hash(base, { languageForBooking: 'de-DE' }),
      hash(base, { remarks: ['vegetarian meal'] }),
    ]
    for (const other of others) expect(other).not.toBe(first)
    expect(new Set(others).size).toBe(others.length)
  })
})
