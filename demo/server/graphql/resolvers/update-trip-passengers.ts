// Mutation.updateTripPassengers: contact and passenger corrections of a booked trip.
import { buyerOf } from '../../accounts/order-owner'
import { actorOf } from '../../manage/history/order-history'
import { updateTripPassengersOf } from '../../manage/update-trip-passengers'
import { requireAction, tripState } from '../../manage/trip-state'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type { MutationUpdateTripPassengersArgs } from '../generated/resolvers'
import { lookedUpTrip } from './trip-lookup'
import { toTrip } from './trip-shape'

export function updateTripPassengers(deps: ApiDeps, args: MutationUpdateTripPassengersArgs, context: RequestContext) {
  const trip = lookedUpTrip(deps, args.lookup, context)
  requireAction(trip, 'EDIT_PASSENGERS')
  updateTripPassengersOf(
    deps.booking,
    deps.catalog,
    trip,
    { contact: args.contact, passengers: args.passengers },
    deps.now(),
    actorOf(buyerOf(context.signedIn)),
  )
  const order = deps.booking.orders.order(trip.order.reference) ?? trip.order
  return toTrip(deps, tripState(deps.booking, deps.catalog, order, deps.now(), context.signedIn))
}
