import type { RetrieveTripQueryVariables } from '../api/generated/operations'
import type { TripLookup } from './trip-lookup'

/** The retrieve contract's names, for the GraphQL variables and the REST body alike. */
export function retrieveVariables(lookup: TripLookup): RetrieveTripQueryVariables {
  return { pnr: lookup.pnr, order_id: lookup.orderId, last_name: lookup.lastName, access_grant: lookup.accessGrant }
}
