import type { TripFragment } from '../api/generated/operations'
import { DxError } from '../http/errors'
import { rest } from '../http/rest'
import { retrieveVariables } from './retrieve-variables'
import type { TripLookup } from './trip-lookup'

/**
 * The REST retrieve: a POST, so the last name travels in the body and never in a URL
 * or a server log. It answers `{ trip }`, or an error of the catalogue's shape.
 */
export async function retrieveTripRest(lookup: TripLookup): Promise<TripFragment> {
  const answer = await rest<{ trip?: TripFragment }>({
    method: 'POST',
    service: 'retrieveTrip',
    path: '/trips/retrieve',
    body: retrieveVariables(lookup),
    // A trip is read outside any conversation.
    ignoreExecution: true,
  })
  if (!answer.trip)
    throw new DxError({ type: 'HTTPERROR', message: 'The trip service answered without a trip.', body: answer })
  return answer.trip
}
