// Query.passengers and Mutation.updatePassengers (passengers page).
import { validatePassengers } from '../../booking/passengers'
import { refuseOnOrder } from '../../manage/modify/booking-only'
import type { ApiDeps } from '../context'
import type { RequestContext } from '../request-context'
import { bookingConversation, changingBookingConversation } from './booking-context'
import type { MutationUpdatePassengersArgs } from '../generated/resolvers'

export function passengers(deps: ApiDeps, context: RequestContext) {
  const { conversation, itinerary } = bookingConversation(deps, context)
  refuseOnOrder(conversation, 'passengers')
  const stored = deps.booking.passengers.read(conversation.key)
  return {
    international: itinerary.international,
    passengers: stored?.passengers ?? [],
    contact: stored?.contact ?? null,
  }
}

// Passengers are part of the order, and bags and extras are priced per passenger on offer.
export function updatePassengers(deps: ApiDeps, args: MutationUpdatePassengersArgs, context: RequestContext) {
  const { conversation, itinerary } = changingBookingConversation(deps, context)
  refuseOnOrder(conversation, 'passengers')
  const valid = validatePassengers(args.passengers, args.contact, itinerary)
  deps.booking.passengers.save(conversation.key, valid)
  return { international: itinerary.international, ...valid }
}
