// Query.boardingPasses: for a paid trip inside its check-in window (the BOARDING_PASS
// action); otherwise the action's reason as a businessLogic error (409).
import { boardingPassesOf } from '../../manage/boarding-passes'
import { requireAction } from '../../manage/trip-state'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type { QueryBoardingPassesArgs } from '../generated/resolvers'
import { lookedUpTrip } from './trip-lookup'

export function boardingPasses(deps: ApiDeps, args: QueryBoardingPassesArgs, context: RequestContext) {
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireAction(trip, 'BOARDING_PASS')
  // The request's language is Accept-Language, as for every answer; the deprecated argument
  // is still honoured for a client from before the API read the header.
  return boardingPassesOf(deps, trip, args.locale ?? context.locale)
}
