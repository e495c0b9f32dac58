// Mutation.startTripChange: a conversation on a paid order (flow MODIFY), answered like
// a search with its key in the execution header, and its cart (nothing added yet).
import { cartExtras } from '../../booking/cart-extras'
import { itineraryOf } from '../../booking/itinerary'
import { startOrderChange } from '../../manage/modify/start-order-change'
import { requireAction } from '../../manage/trip-state'
import type { ApiDeps, RequestContext } from '../context'
import type { MutationStartTripChangeArgs } from '../generated/resolvers'
import { toCart } from './shopping-shapes'
import { lookedUpTrip } from './trip-lookup'

// MODIFY is the schema's only flow, so args.flow needs no check here.
export function startTripChange(deps: ApiDeps, args: MutationStartTripChangeArgs, context: RequestContext) {
  // A new conversation counts against the client's allowance, as a search's does.
  context.newConversations.check()
  const trip = lookedUpTrip(deps, args.lookup, context)
  // A paid order takes additions only while its rules allow seats (flights still to fly, no
  // schedule change waiting for the traveller); held and cancelled orders are refused below.
  if (trip.order.status === 'CONFIRMED') requireAction(trip, 'SEATS')
  const conversation = startOrderChange(deps.shopping, deps.booking, trip.order, trip.details)
  context.newConversations.opened()
  context.setExecution(conversation.key)
  const itinerary = itineraryOf(conversation, deps.flights, deps.catalog)
  return toCart(deps, itinerary.cart, cartExtras(deps.shopping, deps.booking, itinerary, conversation.key))
}
