import searchFlightsDocument from '../../core/api/search-flights.graphql'
import { graphql } from '../../core/http/graphql'
import { isDxError } from '../../core/http/errors'
import type { SearchPayload } from '../../core/search/types'

// The shapes core/api/*.graphql ask for (core/api/schema.graphql, "Shopping").

/** Integer minor units with a currency code (architecture: money). */
export interface Money {
  amount: number
  currency: string
}

export interface Place {
  code: string
  city: string
  name: string
}

export interface Brand {
  id: string
  name: string
  cabinClass: string
  checkedBags: number
  carryOn: boolean
  seatChoice: 'NONE' | 'PAID' | 'FREE'
  changes: 'NOT_ALLOWED' | 'FEE' | 'FREE'
  refund: 'NOT_ALLOWED' | 'FEE' | 'FULL'
  priorityBoarding: boolean
  loungeAccess: boolean
}

export interface Segment {
  flightNumber: string
  airlineCode: string
  operatingAirlineCode: string
  operatingCarrier: string
  origin: Place
  destination: Place
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: string
  arrival: string
  duration: number
  equipmentName: string
}

export interface BrandOffer {
  brandId: string
  offerRef: string
  seatsLeft: number | null
  pricePerAdult: Money
  total: Money
  pointsPerAdult: number | null
  pointsTotal: number | null
}

export interface FlightOffer {
  id: string
  duration: number
  stops: number
  segments: Segment[]
  brandOffers: BrandOffer[]
  lowestTotal: Money
}

export interface OffersPage {
  offset: number
  totalCount: number
  nextOffset: number | null
  offers: FlightOffer[]
}

export interface CalendarDay {
  date: string
  available: boolean
  lowestTotal: Money | null
  pointsTotal: number | null
}

export interface MatrixCell {
  outboundDate: string
  inboundDate: string
  available: boolean
  lowestTotal: Money | null
  pointsTotal: number | null
}

export interface AirSearchResult {
  searchType: string
  currency: string
  partIndex: number
  origin: Place
  destination: Place
  brands: Brand[]
  offers: OffersPage | null
  calendar: CalendarDay[] | null
  matrix: MatrixCell[] | null
  messages: { code: string; type: string }[]
}

/** A seat, bag or extra in the cart. */
export interface CartItem {
  /** SEAT, BAG, PRIORITY_BOARDING, LOUNGE_ACCESS */
  kind: string
  passengerId: string
  /** Seats: the segment index; others: the part index. */
  index: number
  /** Seat number, or the bag count. */
  detail: string
  price: Money
}

export interface Cart {
  parts: { offerRef: string; brand: { id: string; name: string } }[]
  /** Per passenger type; fare, taxes and total are per passenger. */
  passengers: { passengerType: string; count: number; fare: Money; taxes: Money; total: Money }[]
  fare: Money
  taxes: Money
  /** Seats, bags and extras chosen (included in total); null before the booking pages add any. */
  seats: Money | null
  ancillaries: Money | null
  items: CartItem[] | null
  total: Money
  points: number | null
}

export interface FareRule {
  category: string
  text: string
}

/** The API's OffersPageInput (lazy search, page size 100). */
export interface OffersPageInput {
  offset: number
  limit: number
  sort: 'PRICE' | 'DURATION' | 'DEPARTURE'
  maxStops?: number
  departureFrom?: number
  departureTo?: number
}

/** Variables of searchFlights; selectedOfferRef is a String in the schema. */
export interface SearchVariables {
  criteria: Omit<SearchPayload, 'itineraryParts'> & {
    itineraryParts: { origin: string; destination: string; date: string; selectedOfferRef?: string }[]
  }
  page?: OffersPageInput
}

/**
 * The air search. A fresh search (no part chosen yet) needs nothing of the conversation
 * it was sent in: when that one has ended (a booking finished in this tab, a link
 * opened after a long break), core/http has already dropped its key, and the search is
 * sent once more to start a new conversation instead of telling the traveller their
 * session expired. With a part chosen the choice belongs to the old conversation, so the
 * expiry reaches the page.
 */
export async function searchFlights(variables: SearchVariables): Promise<AirSearchResult> {
  const send = async () =>
    (await graphql<{ searchFlights: AirSearchResult }>(searchFlightsDocument, { ...variables })).searchFlights
  try {
    return await send()
  } catch (error) {
    const fresh = variables.criteria.itineraryParts.every((part) => part.selectedOfferRef === undefined)
    if (fresh && isDxError(error) && error.type === 'EXECUTION_EXPIRED') return send()
    throw error
  }
}
