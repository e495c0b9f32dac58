// The currency a meta-search itinerary is priced in: the one sent, else the point of
// sale's. The partner's advertised total must be in it, or the two could not be compared.
import type { MetaSearchInput } from '../graphql/generated/resolvers'
import { defaultCurrency } from '../shopping/criteria'
import { isSupportedCurrency } from '../shopping/currencies'
import { currencyOfPointOfSale } from '../../../core/money/point-of-sale'

// The table is the storefront's own (core/money/point-of-sale.ts), so a meta-search link and
// the storefront it lands on agree on the currency; a country outside it prices in dollars.
const currencyOfCountry = (country: string): string => currencyOfPointOfSale(country) ?? defaultCurrency

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
