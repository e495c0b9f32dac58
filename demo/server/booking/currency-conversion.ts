// Dynamic currency conversion (payment page): the traveller may pay in their
// card's currency at a rate with a markup, shown before they pay. The demo knows a
// card's currency from a small table of BINs (the first six digits):
//
//   411111  (4111 1111 1111 1111, the approved test card)  GBP
//   555555  (5555 5555 5555 4444)                           EUR
//   any other BIN                                           no offer
//
// An offer belongs to the conversation that asked for it and expires after 15 minutes.
// It is applied with the rate as shown, so the traveller can check it: four decimals, or
// four significant digits for a rate under 0.1 (a yen is 0.005425 pounds, not 0.0054).
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/open'
import { businessError, validationError } from '../graphql/errors'
import type { CurrencyConversionOffer } from '../graphql/generated/resolvers'
import { convertMinor, exchangeRate } from '../shopping/currencies'

const binCurrencies: Readonly<Record<string, string>> = { '411111': 'GBP', '555555': 'EUR' }
const markupPerMille = 30
export const offerLifetimeMs = 15 * 60_000

/** An offer as the API answers it, with what the store keeps beside it: its conversation, the BIN and the end in ms. */
export type ConversionOffer = Omit<CurrencyConversionOffer, 'expiresAt'> & {
  key: string
  bin: string
  expiresAt: number
}

export interface ConversionOfferStore {
  save(offer: ConversionOffer): void
  byId(id: string): ConversionOffer | undefined
}

/** Minor units of `from` in minor units of `to` at a rate as shown (each currency with its own decimals). */
export const convert = (amount: number, rate: string, from: string, to: string): number =>
  convertMinor(amount, Number(rate), from, to)

/** A rate as shown: four decimals, or four significant digits when that would show fewer. */
const rateShown = (rate: number): string => (rate < 0.1 ? rate.toPrecision(4) : rate.toFixed(4))

/** A new offer for `amount` in the card's currency, or null when there is nothing to convert. */
export function newConversionOffer(
  key: string,
  bin: string,
  amount: number,
  currency: string,
  nowMs: number,
): ConversionOffer | null {
  const cardCurrency = binCurrencies[bin]
  if (!cardCurrency || cardCurrency === currency) return null
  const rate = rateShown(exchangeRate(currency, cardCurrency) * (1 + markupPerMille / 1000))
  return {
    id: randomBytes(12).toString('base64url'),
    key,
    bin,
    original: { amount, currency },
    amount: { amount: convert(amount, rate, currency, cardCurrency), currency: cardCurrency },
    rate,
    markupPerMille,
    expiresAt: nowMs + offerLifetimeMs,
  }
}

/**
 * The offer a purchase accepted, checked: this conversation's, unexpired, for this
 * card's BIN and for the amount due now (the cart may have changed since).
 */
export function acceptedOffer(
  offer: ConversionOffer | undefined,
  key: string,
  cardDigits: string,
  amountDue: number,
  nowMs: number,
): ConversionOffer {
  if (!offer || offer.key !== key) {
    throw validationError(
      'UNKNOWN_CONVERSION_OFFER',
      'payment.conversionOfferId is not an offer of this conversation; ask currencyConversionOffer again or leave it out.',
    )
  }
  if (nowMs > offer.expiresAt) {
    throw businessError(
      'CONVERSION_OFFER_EXPIRED',
      'The currency conversion offer expired; ask currencyConversionOffer for a new one or pay in the booking currency.',
      409,
    )
  }
  if (!cardDigits.startsWith(offer.bin)) {
    throw validationError(
      'CONVERSION_OFFER_CARD_MISMATCH',
      "The currency conversion offer was made for another card; ask currencyConversionOffer with this card's BIN.",
    )
  }
  if (offer.original.amount !== amountDue) {
    throw businessError(
      'CONVERSION_OFFER_STALE',
      'The amount due changed since the currency conversion offer; ask currencyConversionOffer for a new one.',
      409,
    )
  }
  return offer
}

interface OfferRow {
  id: string
  key: string
  bin: string
  originalAmount: number
  originalCurrency: string
  amount: number
  currency: string
  rate: string
  markupPerMille: number
  expiresAt: number
}

export function conversionOfferStore(db: Db): ConversionOfferStore {
  const insert = db.prepare(
    `INSERT INTO conversion_offers (id, execution_key, bin, original_amount, original_currency, amount, currency, rate, markup_per_mille, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  // Offers a day past their expiry go as new ones come; nothing refers to them any more.
  const prune = db.prepare('DELETE FROM conversion_offers WHERE expires_at < ?')
  const select = db.prepare<[string], OfferRow>(
    `SELECT id, execution_key AS key, bin, original_amount AS originalAmount, original_currency AS originalCurrency, amount, currency, rate,
       markup_per_mille AS markupPerMille, expires_at AS expiresAt FROM conversion_offers WHERE id = ?`,
  )
  return {
    save(o) {
      prune.run(o.expiresAt - offerLifetimeMs - 24 * 3_600_000)
      insert.run(
        o.id,
        o.key,
        o.bin,
        o.original.amount,
        o.original.currency,
        o.amount.amount,
        o.amount.currency,
        o.rate,
        o.markupPerMille,
        o.expiresAt,
      )
    },
    byId(id) {
      const row = select.get(id)
      return (
        row && {
          id: row.id,
          key: row.key,
          bin: row.bin,
          original: { amount: row.originalAmount, currency: row.originalCurrency },
          amount: { amount: row.amount, currency: row.currency },
          rate: row.rate,
          markupPerMille: row.markupPerMille,
          expiresAt: row.expiresAt,
        }
      )
    },
  }
}
