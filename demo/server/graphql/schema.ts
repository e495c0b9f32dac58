import { buildSchema, type GraphQLSchema } from 'graphql'
import schemaText from '../../../core/api/schema.graphql'
import type { ApiDeps } from './context'
import type { RootValue } from './root-value'
import { answerAirportNamesInLocale } from './airport-names'
import { addItinerary, cart } from './resolvers/add-itinerary'
import { airports } from './resolvers/airports'
import { fareRules } from './resolvers/fare-rules'
import { flightSchedules } from './resolvers/flight-schedules'
import { flightStatus } from './resolvers/flight-status'
import { ancillaries, updateAncillaries } from './resolvers/ancillaries'
import { cardType, completeChallenge, payHeldOrder, paymentOptions, purchaseMutation } from './resolvers/purchase'
import { challengeResult, order, purchaseAttempt } from './resolvers/order'
import {
  combinablePaymentOptions,
  currencyConversionOffer,
  installmentOptions,
  paymentDetails,
} from './resolvers/payment-extras'
import { passengers, updatePassengers } from './resolvers/passengers'
import { holdSeat, releaseSeat, seatMap } from './resolvers/seats'
import { searchFlights } from './resolvers/search-flights'
import { metaSearch } from './resolvers/meta-search'
import { boardingPasses } from './resolvers/boarding-passes'
import { confirmScheduleChange, endTripAccess, retrieveTrip } from './resolvers/retrieve-trip'
import { startTripChange } from './resolvers/start-trip-change'
import { updateTripPassengers } from './resolvers/update-trip-passengers'
import {
  cancelAndRefundConfirm,
  getCancelAndRefund,
  getCancelAndRefundReview,
} from '../manage/refund/cancel-and-refund'
import { cancelUpgradeConfirm, cancelUpgradeOffers, cancelUpgradeProducts } from '../manage/upgrade/cancel-upgrade'
import { selectUpgrade, upgradeOffers } from '../manage/upgrade/upgrade-conversation'
import {
  agencySignIn,
  requestAgencyResetKey,
  requestPasswordReset,
  resetAgencyPassword,
  resetPassword,
  session,
  signIn,
  signOut,
} from './resolvers/account-session'
import {
  createProfile,
  profile,
  profileDraft,
  putUserCriteria,
  upcomingTrips,
  updateProfile,
  userCriteria,
} from './resolvers/profile'
import { agencyOrders, agencyProfile, createAgencyProfile, updateAgencyProfile } from './resolvers/agency'
import { addAgent, removeAgent, updateAgent } from './resolvers/agency-agents'
import { answerProductFields } from '../products/product-fields'
import { productLifecycleFields } from '../products/lifecycle/root-fields'
import { protectionFields } from '../products/protection/root-fields'
import { carFields } from '../products/cars/root-fields'
import { hotelFields } from '../products/hotels/root-fields'
import { walletFields } from '../checkout/wallet/root-fields'
import { guardedPurchase } from '../checkout/wallet/purchase-guard'
import { withDeps } from './root-deps'

/** The experience-API contract, shared with the client (core/api/schema.graphql). */
export const schema: GraphQLSchema = buildSchema(schemaText)
answerAirportNamesInLocale(schema)
answerProductFields(schema)

/**
 * Root resolvers for the Query and Mutation fields (graphql-js calls them with the
 * arguments and the request context); object fields resolve by property name. Their
 * arguments and answers are the schema's (RootValue, from the generated resolver types).
 */
export function createRootValue(deps: ApiDeps): RootValue {
  return withDeps(root(deps), deps)
}

function root(deps: ApiDeps): RootValue {
  return {
    airports: (args, context) => airports(deps, args, context),
    flightStatus: (args) => flightStatus(deps, args),
    flightSchedules: (args) => flightSchedules(deps, args),
    searchFlights: (args, context) => searchFlights(deps, args, context),
    addItinerary: (args, context) => addItinerary(deps, args, context),
    metaSearch: (args, context) => metaSearch(deps, args, context),
    cart: (_args, context) => cart(deps, context),
    fareRules: (args, context) => fareRules(deps, args, context),
    passengers: (_args, context) => passengers(deps, context),
    updatePassengers: (args, context) => updatePassengers(deps, args, context),
    seatMap: (args, context) => seatMap(deps, args, context),
    holdSeat: (args, context) => holdSeat(deps, args, context),
    releaseSeat: (args, context) => releaseSeat(deps, args, context),
    ancillaries: (_args, context) => ancillaries(deps, context),
    updateAncillaries: (args, context) => updateAncillaries(deps, args, context),
    paymentOptions: (_args, context) => paymentOptions(deps, context),
    cardType: (args) => cardType(args),
    purchase: (args, context) => guardedPurchase(deps, args, context, () => purchaseMutation(deps, args, context)),
    completeChallenge: (args) => completeChallenge(deps, args),
    payHeldOrder: (args, context) => payHeldOrder(deps, args, context),
    installmentOptions: (args, context) => installmentOptions(deps, args, context),
    currencyConversionOffer: (args, context) => currencyConversionOffer(deps, args, context),
    combinablePaymentOptions: (args, context) => combinablePaymentOptions(deps, args, context),
    paymentDetails: (args) => paymentDetails(args),
    challengeResult: (args) => challengeResult(deps, args),
    order: (args, context) => order(deps, args, context),
    purchaseAttempt: (args, context) => purchaseAttempt(deps, args, context),
    retrieveTrip: (args, context) => retrieveTrip(deps, args, context),
    boardingPasses: (args, context) => boardingPasses(deps, args, context),
    updateTripPassengers: (args, context) => updateTripPassengers(deps, args, context),
    confirmScheduleChange: (args, context) => confirmScheduleChange(deps, args, context),
    endTripAccess: (args) => endTripAccess(deps, args),
    startTripChange: (args, context) => startTripChange(deps, args, context),
    getCancelAndRefund: (args, context) => getCancelAndRefund(deps, args, context),
    getCancelAndRefundReview: (args, context) => getCancelAndRefundReview(deps, args, context),
    cancelAndRefundConfirm: (args, context) => cancelAndRefundConfirm(deps, args, context),
    upgradeOffers: (_args, context) => upgradeOffers(deps, context),
    selectUpgrade: (args, context) => selectUpgrade(deps, args, context),
    cancelUpgradeOffers: (args, context) => cancelUpgradeOffers(deps, args, context),
    cancelUpgradeProducts: (args, context) => cancelUpgradeProducts(deps, args, context),
    cancelUpgradeConfirm: (args, context) => cancelUpgradeConfirm(deps, args, context),
    // Accounts (docs/accounts.md): signing in and out, password resets
    session: (args, context) => session(deps, args, context),
    signIn: (args, context) => signIn(deps, args, context),
    signOut: (_args, context) => signOut(deps, context),
    requestPasswordReset: (args, context) => requestPasswordReset(deps, args, context),
    resetPassword: (args, context) => resetPassword(deps, args, context),
    agencySignIn: (args, context) => agencySignIn(deps, args, context),
    requestAgencyResetKey: (args, context) => requestAgencyResetKey(deps, args, context),
    resetAgencyPassword: (args, context) => resetAgencyPassword(deps, args, context),
    // the traveller's profile, trips and recent searches
    profile: (_args, context) => profile(deps, context),
    profileDraft: (args, context) => profileDraft(deps, args, context),
    createProfile: (args, context) => createProfile(deps, args, context),
    updateProfile: (args, context) => updateProfile(deps, args, context),
    upcomingTrips: (_args, context) => upcomingTrips(deps, context),
    userCriteria: (_args, context) => userCriteria(deps, context),
    putUserCriteria: (args, context) => putUserCriteria(deps, args, context),
    // the agency
    agencyProfile: (_args, context) => agencyProfile(deps, context),
    agencyOrders: (_args, context) => agencyOrders(deps, context),
    createAgencyProfile: (args, context) => createAgencyProfile(deps, args, context),
    updateAgencyProfile: (args, context) => updateAgencyProfile(deps, args, context),
    addAgent: (args, context) => addAgent(deps, args, context),
    updateAgent: (args, context) => updateAgent(deps, args, context),
    removeAgent: (args, context) => removeAgent(deps, args, context),
    // Partner products and wallets (docs/products.md): each part answers its own fields
    ...productLifecycleFields(deps),
    ...protectionFields(deps),
    ...carFields(deps),
    ...hotelFields(deps),
    ...walletFields(deps),
  }
}
