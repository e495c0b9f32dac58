// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { errorOf } from '../test-support/api-error'
import { acceptedOffer, convert, newConversionOffer, offerLifetimeMs } from './currency-conversion'

const now = Date.parse('2026-06-01T12:00:00Z')

describe('currency conversion offers', () => {
  it('offers a GBP card the amount in GBP at the demo rate plus a 3% markup', () => {
    const offer = newConversionOffer('key', '411111', 100_000, 'USD', now)
    expect(offer).toMatchObject({
      original: { amount: 100_000, currency: 'USD' },
      amount: { amount: 81_370, currency: 'GBP' },
      rate: '0.8137',
      markupPerMille: 30,
    })
  })

  it('offers a EUR card the amount in EUR', () => {
    expect(newConversionOffer('key', '555555', 100_000, 'GBP', now)?.amount).toEqual({
      amount: convert(100_000, ((0.92 / 0.79) * 1.03).toFixed(4), 'GBP', 'EUR'),
      currency: 'EUR',
    })
  })

  it('offers nothing for a card in the booking currency or an unknown BIN', () => {
    expect(newConversionOffer('key', '411111', 100_000, 'GBP', now)).toBeNull()
    expect(newConversionOffer('key', '400000', 100_000, 'USD', now)).toBeNull()
  })

  it('expires after 15 minutes', () => {
    expect(newConversionOffer('key', '411111', 100, 'USD', now)?.expiresAt).toBe(now + 15 * 60_000)
  })

  describe('accepted at purchase', () => {
    const offer = newConversionOffer('key', '411111', 100_000, 'USD', now)
    const card = '4111111111111111'
    if (!offer) throw new Error('expected an offer')

    it('for its conversation, card and amount before it expires', () => {
      expect(acceptedOffer(offer, 'key', card, 100_000, now + offerLifetimeMs)).toBe(offer)
    })

    it("not for another conversation's offer or an unknown one", () => {
      expect(errorOf(() => acceptedOffer(offer, 'other', card, 100_000, now))).toMatchObject({
        code: 'UNKNOWN_CONVERSION_OFFER',
      })
      expect(errorOf(() => acceptedOffer(undefined, 'key', card, 100_000, now))).toMatchObject({
        code: 'UNKNOWN_CONVERSION_OFFER',
      })
    })

    it('not once expired', () => {
      expect(errorOf(() => acceptedOffer(offer, 'key', card, 100_000, now + offerLifetimeMs + 1))).toMatchObject({
        type: 'businessLogic',
        code: 'CONVERSION_OFFER_EXPIRED',
      })
    })

    it('not for another card', () => {
      expect(errorOf(() => acceptedOffer(offer, 'key', '5555555555554444', 100_000, now))).toMatchObject({
        code: 'CONVERSION_OFFER_CARD_MISMATCH',
      })
    })

    it('not when the amount due changed', () => {
      expect(errorOf(() => acceptedOffer(offer, 'key', card, 100_001, now))).toMatchObject({
        code: 'CONVERSION_OFFER_STALE',
      })
    })
  })
})
