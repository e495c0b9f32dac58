import flightSchedulesDocument from '../../core/api/flight-schedules.graphql'
import type { FlightSchedulesQuery, FlightSchedulesQueryVariables } from '../../core/api/generated/operations'
import { graphql } from '../../core/http/graphql'

// Names for the parts of the generated answer that the schedule widget passes around.

export type FlightSchedule = FlightSchedulesQuery['flightSchedules']
export type ScheduleOption = FlightSchedule['schedules'][number]
export type OperatingDay = ScheduleOption['operatingDays'][number]
/** The schedule the widget asks for: every variable set (departureDate YYYY-MM-DD). */
export type ScheduleVariables = Required<{
  [K in keyof FlightSchedulesQueryVariables]: NonNullable<FlightSchedulesQueryVariables[K]>
}>

export async function fetchFlightSchedule(query: ScheduleVariables): Promise<FlightSchedule> {
  return (await graphql<FlightSchedulesQuery>(flightSchedulesDocument, { ...query })).flightSchedules
}
