import { writesPostcode } from '../../../core/address/postcode'

/**
 * Countries whose postal addresses put the postcode before the city ("10115 Berlin"):
 * most of continental Europe. The US, Canada, Australia, the UK and the rest write the
 * city first ("Arlington 22201"), the fallback for a country not listed here.
 */
const POSTCODE_FIRST = new Set(
  'AT BE BG CH CZ DE DK EE ES FI FR GR HR IS IT LI LT LU MC NL NO PL PT RO SE SI SK SM VA'.split(' '),
)

interface CityAndPostcode {
  city: string
  postalCode: string
  /** ISO 3166-1 alpha-2 */
  country: string
}

/** An address's city and postcode on one line, in the order the country's post writes them. */
export function cityLine({ city, postalCode, country }: CityAndPostcode): string {
  const code = writesPostcode(country) ? postalCode.trim() : ''
  const parts = POSTCODE_FIRST.has(country) ? [code, city.trim()] : [city.trim(), code]
  return parts.filter(Boolean).join(' ')
}
