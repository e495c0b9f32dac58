// Query.retrieveTrip and Mutation.confirmScheduleChange: the trip page's reads.
import { buyerOf } from '../../accounts/order-owner'
import { actorOf } from '../../manage/history/order-history'
import { requireAction, tripState } from '../../manage/trip-state'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type {
  MutationConfirmScheduleChangeArgs,
  MutationEndTripAccessArgs,
  QueryRetrieveTripArgs,
} from '../generated/resolvers'
import { lookedUpTrip } from './trip-lookup'
import { toTrip } from './trip-shape'

/**
 * The trip; a lookup by name also answers a new access grant to it, which the trip page
 * sends instead of the name from then on. A lookup by grant answers none: a grant lasts
 * as long as the lookup by name allowed, not renewed by being used.
 */
export function retrieveTrip(deps: ApiDeps, args: QueryRetrieveTripArgs, context: RequestContext) {
  const trip = toTrip(deps, lookedUpTrip(deps, args.lookup, context))
  if (args.lookup.accessGrant || !args.lookup.lastName) return trip
  const { grant, expiresAt } = deps.booking.tripAccess.issue(trip.order.reference, deps.now())
  return { ...trip, accessGrant: { grant, expiresInSeconds: Math.round((expiresAt - deps.now()) / 1000) } }
}

/** Withdraws a grant: the traveller left the trip on this device. */
export function endTripAccess(deps: ApiDeps, args: MutationEndTripAccessArgs): boolean {
  deps.booking.tripAccess.revoke(args.accessGrant)
  return true
}

/**
 * Accepts every pending schedule change of the order at once. Refused as the trip's
 * CONFIRM_SCHEDULE_CHANGE action says: NOTHING_TO_CONFIRM when none is pending.
 */
export function confirmScheduleChange(deps: ApiDeps, args: MutationConfirmScheduleChangeArgs, context: RequestContext) {
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireAction(trip, 'CONFIRM_SCHEDULE_CHANGE')
  const { booking } = deps
  booking.db.transaction(() => {
    const accepted = booking.scheduleChanges.confirmAll(trip.order.reference)
    booking.history.record(
      {
        reference: trip.order.reference,
        actor: actorOf(buyerOf(context.signedIn)),
        action: 'SCHEDULE_CHANGE_ACCEPTED',
        summary: `Accepted the airline's new times (${accepted} flight${accepted === 1 ? '' : 's'}).`,
        currency: trip.order.currency,
      },
      deps.now(),
    )
  })()
  return toTrip(deps, tripState(deps.booking, deps.catalog, trip.order, deps.now(), context.signedIn))
}
