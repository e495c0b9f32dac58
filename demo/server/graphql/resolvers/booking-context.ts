// The conversation and booked itinerary a booking resolver works on (issue 4).
import { itineraryOf, type Itinerary } from '../../booking/itinerary'
import type { Conversation } from '../../shopping/conversations'
import type { ApiDeps, RequestContext } from '../context'

export function bookingConversation(deps: ApiDeps, context: RequestContext): { conversation: Conversation; itinerary: Itinerary } {
  const conversation = deps.shopping.conversations.resume(context.executionIn)
  context.setExecution(conversation.key)
  return { conversation, itinerary: itineraryOf(conversation, deps.flights, deps.catalog) }
}
