// Currencies the demo prices in, at fixed demo exchange rates (not market rates).
// Every amount is integer minor units (architecture: money end to end).

/** Units of the currency per US dollar. */
const perUsd: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, GBP: 0.79 }

export const supportedCurrencies = Object.keys(perUsd)

export const isSupportedCurrency = (code: string): boolean => code in perUsd

/** US cents in minor units of `currency`, not rounded (all supported currencies have 2 decimals). */
export function usdCentsIn(cents: number, currency: string): number {
  return cents * (perUsd[currency] ?? 1)
}

/** US cents to whole minor units of `currency`. */
export function fromUsdCents(cents: number, currency: string): number {
  return Math.round(usdCentsIn(cents, currency))
}

/** Units of `to` per unit of `from` at the demo rates (a reference rate, before any markup). */
export function exchangeRate(from: string, to: string): number {
  return (perUsd[to] ?? 1) / (perUsd[from] ?? 1)
}
