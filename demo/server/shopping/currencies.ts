// Currencies the demo prices in, at fixed demo exchange rates (not market rates): those
// of every point of sale the storefront knows (core/money/point-of-sale.ts).
// Every amount is integer minor units of its own currency (architecture: money end to
// end), and a currency's minor unit is its own: a yen has no decimals, so 12,345 yen is
// 12345, while a dollar amount of 12,345 is $123.45 (core/money/minor-units.ts).
import { minorPerUnit } from '../../../core/money/minor-units'

export { convertMinor } from '../../../core/money/minor-units'

/** Units of the currency per US dollar. */
const perUsd: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  BRL: 5,
  ILS: 3.7,
  AED: 3.6725,
  CAD: 1.36,
  AUD: 1.52,
  CHF: 0.88,
}

export const supportedCurrencies = Object.keys(perUsd)

export const isSupportedCurrency = (code: string): boolean => code in perUsd

/** US cents in minor units of `currency`, not rounded (a yen per 1/150 dollar, a euro cent per 1/0.92 cent). */
export function usdCentsIn(cents: number, currency: string): number {
  // The exponent's factor is exactly 1 for a currency with cents, so its amounts are unchanged.
  return cents * (perUsd[currency] ?? 1) * (minorPerUnit(currency) / 100)
}

/** US cents to whole minor units of `currency`. */
export function fromUsdCents(cents: number, currency: string): number {
  return Math.round(usdCentsIn(cents, currency))
}

/** Units of `to` per unit of `from` at the demo rates (a reference rate, before any markup). */
export function exchangeRate(from: string, to: string): number {
  return (perUsd[to] ?? 1) / (perUsd[from] ?? 1)
}
