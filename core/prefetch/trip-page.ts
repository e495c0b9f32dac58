import { tripLookupFromHash } from '../router/trip-link'
import { getSettings } from '../settings/get-settings'
import { openTripFromHash } from '../trip/open-trip-from-hash'

/**
 * The trip details page: a deep link with both the reference and the last name
 * starts the retrieve before the storefront's code arrives; the trip page finds it
 * in $trip (loading, then found) instead of asking again. A retrieve that got no answer
 * is made once more, as the page would have; a trip not found stands.
 */
export function prefetchTripPage(): void {
  if (tripLookupFromHash(location.hash, getSettings().channels)?.lookup) openTripFromHash(window, { prefetch: true })
}
