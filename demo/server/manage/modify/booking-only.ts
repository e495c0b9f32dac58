// Calls of a new booking that a conversation on a paid order (startTripChange) refuses:
// its flights and passengers are the order's. Passengers of a booked trip change through
// updateTripPassengers; other flights are a new search (or, later, an exchange).
import { businessError } from '../../graphql/errors'
import type { Conversation } from '../../shopping/conversations'

const advice = {
  passengers: 'change passengers of a booked trip with updateTripPassengers',
  flights: 'search without the execution header to book other flights',
} as const

export function refuseOnOrder(conversation: Conversation, part: keyof typeof advice): void {
  if (conversation.orderReference === undefined) return
  throw businessError(
    'NOT_IN_TRIP_CHANGE',
    `This conversation adds seats, bags and extras to order ${conversation.orderReference}; its ${part} are the order's: ${advice[part]}.`,
    409,
  )
}
