import { toSearchPayload } from './to-payload'
import type { SearchCriteria } from './types'
import type { OffersPageInput, SearchVariables } from './search-flights'

/** searchFlights variables for criteria: their API payload (toSearchPayload). */
export function searchVariables(criteria: SearchCriteria, page?: OffersPageInput): SearchVariables {
  const payload = toSearchPayload(criteria)
  return page ? { criteria: payload, page } : { criteria: payload }
}

/** The prefetch key of a search: the results page's first call and the prefetch compute it alike. */
export function searchKey(variables: SearchVariables): string {
  return `searchFlights:${JSON.stringify(variables)}`
}
