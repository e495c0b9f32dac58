import { isSignedIn } from '../account/is-signed-in'
import { tripLookupFromHash } from '../router/trip-link'
import { getSettings } from '../settings/get-settings'
import { isAbout, retrieveTripLive } from './open-trip-from-hash'
import { $trip } from './trip-store'

/**
 * The trip page's way for a signed-in traveller (or agent): the trip the address names by
 * its reference alone, when nothing better is on its way (a deep link's name, this tab's
 * grant: openTripFromHash runs first), is retrieved live by the reference alone; the API
 * finds an account's own trips (an agency's bookings) without a name, and refuses any
 * other as not found. The copy kept without names gives way to it. Nothing when nobody is
 * signed in.
 */
export function openOwnTrip(win: Window = window): void {
  if (!isSignedIn()) return
  const link = tripLookupFromHash(win.location.hash, getSettings().channels)
  if (!link || link.lookup) return
  const { reference } = link
  const current = $trip.get()
  if (current && isAbout(current, reference) && (current.status !== 'found' || current.lookup)) return
  const value = reference.trim()
  retrieveTripLive(value, value.length === 6 ? { pnr: value.toUpperCase() } : { orderId: value })
}
