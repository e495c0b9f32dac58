// The booked itinerary of a conversation (its cart from addItinerary, or a paid order's
// flights in a conversation that adds to it), as the booking steps need it: segments in
// order with their part and brand, the travel dates, and whether it crosses a border.
import type { Catalog } from '../repository/catalog'
import type { FlightQueries, Leg } from '../repository/flights'
import { brandById, type Brand } from '../shopping/brands'
import type { CartContent } from '../shopping/cart'
import type { Conversation } from '../shopping/conversations'
import type { StoredCriteria } from '../shopping/criteria'
import type { PartyRules } from './passengers'
import { validationError } from '../graphql/errors'
import { isExchange } from '../manage/exchange/exchange-conversation'

export interface BookedSegment {
  /** Over all parts, from 0 (seatMap's segmentIndex) */
  index: number
  partIndex: number
  leg: Leg
  brand: Brand
}

export interface Itinerary extends PartyRules {
  currency: string
  cart: CartContent
  segments: BookedSegment[]
  /** The paid order the conversation adds to (startTripChange); absent for a new booking */
  orderReference?: string
  /** That order's version when the conversation started, which a payment in it requires */
  orderVersion?: number
  /** True when the conversation changes the order's flights (flow EXCHANGE) */
  exchange: boolean
  /** The meta-search partner the conversation began with, stored with the order it buys */
  referrerCode?: string
}

export function itineraryOf(conversation: Conversation, flights: FlightQueries, catalog: Catalog): Itinerary {
  const cart = conversation.cart as CartContent | undefined
  const criteria = conversation.criteria as StoredCriteria | undefined
  if (!cart || !criteria || cart.parts.length === 0) {
    throw validationError(
      'NO_ITINERARY',
      'This conversation has no itinerary in the cart; call addItinerary with the chosen offerRefs first.',
    )
  }
  const segments = cart.parts
    .flatMap((part, partIndex) =>
      part.legIds.map((id) => {
        const leg = flights.legById(id)
        if (!leg)
          throw validationError(
            'NO_ITINERARY',
            'A flight of the cart is no longer scheduled; search again and add a new itinerary.',
          )
        return { partIndex, leg, brand: part.brand }
      }),
    )
    // A flight of the order upgraded to Business is flown, and its seat chosen, in Business.
    .map((s, index) => ({ ...s, index, brand: upgradedTo(cart, index) ?? s.brand }))
  const countries = new Set(
    segments.flatMap((s) => [s.leg.origin, s.leg.destination]).map((code) => catalog.airports.get(code)?.country),
  )
  return {
    currency: cart.currency,
    cart,
    segments,
    counts: criteria.passengers,
    lastFlightDate: segments.at(-1)?.leg.departureDate ?? '',
    international: countries.size > 1,
    orderReference: conversation.orderReference,
    orderVersion: conversation.orderVersion,
    exchange: isExchange(conversation),
    referrerCode: conversation.referrerCode,
  }
}

const business = brandById.get('business')
const upgradedTo = (cart: CartContent, index: number): Brand | undefined =>
  cart.upgradedSegments?.includes(index) ? business : undefined

export function segmentAt(itinerary: Itinerary, segmentIndex: number): BookedSegment {
  const segment = itinerary.segments[segmentIndex]
  if (!segment) {
    throw validationError(
      'INVALID_SEGMENT_INDEX',
      `segmentIndex must be 0 to ${itinerary.segments.length - 1} (the cart's segments in order).`,
    )
  }
  return segment
}
