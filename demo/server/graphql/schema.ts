import { buildSchema, type GraphQLSchema } from 'graphql'
import schemaText from '../../../core/api/schema.graphql'
import type { ApiDeps, RequestContext } from './context'
import { addItinerary, cart, type AddItineraryArgs } from './resolvers/add-itinerary'
import { airports, type AirportsArgs } from './resolvers/airports'
import { fareRules, type FareRulesArgs } from './resolvers/fare-rules'
import { flightSchedules, type FlightSchedulesArgs } from './resolvers/flight-schedules'
import { flightStatus, type FlightStatusArgs } from './resolvers/flight-status'
import { ancillaries, updateAncillaries, type UpdateAncillariesArgs } from './resolvers/ancillaries'
import {
  cardType,
  completeChallenge,
  payHeldOrder,
  paymentOptions,
  purchase,
  type CompleteChallengeArgs,
  type PayHeldOrderArgs,
  type PurchaseArgs,
} from './resolvers/purchase'
import { challengeResult, order, purchaseAttempt } from './resolvers/order'
import {
  combinablePaymentOptions,
  currencyConversionOffer,
  installmentOptions,
  paymentDetails,
} from './resolvers/payment-extras'
import { passengers, updatePassengers, type UpdatePassengersArgs } from './resolvers/passengers'
import { holdSeat, releaseSeat, seatMap, type SeatMapArgs } from './resolvers/seats'
import type { HoldArgs } from '../booking/seats'
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
    passengers: (_args: unknown, context: RequestContext) => passengers(deps, context),
    updatePassengers: (args: UpdatePassengersArgs, context: RequestContext) => updatePassengers(deps, args, context),
    seatMap: (args: SeatMapArgs, context: RequestContext) => seatMap(deps, args, context),
    holdSeat: (args: HoldArgs, context: RequestContext) => holdSeat(deps, args, context),
    releaseSeat: (args: Omit<HoldArgs, 'seatNumber'>, context: RequestContext) => releaseSeat(deps, args, context),
    ancillaries: (_args: unknown, context: RequestContext) => ancillaries(deps, context),
    updateAncillaries: (args: UpdateAncillariesArgs, context: RequestContext) => updateAncillaries(deps, args, context),
    paymentOptions: (_args: unknown, context: RequestContext) => paymentOptions(deps, context),
    cardType: (args: { number: string }) => cardType(args),
    purchase: (args: PurchaseArgs, context: RequestContext) => purchase(deps, args, context),
    completeChallenge: (args: CompleteChallengeArgs) => completeChallenge(deps, args),
    payHeldOrder: (args: PayHeldOrderArgs) => payHeldOrder(deps, args),
    installmentOptions: (args: { cardType: string }, context: RequestContext) =>
      installmentOptions(deps, args, context),
    currencyConversionOffer: (args: { bin: string }, context: RequestContext) =>
      currencyConversionOffer(deps, args, context),
    combinablePaymentOptions: (args: { firstPaymentType: string }, context: RequestContext) =>
      combinablePaymentOptions(deps, args, context),
    paymentDetails: (args: { type: string }) => paymentDetails(args),
    challengeResult: (args: { challengeId: string }) => challengeResult(deps, args),
    order: (args: { reference: string }, context: RequestContext) => order(deps, args, context),
    purchaseAttempt: (args: { idempotencyKey: string }, context: RequestContext) =>
      purchaseAttempt(deps, args, context),
  }
}
