// metaSearch's two refusals. Both list every problem in extensions.details ({ path, code })
// and give, in extensions.search, the searchFlights criteria of what was valid, so the
// storefront can open flight selection for the same trip instead of an error page.
import type { GraphQLError } from 'graphql'
import type { SearchCriteriaInput } from '../graphql/generated/resolvers'
import { businessError, validationError, type FieldProblem } from '../graphql/errors'
import { passengerTypes } from '../shopping/pricing'
import type { ValidTrip } from './meta-search-request'

/** The flight search of the trip's valid parts; null when no part's airports and date were valid. */
function searchOf(trip: ValidTrip): SearchCriteriaInput | null {
  if (trip.parts.length === 0) return null
  const { passengers } = trip
  return {
    searchType: 'BRANDED',
    awardBooking: false,
    itineraryParts: trip.parts,
    promoCodes: trip.promoCodes,
    // Zero counts are left out, as the storefront sends them.
    ...(passengers && {
      passengers: Object.fromEntries(
        passengerTypes.filter((type) => passengers[type] > 0).map((t) => [t, passengers[t]]),
      ),
    }),
    ...(trip.currency && { currency: trip.currency }),
    ...(trip.pointOfSale && { pointOfSale: trip.pointOfSale }),
    ...(trip.cabinClass && { cabinClass: trip.cabinClass }),
  }
}

export const metaSearchInvalid = (details: readonly FieldProblem[], trip: ValidTrip): GraphQLError =>
  validationError(
    'META_SEARCH_INVALID',
    'The meta-search input has invalid fields, each named in extensions.details; fix them, or search flights with extensions.search (what was valid).',
    { details, search: searchOf(trip) },
  )

export const metaSearchUnavailable = (details: readonly FieldProblem[], trip: ValidTrip): GraphQLError =>
  businessError(
    'META_SEARCH_FLIGHTS_UNAVAILABLE',
    'A flight of the meta-search itinerary cannot be sold as sent (extensions.details names each segment and why); search flights for the same trip with extensions.search.',
    422,
    { details, search: searchOf(trip) },
  )
