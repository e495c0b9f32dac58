import type { SearchCriteria } from '../../../../core/search/types'

/** A booked offer as the address carries it: the API's opaque reference. */
const OFFER_REF = /^[\w-]{1,200}$/

/**
 * The parts a change of flights keeps, read from the address: keep0, keep1, ... give a
 * part its booked offer (sent as its selectedOfferRef, see to-payload.ts); a malformed one
 * is left out, and that part is searched. Criteria without an exchangeType are as given.
 */
export function withKeptParts(criteria: SearchCriteria, query: URLSearchParams): SearchCriteria {
  if (!criteria.exchangeType) return criteria
  return {
    ...criteria,
    itineraryParts: criteria.itineraryParts.map((part, index) => {
      const offer = query.get(`keep${index}`)
      return offer && OFFER_REF.test(offer) ? { ...part, selectedOfferRef: offer } : part
    }),
  }
}

/** The address fields of the kept parts: each part's booked offer as keep<index>. */
export function keptPartsQuery(criteria: SearchCriteria, query: URLSearchParams): URLSearchParams {
  criteria.itineraryParts.forEach((part, index) => {
    if (part.selectedOfferRef) query.set(`keep${index}`, part.selectedOfferRef)
  })
  return query
}
