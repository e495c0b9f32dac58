// Money is integer minor units end to end, and a currency's minor unit is its own: a yen
// has none (12,345 yen is 12345), a dollar has cents. Intl knows each currency's exponent
// (ISO 4217), so no table of them is kept here.

const exponents = new Map<string, number>()

/** Decimals of the currency's minor unit: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency)
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    exponents.set(currency, exponent)
  }
  return exponent
}

/** Minor units in one whole unit of the currency: 100 for USD, 1 for JPY. */
export const minorPerUnit = (currency: string): number => 10 ** currencyExponent(currency)

/**
 * Minor units of `from` in whole minor units of `to` at a rate per whole unit: 12345 yen
 * at 0.005425 pounds a yen is 66.97 pounds, 6697 pence. The API converts the same way.
 */
export const convertMinor = (amount: number, rate: number, from: string, to: string): number =>
  Math.round(amount * rate * (minorPerUnit(to) / minorPerUnit(from)))
