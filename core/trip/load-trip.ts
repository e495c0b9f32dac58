import retrieveTripDocument from '../api/retrieve-trip.graphql'
import type { RetrieveTripQuery, RetrieveTripQueryVariables, TripFragment } from '../api/generated/operations'
import { DxError } from '../http/errors'
import { graphql } from '../http/graphql'
import { localStore } from '../storage/storage'

// Stand-in of the trip page's branch for the retrieval module (cache rules, REST
// fallback), written by its own branch: only the live GraphQL retrieve is here.

/** How a traveller names a trip: its booking reference or order id, and a passenger's last name (personal data: memory only). */
export interface TripLookup {
  pnr?: string
  orderId?: string
  lastName: string
}

/** The answer a wrong reference or name gets; it never says which of the two was wrong. */
const notFound = () =>
  new DxError({ type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404, message: 'No trip for this lookup.' })

/**
 * The trip, read with retrieveTrip (a POST: the last name goes in the body only). Without
 * a last name the server cannot be asked, so the trip is not found.
 */
export async function loadTrip(
  lookup: TripLookup,
  _options?: { fetchType?: 'cache' | 'url' | 'gql' },
): Promise<TripFragment> {
  if (!lookup.lastName.trim()) throw notFound()
  const variables: RetrieveTripQueryVariables = {
    pnr: lookup.pnr ?? null,
    order_id: lookup.orderId ?? null,
    last_name: lookup.lastName,
  }
  return (await graphql<RetrieveTripQuery>(retrieveTripDocument, variables)).retrieveTrip
}

/** Drops the trip's cache entry (key: upper-cased reference and the flow MYB): the order changed, or the traveller left it. */
export function forgetTrip(reference: string): void {
  localStore.remove(`${reference.toUpperCase()}_MYB`)
}
