import searchFlightsDocument from '../../core/api/search-flights.graphql'
import { graphql } from '../../core/http/graphql'
import { isDxError } from '../../core/http/errors'
import type {
  CartFragment,
  FareRulesQuery,
  OffersPageInput,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
} from '../../core/api/generated/operations'

// Names for the parts of the generated answers that components pass around.

type Offers = NonNullable<SearchFlightsMutation['searchFlights']['offers']>

export type AirSearchResult = SearchFlightsMutation['searchFlights']
export type FlightOffer = Offers['offers'][number]
export type BrandOffer = FlightOffer['brandOffers'][number]
export type Brand = AirSearchResult['brands'][number]
export type Segment = FlightOffer['segments'][number]
export type Place = AirSearchResult['origin']
export type CalendarDay = NonNullable<AirSearchResult['calendar']>[number]
export type MatrixCell = NonNullable<AirSearchResult['matrix']>[number]
/** Integer minor units with a currency code (architecture: money). */
export type Money = FlightOffer['lowestTotal']
export type Cart = CartFragment
/** A seat, bag or extra in the cart. */
export type CartItem = NonNullable<Cart['items']>[number]
export type FareRule = FareRulesQuery['fareRules'][number]
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
