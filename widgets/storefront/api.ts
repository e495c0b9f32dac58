import type { AirSearchResult } from '../../core/search/search-flights'

// The shapes core/api/*.graphql ask for (core/api/schema.graphql, "Shopping (issue 3)").

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

/** A fare brand as the search answers it; what it includes is shown per brand (results.brand.*). */
export type Brand = AirSearchResult['brands'][number]

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

/** A seat, bag or extra in the cart (issue 4). */
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
