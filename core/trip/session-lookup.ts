import { $account } from '../account/account-store'
import { AGENCY_CHANNEL, signedInAgent } from '../account/agency-channel'
import { tripLookup, type TripLookup } from './trip-lookup'

/**
 * The lookup of a trip the signed-in session opens by its reference alone: an agent in
 * the agency channel opens their agency's bookings with no last name (the server checks
 * that the agency booked it, and answers TRIP_NOT_FOUND for any other trip). Undefined
 * when the session cannot: the trip page then asks for the name as for any guest.
 */
export function sessionLookup(reference: string, channel: string): TripLookup | undefined {
  if (channel !== AGENCY_CHANNEL || !signedInAgent($account.get())) return undefined
  const { lastName: _none, ...lookup } = tripLookup(reference, '')
  return { ...lookup, bySession: true }
}
