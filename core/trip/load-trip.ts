import type { TripFragment } from '../api/generated/operations'
import { getSettings } from '../settings/get-settings'
import { fetchTrip, type TripFetchType } from './fetch-trip'
import { withGuestTripOptions } from './guest-trip-options'
import { lookupAfterChange } from './lookup-after-change'
import { dropTripAccess, keepTripAccess } from './trip-access'
import { cacheTrip, dropCachedTrip } from './trip-cache'
import type { TripLookup } from './trip-lookup'
import { $trip } from './trip-store'
import { withoutPersonalData } from './without-personal-data'

export type { TripLookup }

/**
 * Finds a trip (`fetchType` default `gql`; see TripFetchType) with the guest trip
 * options applied, keeps a copy without personal data in this browser, and the access
 * grant a lookup by name answers in this tab, and makes it the current trip ($trip). Finding another trip drops the copy of the one before.
 * Rejects with a catalogue error: businessLogic TRIP_NOT_FOUND (reference or name
 * wrong, never saying which), HTTPERROR RATE_LIMITED (429, with retryAfterSeconds),
 * NETWORK_ERROR, ...
 */
export async function loadTrip(lookup: TripLookup, options: { fetchType?: TripFetchType } = {}): Promise<TripFragment> {
  const { trip: answer, live, accessGrant } = await fetchTrip(lookup, options.fetchType ?? 'gql')
  const trip = withGuestTripOptions(answer, getSettings().agentOrderTypes)
  const before = $trip.get()
  if (before?.status === 'found' && before.trip.order.reference !== trip.order.reference)
    dropCachedTrip(before.trip.order.reference)
  if (live) cacheTrip(trip)
  if (accessGrant) keepTripAccess(trip, accessGrant)
  $trip.set({ status: 'found', trip, lookup: live ? lookup : undefined })
  return trip
}

/**
 * The traveller leaves the trip ("Leave trip"): its copy in this browser and its access
 * grant go (the trip page withdraws the grant: end-trip-access.ts), and it stops being
 * the current trip.
 */
export function forgetTrip(reference: string): void {
  dropCachedTrip(reference)
  dropTripAccess()
  const current = $trip.get()
  if (current?.status === 'found' && current.trip.order.reference.toUpperCase() === reference.trim().toUpperCase())
    $trip.set(undefined)
}

/**
 * A call that changed the order answered the trip: it becomes the current trip (with
 * the lookup that found it, in the fixed spelling when the change fixed the name it
 * uses), and the copy in this browser, now out of date, goes.
 */
export function tripChanged(trip: TripFragment): void {
  const current = $trip.get()
  dropCachedTrip(trip.order.reference)
  $trip.set({
    status: 'found',
    trip: withGuestTripOptions(trip, getSettings().agentOrderTypes),
    lookup:
      current?.status === 'found' && current.lookup ? lookupAfterChange(current.lookup, current.trip, trip) : undefined,
  })
}

/**
 * The API refused the grant the current trip was found with (it expired or was
 * withdrawn): it goes from this tab, and the trip page shows the trip without names and
 * asks for the last name, as for the copy kept on this device.
 */
export function tripAccessEnded(): void {
  dropTripAccess()
  const current = $trip.get()
  if (current?.status === 'found' && current.lookup?.accessGrant)
    $trip.set({ status: 'found', trip: withoutPersonalData(current.trip), lookup: undefined })
}
