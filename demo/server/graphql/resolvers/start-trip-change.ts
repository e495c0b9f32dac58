// Mutation.startTripChange: changing a paid trip (seats, bags, extras) is not open yet,
// so every call answers NOT_AVAILABLE and changes nothing.
import { businessError } from '../errors'

export function startTripChange(): never {
  throw businessError(
    'NOT_AVAILABLE',
    'Changing seats, bags or extras of a booked trip is not available yet; contact the airline to change it.',
    409,
  )
}
