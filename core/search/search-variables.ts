import { toSearchPayload } from './to-payload'
import type { SearchCriteria } from './types'
import type { OffersPageInput, SearchVariables } from './search-flights'

/**
 * searchFlights variables for criteria: the payload of spec sections 3 and 4, with
 * selectedOfferRef as the schema's String (a numeric flight reference from the URL
 * becomes a number in the criteria, spec section 5).
 */
export function searchVariables(criteria: SearchCriteria, page?: OffersPageInput): SearchVariables {
  const payload = toSearchPayload(criteria)
  const itineraryParts = payload.itineraryParts.map(({ selectedOfferRef, ...part }) =>
    selectedOfferRef === undefined ? part : { ...part, selectedOfferRef: String(selectedOfferRef) },
  )
  return page ? { criteria: { ...payload, itineraryParts }, page } : { criteria: { ...payload, itineraryParts } }
}

/** The prefetch key of a search: the results page's first call and the prefetch compute it alike. */
export function searchKey(variables: SearchVariables): string {
  return `searchFlights:${JSON.stringify(variables)}`
}
