import type { SearchCriteriaInput, SearchType } from '../api/generated/operations'
import type { OfferRef } from '../api/offer-ref'

/** Search types: the API's enum. */
export type { SearchType }

/** Journey types of the query string and the search box; multi-city is dx-storefront's own addition. */
export type JourneyType = 'one-way' | 'round-trip' | 'multi-city'

/** Passenger type keys as the query string and the API write them. */
export type PassengerType = 'ADT' | 'CHD' | 'INF' | 'YTH' | 'SRC'

export type PassengerCounts = Partial<Record<PassengerType, number>>

/** One part of the trip as the traveller chose it (an itinerary part). */
export interface ItineraryPart {
  origin: string
  destination: string
  /** Local calendar date, YYYY-MM-DD inside the app. */
  date: string
  /** The offer chosen for this part (flight selection), sent as selectedOfferRef. */
  selectedOfferRef?: OfferRef
}

/**
 * What the traveller searched for: the app's model, read from the query string
 * (criteria-from-query.ts) and turned into the API payload (to-payload.ts).
 */
export interface SearchCriteria {
  journeyType: JourneyType
  searchType: SearchType
  cabinClass: string
  awardBooking: boolean
  currency?: string
  pointOfSale?: string
  promoCodes: string[]
  itineraryParts: ItineraryPart[]
  passengers: PassengerCounts
  exchangeType?: string
  /** Flight selection progress: 0 outbound, 1 inbound, ... (query field `direction`). */
  direction: number
  /** CALENDAR30 month shown, YYYY-MM (query field `activeMonth`). */
  activeMonth?: string
  /** Selected flights, query fields flight, flight1, ..., read by parseFlightReference. */
  flights: OfferRef[]
  locale?: string
}

/** The search criteria exactly as the experience API takes them. */
export type SearchPayload = SearchCriteriaInput

interface PassengerTypeConfig {
  enabled: boolean
  min: number
  max: number
}

/** Storefront search configuration (`dxSettings.search`, defaults in core/search/config.ts). */
export interface SearchConfig {
  /** Most itinerary parts a multi-city search may have. */
  maxParts: number
  passengerTypes: Record<PassengerType, PassengerTypeConfig>
  /** Most passengers in one booking, infants included. */
  maxPassengers: number
  classesEnabled: boolean
  classes: string[]
  defaultClass: string
  defaultJourneyType: JourneyType
  awardBookingEnabled: boolean
  defaultAwardBooking: boolean
  /** Latest bookable departure, in days from today. */
  bookingHorizonDays: number
  defaultSearchType: SearchType
}
