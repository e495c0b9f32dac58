import type { SearchCriteria } from '../../../../core/search/types'

/**
 * What a fare's price on the list covers. The API prices each offer with the parts chosen
 * before it, so the amount on a fare is what the booking of it costs so far:
 * - `trip`: a one-way journey, the whole trip;
 * - `oneWay`: the first part of a longer trip, this flight alone;
 * - `roundTrip`: the return of a round trip, the outbound chosen included;
 * - `soFar`: a later flight of a multi-city trip, the flights chosen before included.
 * The list says which (docs/decisions/fare-price-scope.md), so an outbound's one-way
 * price and a return's round-trip total are never read as the same thing.
 */
export type PriceScope = 'trip' | 'oneWay' | 'roundTrip' | 'soFar'

export function priceScope({ itineraryParts, direction, journeyType }: SearchCriteria): PriceScope {
  if (itineraryParts.length === 1) return 'trip'
  if (direction === 0) return 'oneWay'
  return journeyType === 'round-trip' && itineraryParts.length === 2 ? 'roundTrip' : 'soFar'
}
