import type { RecentSearchFragment, RecentSearchInput } from '../../core/api/generated/operations'
import type { SearchConfig, SearchCriteria } from '../../core/search/types'
import { criteriaFromProps } from './criteria-from-props'

export type RecentSearch = RecentSearchFragment

/**
 * A search as the account keeps it: one way or a round trip, adults (youths and seniors
 * count as adults: the account keeps three counts), children and infants. A multi-city
 * search has no such form and is not kept.
 */
export function recentSearchOf(criteria: SearchCriteria): RecentSearchInput | undefined {
  const [out, back] = criteria.itineraryParts
  if (criteria.journeyType === 'multi-city' || !out) return undefined
  const count = criteria.passengers
  return {
    origin: out.origin,
    destination: out.destination,
    departureDate: out.date,
    returnDate: criteria.journeyType === 'round-trip' ? (back?.date ?? null) : null,
    cabinClass: criteria.cabinClass,
    adults: (count.ADT ?? 0) + (count.YTH ?? 0) + (count.SRC ?? 0),
    children: count.CHD ?? 0,
    infants: count.INF ?? 0,
  }
}

/**
 * The criteria a recent search fills the form with, by the same rules as the box's
 * attributes: a date gone by (or beyond the booking horizon) is left for the traveller to
 * choose, counts and class the configuration refuses are repaired.
 */
export function criteriaOfRecent(search: RecentSearch, config: SearchConfig, today: Date): SearchCriteria | undefined {
  const counts = { adults: search.adults, children: search.children, infants: search.infants }
  return criteriaFromProps(
    {
      origin: search.origin,
      destination: search.destination,
      departDate: search.departureDate,
      returnDate: search.returnDate ?? undefined,
      journeyType: search.returnDate ? 'round-trip' : 'one-way',
      cabinClass: search.cabinClass,
      ...Object.fromEntries(
        Object.entries(counts).map(([name, count]) => [name, count > 0 ? String(count) : undefined]),
      ),
    },
    config,
    today,
  )
}
