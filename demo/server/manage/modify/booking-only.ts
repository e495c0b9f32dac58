// Calls of a new booking that a conversation on a paid order (startTripChange) refuses:
// its flights and passengers are the order's. Passengers of a booked trip change through
// updateTripPassengers; other flights through an exchange conversation (flow EXCHANGE),
// the only one on an order that searches and adds an itinerary.
import { businessError } from '../../graphql/errors'
import type { Conversation } from '../../shopping/conversations'
import { isExchange } from '../exchange/exchange-conversation'

const advice = {
  passengers: 'change passengers of a booked trip with updateTripPassengers',
  flights: 'change them in an exchange (startTripChange with flow EXCHANGE)',
} as const

export function refuseOnOrder(conversation: Conversation, part: keyof typeof advice): void {
  if (conversation.orderReference === undefined) return
  if (part === 'flights' && isExchange(conversation)) return
  throw businessError(
    'NOT_IN_TRIP_CHANGE',
    `This conversation changes order ${conversation.orderReference}; its ${part} are the order's: ${advice[part]}.`,
    409,
  )
}
