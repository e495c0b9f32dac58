import { buildSchema, type GraphQLSchema } from 'graphql'
import schemaText from '../../../core/api/schema.graphql'
import type { ApiDeps, RequestContext } from './context'
import { addItinerary, cart, type AddItineraryArgs } from './resolvers/add-itinerary'
import { airports, type AirportsArgs } from './resolvers/airports'
import { fareRules, type FareRulesArgs } from './resolvers/fare-rules'
import { flightSchedules, type FlightSchedulesArgs } from './resolvers/flight-schedules'
import { flightStatus, type FlightStatusArgs } from './resolvers/flight-status'
import { searchFlights, type SearchFlightsArgs } from './resolvers/search-flights'

/** The experience-API contract, shared with the client (core/api/schema.graphql). */
export const schema: GraphQLSchema = buildSchema(schemaText)

/**
 * Root resolvers for the Query and Mutation fields (graphql-js calls them with the
 * arguments and the request context); object fields resolve by property name.
 */
export function createRootValue(deps: ApiDeps) {
  return {
    airports: (args: AirportsArgs) => airports(deps, args),
    flightStatus: (args: FlightStatusArgs) => flightStatus(deps, args),
    flightSchedules: (args: FlightSchedulesArgs) => flightSchedules(deps, args),
    searchFlights: (args: SearchFlightsArgs, context: RequestContext) => searchFlights(deps, args, context),
    addItinerary: (args: AddItineraryArgs, context: RequestContext) => addItinerary(deps, args, context),
    cart: (_args: unknown, context: RequestContext) => cart(deps, context),
    fareRules: (args: FareRulesArgs, context: RequestContext) => fareRules(deps, args, context),
  }
}
