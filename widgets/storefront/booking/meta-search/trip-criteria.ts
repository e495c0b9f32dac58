import type { MetaSearchLinkReading } from '../../../../core/meta-search/meta-search-link'
import { PASSENGER_TYPES, searchConfig } from '../../../../core/search/config'
import type { JourneyType, PassengerCounts, SearchCriteria } from '../../../../core/search/types'
import { getSettings } from '../../../../core/settings/get-settings'

/**
 * A meta-search link's trip as the storefront's search criteria, nothing chosen yet: the
 * passengers page's (with the offers the landing put in the cart) and, when the link
 * cannot land, flight selection's for the same journey. Two parts that mirror each
 * other are a round trip.
 */
export function tripCriteria(trip: MetaSearchLinkReading['trip']): SearchCriteria {
  const parts = trip.itineraryParts
  const [first, second] = parts
  const mirrored = parts.length === 2 && first?.origin === second?.destination && first?.destination === second?.origin
  const journeyType: JourneyType = parts.length === 1 ? 'one-way' : mirrored ? 'round-trip' : 'multi-city'
  const passengers: PassengerCounts = {}
  for (const type of PASSENGER_TYPES) {
    const count = trip.passengers[type]
    if (count) passengers[type] = count
  }
  const criteria: SearchCriteria = {
    journeyType,
    searchType: 'BRANDED',
    cabinClass: searchConfig(getSettings().search).defaultClass,
    awardBooking: false,
    promoCodes: trip.promoCodes,
    itineraryParts: parts.map(({ origin, destination, date }) => ({ origin, destination, date })),
    passengers,
    direction: 0,
    flights: [],
  }
  if (trip.currency) criteria.currency = trip.currency
  if (trip.pointOfSale) criteria.pointOfSale = trip.pointOfSale
  return criteria
}
