// An exchange conversation (startTripChange flow EXCHANGE) is a conversation on a paid
// order whose criteria carry an exchangeType: every search in it must send one, and a
// search outside one must not. Its searches fly the order's passengers in the order's
// currency, whatever they send, over as many parts as the order has.
import { validationError } from '../../graphql/errors'
import type { SearchCriteriaInput } from '../../graphql/generated/resolvers'
import type { Conversation } from '../../shopping/conversations'
import type { StoredCriteria } from '../../shopping/criteria'

export const isExchange = (conversation: Conversation): boolean =>
  conversation.orderReference !== undefined &&
  (conversation.criteria as StoredCriteria | undefined)?.exchangeType !== undefined

/** The search criteria an exchange conversation searches with; `stored` are its criteria so far. */
export function exchangeSearchInput(input: SearchCriteriaInput, stored: StoredCriteria): SearchCriteriaInput {
  if (!input.exchangeType?.trim())
    throw validationError(
      'EXCHANGE_TYPE_REQUIRED',
      'This conversation changes the flights of a booked trip: send criteria.exchangeType (e.g. VOLUNTARY) with every search.',
    )
  if (input.itineraryParts.length !== stored.parts.length)
    throw validationError(
      'EXCHANGE_PARTS',
      `An exchange search sends one itineraryPart per part of the trip (${stored.parts.length}), a part to keep with its offerRef as selectedOfferRef.`,
    )
  return { ...input, passengers: stored.passengers, currency: stored.currency, awardBooking: false }
}

/** Outside an exchange conversation, a search carries no exchangeType. */
export function refuseExchangeType(input: SearchCriteriaInput): void {
  if (input.exchangeType === null || input.exchangeType === undefined) return
  throw validationError(
    'NOT_IN_EXCHANGE',
    'criteria.exchangeType is for searches in an exchange conversation (startTripChange with flow EXCHANGE); leave it out to book a new trip.',
  )
}
