// The currency a meta-search itinerary is priced in: the one sent, else the point of
// sale's. The partner's advertised total must be in it, or the two could not be compared.
import type { MetaSearchInput } from '../graphql/generated/resolvers'
import { defaultCurrency } from '../shopping/criteria'
import { isSupportedCurrency } from '../shopping/currencies'

/** Countries that pay in euros; the demo also prices in pounds (GB) and, for the rest, dollars. */
const euroCountries = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
])

const currencyOfCountry = (country: string): string =>
  country === 'GB' ? 'GBP' : euroCountries.has(country) ? 'EUR' : defaultCurrency

/**
 * The pricing currency, or undefined after reporting why there is none: a currency the
 * demo does not price in, a point of sale that is not a country code, or an advertised
 * fare in another currency.
 */
export function pricingCurrency(
  input: MetaSearchInput,
  report: (path: string, code: string) => void,
): string | undefined {
  const sent = input.currency?.trim().toUpperCase()
  const country = input.pointOfSale?.trim().toUpperCase()
  if (country && !/^[A-Z]{2}$/.test(country)) report('pointOfSale', 'INVALID_POINT_OF_SALE')
  if (sent && !isSupportedCurrency(sent)) {
    report('currency', 'UNSUPPORTED_CURRENCY')
    return undefined
  }
  const currency = sent || (country && /^[A-Z]{2}$/.test(country) ? currencyOfCountry(country) : defaultCurrency)
  if (input.advertisedFare.currency.trim().toUpperCase() !== currency) {
    report('advertisedFare.currency', 'CURRENCY_MISMATCH')
    return undefined
  }
  return currency
}
