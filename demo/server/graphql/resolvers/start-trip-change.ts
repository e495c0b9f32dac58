// Mutation.startTripChange: a conversation on a paid order (flow MODIFY, EXCHANGE to
// change its flights, or UPGRADE), answered like a search with its key in the execution header, and
// its cart (nothing added or changed yet).
import { cartExtras } from '../../booking/cart-extras'
import { itineraryOf } from '../../booking/itinerary'
import { startOrderChange } from '../../manage/modify/start-order-change'
import { requireAction } from '../../manage/trip-state'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import type { MutationStartTripChangeArgs } from '../generated/resolvers'
import { toCart } from './shopping-shapes'
import { lookedUpTrip } from './trip-lookup'

export function startTripChange(deps: ApiDeps, args: MutationStartTripChangeArgs, context: RequestContext) {
  // A new conversation counts against the client's allowance, as a search's does.
  context.newConversations.check()
  const trip = lookedUpTrip(deps, args.lookup, context)
  // An exchange needs fares that allow changes on a paid order with flights to come and no
  // schedule change waiting; any other order is refused with the reason the trip gives.
  if (args.flow === 'EXCHANGE') requireAction(trip, 'CHANGE_FLIGHTS')
  // An upgrade needs a flight still to fly below Business whose check-in has not closed.
  else if (args.flow === 'UPGRADE') requireAction(trip, 'UPGRADE')
  // A paid order takes additions only while its rules allow seats (flights still to fly, no
  // schedule change waiting for the traveller); held and cancelled orders are refused below.
  else if (trip.order.status === 'CONFIRMED') requireAction(trip, 'SEATS')
  const conversation = startOrderChange(deps.shopping, deps.booking, trip.order, trip.details, args.flow, deps.now())
  context.newConversations.opened()
  context.setExecution(conversation.key)
  const itinerary = itineraryOf(conversation, deps.flights, deps.catalog)
  return toCart(deps, itinerary.cart, cartExtras(deps.shopping, deps.booking, itinerary, conversation.key))
}
