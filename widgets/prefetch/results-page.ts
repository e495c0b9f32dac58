import { prefetch } from '../../core/prefetch/prefetch'
import { parseHash } from '../../core/router/route'
import { getSettings } from '../../core/settings/get-settings'
import { searchFlights } from '../storefront/api'
import { forFlightSelection, readCriteria } from '../storefront/shell/read-criteria'
import { offersPageInput, readFilter } from '../storefront/flight-selection/offers-filter'
import { searchKey, searchVariables } from '../storefront/search-variables'

/**
 * The flight search results page, one of the pages prefetch serves: on
 * `#/<channel>/flight-selection?<query>` the search starts with the variables and
 * key the page's first call uses, so the page takes the answer instead of asking again.
 */
export function prefetchResultsPage(): void {
  const route = parseHash(location.hash, getSettings().channels)
  if (route.page !== 'flight-selection') return
  const { criteria, problems } = readCriteria(route)
  // The shell shows the form for these instead of searching (storefront.tsx).
  if (criteria.itineraryParts.length === 0 || problems.includes('PART_DROPPED')) return
  const variables = searchVariables(forFlightSelection(criteria), offersPageInput(readFilter()))
  prefetch(searchKey(variables), () => searchFlights(variables))
}
