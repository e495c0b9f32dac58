// The e2e tests read the seeded data straight from the experience API, so their
// assertions hold whatever flights the seed generates for today.
import flightSchedulesQuery from '../../core/api/flight-schedules.graphql'
import flightStatusQuery from '../../core/api/flight-status.graphql'
import type {
  FlightSchedulesQuery,
  FlightSchedulesQueryVariables,
  FlightStatusQuery,
  FlightStatusQueryVariables,
} from '../../core/api/generated/operations'

type FlightSchedule = FlightSchedulesQuery['flightSchedules']
type FlightStatus = FlightStatusQuery['flightStatus']

export interface GraphqlError {
  message: string
  extensions?: { type?: string; code?: string; status?: number }
}

export interface GraphqlResponse<T> {
  data?: T | null
  errors?: GraphqlError[]
}

export async function graphql<T>(
  dxOrigin: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${dxOrigin}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as GraphqlResponse<T>
}

/** Today's date as YYYY-MM-DD in UTC (the tests run with TZ=UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10)
}

export interface SeededFlights {
  date: string
  schedule: FlightSchedule
  /** The first nonstop LHR-JFK flight today, and its status. */
  status: FlightStatus
}

/** A real flight and schedule from the seed (the ZZ hubs LHR and JFK), for today. */
export async function seededFlights(dxOrigin: string): Promise<SeededFlights> {
  const date = today()
  const schedules = await graphql<FlightSchedulesQuery>(dxOrigin, flightSchedulesQuery, {
    origin: 'LHR',
    destination: 'JFK',
    departureDate: date,
  } satisfies FlightSchedulesQueryVariables)
  const schedule = schedules.data?.flightSchedules
  const option = schedule?.schedules.find((candidate) => candidate.totalStops === 0) ?? schedule?.schedules[0]
  const flight = option?.flights[0]
  if (!schedule || !flight) throw new Error(`The seed has no LHR-JFK flight on ${date}: ${JSON.stringify(schedules)}`)
  const status = await graphql<FlightStatusQuery>(dxOrigin, flightStatusQuery, {
    flightNumber: flight.flightNumber,
    departureDate: date,
    airlineCode: flight.airlineCode,
  } satisfies FlightStatusQueryVariables)
  if (!status.data?.flightStatus)
    throw new Error(`No status for ${flight.flightNumber} on ${date}: ${JSON.stringify(status)}`)
  return { date, schedule, status: status.data.flightStatus }
}

/** Errors the API answers for a flight number, e.g. FLIGHT_NOT_FOUND for one that does not exist. */
export async function flightStatusErrors(
  dxOrigin: string,
  flightNumber: string,
  date: string,
): Promise<GraphqlError[]> {
  const response = await graphql<FlightStatusQuery>(dxOrigin, flightStatusQuery, {
    flightNumber,
    departureDate: date,
    airlineCode: 'ZZ',
  } satisfies FlightStatusQueryVariables)
  return response.errors ?? []
}
