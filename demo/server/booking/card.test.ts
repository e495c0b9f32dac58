// @vitest-environment node
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { frozenNow } from '../test-support/seeded-api'
import { newBookingReference, referenceAlphabet } from './booking-reference'
import { errorOf } from '../test-support/api-error'
import { cardTypeOf, passesLuhn, requireBin, validateCard } from './card'
import { surchargeOf } from './payment-options'
import { testCards } from './test-cards'

const card = {
  number: '4111 1111 1111 1111',
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: '123',
  holderName: 'Ada Lovelace',
}

function detailsOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    if (error instanceof GraphQLError) return error.extensions.details
    throw error
  }
  throw new Error('expected a validation error')
}

describe('cards', () => {
  it('tells the brand from the BIN', () => {
    expect([
      cardTypeOf('4111111111111111'),
      cardTypeOf('5555555555554444'),
      cardTypeOf('2221000000000009'),
      cardTypeOf('378282246310005'),
      cardTypeOf('6011111111111117'),
    ]).toEqual(['VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX', null])
  })

  it('takes the first 6 to 8 digits as the BIN and keeps the first six', () => {
    expect(requireBin('411111')).toBe('411111')
    expect(requireBin('41111111')).toBe('411111')
  })

  it('refuses as the BIN a whole card number, too few digits or other characters, without echoing them', () => {
    for (const bin of ['4111111111111111', '411111111', '41111', '4111 11', '4111-1111']) {
      const error = errorOf(() => requireBin(bin))
      expect(error).toMatchObject({ type: 'validation', code: 'INVALID_BIN', status: 400 })
      expect(error.message).not.toContain(bin)
    }
  })

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
  })

  it('documents test cards that all pass the Luhn check', () => {
    expect(Object.keys(testCards).every(passesLuhn)).toBe(true)
  })

  it('accepts a valid card and keeps its digits', () => {
    expect(validateCard(card, frozenNow)).toEqual({ type: 'VISA', digits: '4111111111111111' })
  })

  it('refuses a bad number, a past expiry, a short CVC and a blank name, listing each', () => {
    expect(
      detailsOf(() =>
        validateCard(
          { number: '4111111111111112', expiryMonth: 5, expiryYear: 2026, cvc: '12', holderName: ' ' },
          frozenNow,
        ),
      ),
    ).toEqual([
      { path: 'payment.card.number', code: 'INVALID_CARD_NUMBER' },
      { path: 'payment.card.expiry', code: 'CARD_EXPIRED' },
      { path: 'payment.card.cvc', code: 'INVALID_CVC' },
      { path: 'payment.card.holderName', code: 'INVALID_NAME' },
    ])
  })

  it('wants four CVC digits for AMEX', () => {
    expect(detailsOf(() => validateCard({ ...card, number: '378282246310005' }, frozenNow))).toEqual([
      { path: 'payment.card.cvc', code: 'INVALID_CVC' },
    ])
  })

  it('accepts a card expiring this month', () => {
    expect(validateCard({ ...card, expiryMonth: 6, expiryYear: 2026 }, frozenNow).type).toBe('VISA')
  })
})

describe('surcharges and references', () => {
  it('charges 2.5% on AMEX and nothing on VISA', () => {
    expect(surchargeOf('CARD', 'AMEX', 10_000, 'USD')).toBe(250)
    expect(surchargeOf('CARD', 'VISA', 10_000, 'USD')).toBe(0)
  })

  it('draws six-character references without ambiguous characters', () => {
    const references = Array.from({ length: 200 }, newBookingReference)
    expect(references.every((r) => /^[A-Z2-9]{6}$/.test(r) && ![...r].some((c) => '0O1IL'.includes(c)))).toBe(true)
    expect(referenceAlphabet).not.toMatch(/[0O1IL]/)
  })
})
