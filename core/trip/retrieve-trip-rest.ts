import type { RetrieveTripQuery, RetrieveTripQueryVariables } from '../api/generated/operations'
import { DxError } from '../http/errors'
import { rest } from '../http/rest'

/**
 * The REST retrieve: a POST, so the last name travels in the body and never in a URL
 * or a server log. It answers `{ trip }` (with the access grant a lookup by name
 * answers), or an error of the catalogue's shape. The caller gives the body
 * (retrieveVariables): a module this lazy file shared with its importer would be a file
 * of its own, one more request for every page that imports it.
 */
export async function retrieveTripRest(body: RetrieveTripQueryVariables): Promise<RetrieveTripQuery['retrieveTrip']> {
  const answer = await rest<{ trip?: RetrieveTripQuery['retrieveTrip'] }>({
    method: 'POST',
    service: 'retrieveTrip',
    path: '/trips/retrieve',
    body,
    // A trip is read outside any conversation.
    ignoreExecution: true,
  })
  if (!answer.trip)
    throw new DxError({ type: 'HTTPERROR', message: 'The trip service answered without a trip.', body: answer })
  return answer.trip
}
