// Query.passengers and Mutation.updatePassengers (passengers page).
import { validatePassengers, type ContactData, type PassengerData } from '../../booking/passengers'
import type { ApiDeps, RequestContext } from '../context'
import { bookingConversation, changingBookingConversation } from './booking-context'

export interface UpdatePassengersArgs {
  passengers: readonly PassengerData[]
  contact: ContactData
}

export function passengers(deps: ApiDeps, context: RequestContext) {
  const { conversation, itinerary } = bookingConversation(deps, context)
  const stored = deps.booking.passengers.read(conversation.key)
  return {
    international: itinerary.international,
    passengers: stored?.passengers ?? [],
    contact: stored?.contact ?? null,
  }
}

// Passengers are part of the order, and bags and extras are priced per passenger on offer.
export function updatePassengers(deps: ApiDeps, args: UpdatePassengersArgs, context: RequestContext) {
  const { conversation, itinerary } = changingBookingConversation(deps, context)
  const valid = validatePassengers(args.passengers, args.contact, itinerary)
  deps.booking.passengers.save(conversation.key, valid)
  return { international: itinerary.international, ...valid }
}
