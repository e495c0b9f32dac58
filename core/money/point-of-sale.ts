// A point of sale (the market a host sells in, a two-letter country code) implies the
// currency prices are in; the locale never does: a Japanese-speaking traveller on a US
// site pays in dollars. The API applies this table (demo/server/shopping/criteria.ts)
// to a search that names a point of sale but no currency, so the widgets carry none of
// it; docs/settings.md lists it.

/** Each currency, then the points of sale that imply it; any other point of sale prices in USD. */
const MARKETS =
  'USD US, GBP GB, EUR AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK, BRL BR, JPY JP, ILS IL, AED AE, CAD CA, AUD AU, CHF CH'

/** Every currency a point of sale implies. */
export const POINT_OF_SALE_CURRENCIES: readonly string[] = MARKETS.split(', ').map((market) => market.slice(0, 3))

/** The currency a point of sale implies, or undefined for one not in the table. */
export function currencyOfPointOfSale(pointOfSale: string | undefined): string | undefined {
  const country = pointOfSale?.trim().toUpperCase()
  if (!country) return undefined
  return MARKETS.split(', ')
    .find((market) => market.split(' ').indexOf(country) > 0)
    ?.slice(0, 3)
}
