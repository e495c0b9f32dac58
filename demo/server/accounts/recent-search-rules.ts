// A recent search is checked lightly before it is kept: it is the traveller's own note of
// what they searched, offered back to the search box, not a search to run. Codes must
// name served airports, dates be calendar dates, and the party one a search would take.
import type { RecentSearch, RecentSearchInput } from '../graphql/generated/resolvers'
import { validationError } from '../graphql/errors'
import { requireAirport, requireDate } from '../graphql/validate-input'
import type { Catalog } from '../repository/catalog'
import { cabinClasses } from '../shopping/brands'
import { requirePassengers } from '../shopping/criteria'
import { normalisedSearch } from './recent-searches'

export function requireRecentSearch(catalog: Catalog, search: RecentSearchInput): RecentSearch {
  requireAirport(catalog, 'search.origin', search.origin)
  requireAirport(catalog, 'search.destination', search.destination)
  requireDate('search.departureDate', search.departureDate)
  if (search.returnDate) {
    requireDate('search.returnDate', search.returnDate)
    if (search.returnDate < search.departureDate)
      throw validationError('INVALID_DATE', 'search.returnDate must be on or after search.departureDate.')
  }
  if (!cabinClasses.includes(search.cabinClass.trim()))
    throw validationError('UNKNOWN_CABIN_CLASS', `search.cabinClass must be one of ${cabinClasses.join(', ')}.`)
  requirePassengers({ ADT: search.adults, CHD: search.children, INF: search.infants })
  return normalisedSearch(search)
}
