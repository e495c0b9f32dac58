import { buildSchema, type GraphQLSchema } from 'graphql'
import schemaText from '../../../core/api/schema.graphql'
import type { ApiDeps } from './context'
import { airports, type AirportsArgs } from './resolvers/airports'
import { flightSchedules, type FlightSchedulesArgs } from './resolvers/flight-schedules'
import { flightStatus, type FlightStatusArgs } from './resolvers/flight-status'

/** The experience-API contract, shared with the client (core/api/schema.graphql). */
export const schema: GraphQLSchema = buildSchema(schemaText)

/** Root resolvers for the Query fields; object fields resolve by property name. */
export function createRootValue(deps: ApiDeps) {
  return {
    airports: (args: AirportsArgs) => airports(deps, args),
    flightStatus: (args: FlightStatusArgs) => flightStatus(deps, args),
    flightSchedules: (args: FlightSchedulesArgs) => flightSchedules(deps, args),
  }
}
