import type { OfferRef } from '../../../../core/api/offer-ref'
import type { JourneyType, SearchCriteria } from '../../../../core/search/types'
import type { Trip } from '../trip-api'
import { tripCriteria } from '../trip-change/trip-criteria'

/** The kind of change every exchange search names: the traveller's own choice. */
const EXCHANGE_TYPE = 'VOLUNTARY'

const journeyOf = (parts: number): JourneyType => (parts === 1 ? 'one-way' : parts === 2 ? 'round-trip' : 'multi-city')

/**
 * The search that changes part `part` of a booked trip: the trip's parts and passengers,
 * an exchangeType, and every other part kept with its booked offer (`booked`, one per part,
 * from startTripChange). The part searched is the current direction; the offers of the
 * parts before it are its selections, as a booking's would be.
 */
export function exchangeCriteria(base: SearchCriteria, trip: Trip, booked: OfferRef[], part: number): SearchCriteria {
  const criteria = tripCriteria(base, trip)
  return {
    ...criteria,
    journeyType: journeyOf(criteria.itineraryParts.length),
    exchangeType: EXCHANGE_TYPE,
    itineraryParts: criteria.itineraryParts.map((p, index) => {
      const offer = booked[index]
      return index === part || offer === undefined ? p : { ...p, selectedOfferRef: offer }
    }),
    direction: part,
    flights: booked.slice(0, part),
    activeMonth: undefined,
  }
}

/**
 * The offers of the whole trip once the part searched has its new one: every kept part
 * keeps its booked offer, so the cart (addItinerary) gets one per part.
 */
export function exchangeFlights(criteria: SearchCriteria, offerRef: OfferRef): OfferRef[] {
  return criteria.itineraryParts.map((part, index) =>
    index === criteria.direction ? offerRef : (part.selectedOfferRef ?? criteria.flights[index] ?? ''),
  )
}
