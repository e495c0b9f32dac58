import flightStatusDocument from '../api/flight-status.graphql'
import type { FlightStatusQuery, FlightStatusQueryVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'

// Names for the parts of the generated answer that the status widget passes around.

export type FlightStatus = FlightStatusQuery['flightStatus']
export type FlightStatusLeg = FlightStatus['flights'][number]
/** One end of a leg. */
export type FlightStatusPoint = FlightStatusLeg['departureInfo']
export type { FlightStatusQueryVariables }

export async function fetchFlightStatus(query: FlightStatusQueryVariables): Promise<FlightStatus> {
  return (await graphql<FlightStatusQuery>(flightStatusDocument, { ...query })).flightStatus
}
