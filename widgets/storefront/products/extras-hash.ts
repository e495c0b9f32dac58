import type { Route } from '../../../core/router/route'
import type { SearchCriteria } from '../../../core/search/types'
import { criteriaHash } from '../shell/navigate'
import { changeHash, tripChangeOf } from '../shell/trip-change/change-route'

// Here, not in change-route.ts: only the product pages (lazy chunks) go back to the extras,
// and change-route.ts is in the first load of the search pages (test/size-budget.mjs).

/**
 * The extras page a car or hotel page goes back to: in a change to a booked trip the
 * change's own extras page (its address, never a booking's), else the booking's.
 */
export function extrasHash(route: Route, criteria: SearchCriteria): string {
  const change = tripChangeOf(route)
  return change
    ? changeHash(route.channel, 'ancillaries', { kind: 'extras', reference: change.reference })
    : criteriaHash(route.channel, 'ancillaries', criteria)
}
