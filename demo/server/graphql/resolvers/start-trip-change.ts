// Mutation.startTripChange: a conversation on a paid order (flow MODIFY), answered like
// a search with its key in the execution header, and its cart (nothing added yet).
import { cartExtras } from '../../booking/cart-extras'
import { itineraryOf } from '../../booking/itinerary'
import { startOrderChange } from '../../manage/modify/start-order-change'
import type { ApiDeps, RequestContext } from '../context'
import type { MutationStartTripChangeArgs } from '../generated/resolvers'
import { toCart } from './shopping-shapes'

// MODIFY is the schema's only flow, so args.flow needs no check here.
export function startTripChange(deps: ApiDeps, args: MutationStartTripChangeArgs, context: RequestContext) {
  // A new conversation counts against the client's allowance, as a search's does.
  context.newConversations.check()
  const conversation = startOrderChange(deps.shopping, deps.booking, args.lookup)
  context.newConversations.opened()
  context.setExecution(conversation.key)
  const itinerary = itineraryOf(conversation, deps.flights, deps.catalog)
  return toCart(deps, itinerary.cart, cartExtras(deps.shopping, deps.booking, itinerary, conversation.key))
}
