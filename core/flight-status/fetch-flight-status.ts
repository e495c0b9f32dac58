import flightStatusDocument from '../api/flight-status.graphql'
import { graphql } from '../http/graphql'

export type FlightStatusCode = 'SCHEDULED' | 'BOARDING' | 'DEPARTED' | 'DELAYED' | 'LANDED' | 'CANCELLED'

/** One end of a leg, as core/api/flight-status.graphql asks for it (spec section 3). */
export interface FlightStatusPoint {
  airportCode: string
  airport: { code: string; name: string; city: string }
  scheduledDateTime: string
  estimatedDateTime: string | null
  actualDateTime: string | null
  flightStatus: FlightStatusCode
  gate: string | null
  terminal: string | null
  baggageClaimAreaCode: string | null
}

export interface FlightStatusLeg {
  equipmentType: string
  equipmentName: string
  duration: number
  departureInfo: FlightStatusPoint
  arrivalInfo: FlightStatusPoint
}

export interface FlightStatus {
  airlineCode: string
  flightNumber: string
  date: string
  flights: FlightStatusLeg[]
}

export interface FlightStatusQuery {
  airlineCode: string
  flightNumber: string
  /** YYYY-MM-DD */
  departureDate: string
  origin?: string
  destination?: string
}

export async function fetchFlightStatus(query: FlightStatusQuery): Promise<FlightStatus> {
  const data = await graphql<{ flightStatus: FlightStatus }>(flightStatusDocument, { ...query })
  return data.flightStatus
}
