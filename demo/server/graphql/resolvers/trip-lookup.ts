// Every manage-booking call starts by finding its trip; a client over its failed lookups
// is refused before anything is looked up, and a lookup that finds nothing is counted.
// The session's owner of a trip finds it by reference alone (manage/find-trip.ts).
import { GraphQLError } from 'graphql'
import type { OrderView } from '../../booking/order-store'
import { findTrip, tripNotFoundCode } from '../../manage/find-trip'
import { tripState, type TripState } from '../../manage/trip-state'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type { TripLookupInput } from '../generated/resolvers'

function lookedUpOrder(deps: ApiDeps, lookup: TripLookupInput, context: RequestContext): OrderView {
  context.failedLookups.check()
  try {
    return findTrip(deps.booking, lookup, deps.now(), context.signedIn)
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === tripNotFoundCode) context.failedLookups.failed()
    throw error
  }
}

/** The trip the lookup names, with what its rules allow now. */
export const lookedUpTrip = (deps: ApiDeps, lookup: TripLookupInput, context: RequestContext): TripState =>
  tripState(deps.booking, deps.catalog, lookedUpOrder(deps, lookup, context), deps.now(), context.signedIn)
