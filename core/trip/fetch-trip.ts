import retrieveTripDocument from '../api/retrieve-trip.graphql'
import type { RetrieveTripQuery, TripFragment } from '../api/generated/operations'
import { DxError, isDxError } from '../http/errors'
import { graphql } from '../http/graphql'
import type { AnsweredGrant } from './trip-access'
import { readCachedTrip } from './trip-cache'
import { lookupReference, type TripLookup } from './trip-lookup'
import { retrieveVariables } from './retrieve-variables'

/**
 * How a trip is fetched: `cache` the copy kept in this browser when there is one
 * (no server call), else as `gql`; `gql` the experience API (a POST), with the REST
 * retrieve when the API itself fails; `url` the REST retrieve alone.
 */
export type TripFetchType = 'cache' | 'url' | 'gql'

export interface FetchedTrip {
  trip: TripFragment
  /** False for the browser's copy, which has no personal data (no names). */
  live: boolean
  /** The access grant a lookup by name answered, kept apart from the trip (and its copy). */
  accessGrant?: AnsweredGrant
}

export async function fetchTrip(lookup: TripLookup, fetchType: TripFetchType): Promise<FetchedTrip> {
  if (fetchType === 'cache') {
    const cached = readCachedTrip(lookupReference(lookup))
    if (cached) return { trip: cached, live: false }
  }
  // Without a last name, a grant or a session that owns the trip the server cannot find
  // it, and asking would count as a failed lookup against the traveller's connection:
  // not found, with no call.
  if (!lookup.lastName?.trim() && !lookup.accessGrant && !lookup.bySession) throw tripNotFound()
  const { accessGrant, ...trip } = fetchType === 'url' ? await retrieveByRest(lookup) : await retrieveByGraphql(lookup)
  return accessGrant ? { trip, live: true, accessGrant } : { trip, live: true }
}

/** The trip as retrieved, with the grant a lookup by name answers. */
type Retrieved = TripFragment & { accessGrant?: AnsweredGrant | null }

async function retrieveByGraphql(lookup: TripLookup): Promise<Retrieved> {
  try {
    return (await graphql<RetrieveTripQuery>(retrieveTripDocument, retrieveVariables(lookup))).retrieveTrip
  } catch (error) {
    if (!apiFailed(error)) throw error
    return retrieveByRest(lookup)
  }
}

/** The REST retrieve's code (and wretch with it) loads only when a trip is fetched through it. */
function retrieveByRest(lookup: TripLookup): Promise<Retrieved> {
  return import('./retrieve-trip-rest').then(({ retrieveTripRest }) => retrieveTripRest(retrieveVariables(lookup)))
}

/**
 * The API could not answer (no response, a server error): the REST service may. An
 * answer about the trip (not found, too many attempts, invalid input) is final.
 */
function apiFailed(error: unknown): boolean {
  if (!isDxError(error)) return false
  if (error.type === 'NETWORK_ERROR') return true
  return error.type === 'HTTPERROR' && (error.status === undefined || error.status >= 500)
}

/** The answer to a wrong reference or name; it never says which of the two was wrong. */
const tripNotFound = () =>
  new DxError({ type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404, message: 'No trip matches this lookup.' })
