// A point of sale (the market a host sells in, a two-letter country code) implies the
// currency prices are shown in; the locale never does: a Japanese-speaking traveller on a
// US site pays in dollars. The demo server prices in exactly these currencies
// (demo/server/shopping/currencies.ts), and docs/settings.md lists this table.

const EURO_COUNTRIES = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' ')

/** The currency of each point of sale the storefront knows; any other falls back to USD. */
export const POINT_OF_SALE_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR'])),
  BR: 'BRL',
  JP: 'JPY',
  IL: 'ILS',
  AE: 'AED',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
}

export const FALLBACK_CURRENCY = 'USD'

/** The currency a point of sale implies, or undefined for one not in the table. */
export const currencyOfPointOfSale = (pointOfSale: string | undefined): string | undefined =>
  pointOfSale ? POINT_OF_SALE_CURRENCIES[pointOfSale.toUpperCase()] : undefined

interface CurrencySources {
  currency?: string | undefined
  pointOfSale?: string | undefined
}

/**
 * The currency prices are shown in when one was asked for, most specific first: the
 * query's `currency`, the host's `currency` setting, then the currency of the point of sale
 * (the query's, else the host's setting). Undefined when none applies, and the caller
 * falls back to USD (chooseCurrency), as the API does for a search without a currency.
 */
export function impliedCurrency(query: CurrencySources, settings: CurrencySources): string | undefined {
  return query.currency || settings.currency || currencyOfPointOfSale(query.pointOfSale || settings.pointOfSale)
}

/** impliedCurrency, else USD. */
export const chooseCurrency = (query: CurrencySources, settings: CurrencySources): string =>
  impliedCurrency(query, settings) ?? FALLBACK_CURRENCY
