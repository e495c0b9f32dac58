// What the protection providers price a trip by, read from the conversation of the
// execution header: a booking, or a MODIFY conversation of a paid order (startTripChange).
// Personal data (dates of birth) is read here only to make age bands; it is never kept.
import { ageOn } from '../../booking/passengers'
import type { PassengerData } from '../../booking/passengers'
import type { OrderDetails } from '../../booking/order-details'
import type { ApiDeps } from '../../graphql/context'
import type { RequestContext } from '../../graphql/request-context'
import { bookingConversation } from '../../graphql/resolvers/booking-context'
import { ageBandOf, regionOf, type AgeBand, type Region } from './pricing'

export interface TripFacts {
  conversationKey: string
  currency: string
  /** Fare and taxes of the flights, all travellers, minor units */
  flightsPrice: number
  /** Epoch ms of the trip's first departure; null once it has left (cover and sales end there) */
  firstDeparture: number | null
  /** The airport of the first departure (its code), whose time deadlines before it are told in */
  firstOrigin: string | undefined
  bands: AgeBand[]
  region: Region
  /** The paid order of a conversation on an order; absent while booking */
  orderReference?: string
}

const childTypes = new Set(['CHD', 'INF'])

function bandsOf(
  passengers: readonly PassengerData[],
  counts: Readonly<Record<string, number>>,
  onDate: string,
): AgeBand[] {
  if (passengers.length > 0)
    return passengers.map((p) =>
      ageBandOf(p.dateOfBirth ? ageOn(p.dateOfBirth, onDate) : childTypes.has(p.type) ? 0 : undefined),
    )
  // Not given yet: each traveller by the type searched for (an adult's band for ADT, YTH, SRC).
  return Object.entries(counts as Record<string, number>).flatMap(([type, count]) =>
    Array.from({ length: count }, () => (childTypes.has(type) ? 'CHILD' : 'ADULT') as AgeBand),
  )
}

export function tripFacts(deps: ApiDeps, context: RequestContext): TripFacts {
  const { conversation, itinerary } = bookingConversation(deps, context)
  const nowMs = deps.now()
  const first = itinerary.segments[0]
  // The destination: where the first part ends (the turnaround of a round trip).
  const firstPart = itinerary.segments.filter((s) => s.partIndex === (first?.partIndex ?? 0))
  const destination = firstPart.at(-1)?.leg.destination
  const region = regionOf(destination === undefined ? undefined : deps.catalog.airports.get(destination)?.country)
  const onDate = first?.leg.departureDate ?? new Date(nowMs).toISOString().slice(0, 10)
  const order = itinerary.orderReference ? deps.booking.orders.order(itinerary.orderReference) : undefined
  const details = order ? (deps.booking.orders.details(order.reference) as OrderDetails | undefined) : undefined
  const passengers = details?.passengers ?? deps.booking.passengers.read(conversation.key)?.passengers ?? []
  const flightsPrice = details ? details.fare + details.taxes : itinerary.cart.fare + itinerary.cart.taxes
  return {
    conversationKey: conversation.key,
    currency: order?.currency ?? itinerary.currency,
    flightsPrice,
    firstDeparture: first && first.leg.departureUtc > nowMs ? first.leg.departureUtc : null,
    firstOrigin: first?.leg.origin,
    bands: bandsOf(passengers, itinerary.counts, onDate),
    region,
    orderReference: itinerary.orderReference,
  }
}
