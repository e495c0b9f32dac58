import { parseHash } from '../router/route'
import { offersPageInput, readFilter } from '../search/offers-filter'
import { forFlightSelection, readCriteria } from '../search/read-criteria'
import { searchFlights } from '../search/search-flights'
import { searchKey, searchVariables } from '../search/search-variables'
import { getSettings } from '../settings/get-settings'
import { prefetch } from './prefetch'
import { storefrontOnPage } from './storefront-on-page'

/**
 * The flight search results page: on `#/<channel>/flight-selection?<query>` the search
 * starts with the variables and key the page's first call uses, so the page takes the
 * answer instead of asking again. Only on a page that holds the storefront: a search
 * opens a conversation, and no other widget would take it.
 */
export function prefetchResultsPage(): void {
  const route = parseHash(location.hash, getSettings().channels)
  if (route.page !== 'flight-selection' || !storefrontOnPage()) return
  const { criteria, partsDropped } = readCriteria(route)
  // The storefront shows the search form for these instead of searching.
  if (criteria.itineraryParts.length === 0 || partsDropped) return
  const variables = searchVariables(forFlightSelection(criteria), offersPageInput(readFilter()))
  prefetch(searchKey(variables), () => searchFlights(variables))
}
