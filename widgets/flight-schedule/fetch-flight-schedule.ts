import flightSchedulesDocument from '../../core/api/flight-schedules.graphql'
import { graphql } from '../../core/http/graphql'

/** Shapes as core/api/flight-schedules.graphql asks for them. */
export interface ScheduleFlight {
  departure: string
  arrival: string
  origin: string
  destination: string
  duration: number
  equipmentType: string
  equipmentName: string
  flightNumber: string
  numberOfStops: number
  operatingCarrier: string
  airlineCode: string
  operatingAirlineCode: string
}

export interface OperatingDay {
  available: boolean
  date: string
  dayOfWeek: number
}

export interface ScheduleOption {
  totalDuration: number
  totalStops: number
  operatingDays: OperatingDay[]
  flights: ScheduleFlight[]
}

interface AirportName {
  code: string
  city: string
  name: string
}

export interface FlightSchedule {
  origin: AirportName
  destination: AirportName
  departureDate: string
  schedules: ScheduleOption[]
}

export interface FlightScheduleQuery {
  origin: string
  destination: string
  /** YYYY-MM-DD */
  departureDate: string
  type: 'ALL' | 'NONSTOP'
}

export async function fetchFlightSchedule(query: FlightScheduleQuery): Promise<FlightSchedule> {
  const data = await graphql<{ flightSchedules: FlightSchedule }>(flightSchedulesDocument, { ...query })
  return data.flightSchedules
}
