import searchFlightsDocument from '../api/search-flights.graphql'
import type {
  OffersPageInput,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
} from '../api/generated/operations'
import { isDxError } from '../http/errors'
import { graphql } from '../http/graphql'

/** What searchFlights answers: the offers, calendar or matrix of one part of the trip. */
export type AirSearchResult = SearchFlightsMutation['searchFlights']

export type SearchVariables = SearchFlightsMutationVariables
export type { OffersPageInput }

/**
 * The air search. A fresh search (no part chosen yet) needs nothing of the conversation
 * it was sent in: when that one has ended (a booking finished in this tab, a link
 * opened after a long break), core/http has already dropped its key, and the search is
 * sent once more to start a new conversation instead of telling the traveller their
 * session expired. With a part chosen the choice belongs to the old conversation, so the
 * expiry reaches the page.
 */
export async function searchFlights(variables: SearchVariables): Promise<AirSearchResult> {
  const send = async () => (await graphql<SearchFlightsMutation>(searchFlightsDocument, { ...variables })).searchFlights
  try {
    return await send()
  } catch (error) {
    const fresh = variables.criteria.itineraryParts.every((part) => part.selectedOfferRef == null)
    if (fresh && isDxError(error) && error.type === 'EXECUTION_EXPIRED') return send()
    throw error
  }
}
