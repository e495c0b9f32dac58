// The conversation and booked itinerary a booking resolver works on.
import { itineraryOf, type Itinerary } from '../../booking/itinerary'
import { refuseWhilePaymentPending } from '../../checkout/checkout'
import type { Conversation } from '../../shopping/conversations'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'

export function bookingConversation(
  deps: ApiDeps,
  context: RequestContext,
): { conversation: Conversation; itinerary: Itinerary } {
  const conversation = deps.shopping.conversations.resume(context.executionIn)
  context.setExecution(conversation.key)
  return { conversation, itinerary: itineraryOf(conversation, deps.flights, deps.catalog) }
}

/**
 * The same, for a mutation that changes what the order would hold (passengers, seats,
 * bags, extras): refused with PAYMENT_IN_PROGRESS while a payment waits for the bank.
 */
export function changingBookingConversation(
  deps: ApiDeps,
  context: RequestContext,
): { conversation: Conversation; itinerary: Itinerary } {
  const booked = bookingConversation(deps, context)
  refuseWhilePaymentPending(deps.booking, booked.conversation.key)
  return booked
}
