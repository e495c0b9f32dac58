import { orCallWhenUnanswered } from '../prefetch/prefetch'
import { setHashQueryParam } from '../router/hash-query'
import { LAST_NAME_PARAM, tripLookupFromHash } from '../router/trip-link'
import { parseHash } from '../router/route'
import { getSettings } from '../settings/get-settings'
import { loadTrip } from './load-trip'
import { dropTripAccess, isTripAccessEnded, tripAccessLookup } from './trip-access'
import { readCachedTrip } from './trip-cache'
import { sessionLookup } from './session-lookup'
import type { TripLookup } from './trip-lookup'
import { $trip, type TripState } from './trip-store'

/**
 * Opens the trip a myb address names, into $trip. A deep link with the last name
 * (`#/b2c/myb?pnr=K7PQ2M&lastName=Lovelace`) is read once: the name leaves the address
 * at once (history.replaceState: no reload, bookmark or Back keeps it) and the trip is
 * retrieved live (`loading`, then `found` or `failed`). The reference stays, so a
 * reload shows the copy kept in this browser. An address with the reference alone
 * shows the current trip when it is that one (dx-trip-lookup found it on this page),
 * else the trip retrieved live with the access grant this tab holds for it (a lookup by
 * name on this page or the one before answered it) or by the signed-in session alone
 * (an agent's agency's booking: session-lookup.ts), else the kept copy, else nothing:
 * the page then asks for the last name. Called by the
 * trip page when its address changes, and early by the prefetch (`prefetch`), whose
 * retrieve, when it gets no answer (offline, timeout, a server failure), is made once
 * more as the page would have made it; an answer of the API (no such trip) stands.
 */
export function openTripFromHash(win: Window = window, { prefetch = false } = {}): void {
  const link = tripLookupFromHash(win.location.hash, getSettings().channels)
  if (!link) return
  const { reference, lookup } = link
  if (lookup) {
    setHashQueryParam(LAST_NAME_PARAM, undefined, win)
    retrieveTripLive(reference, lookup, prefetch)
    return
  }
  const current = $trip.get()
  if (current && isAbout(current, reference)) return
  const granted =
    tripAccessLookup(reference) ??
    sessionLookup(reference, parseHash(win.location.hash, getSettings().channels).channel)
  if (granted) {
    retrieveTripLive(reference, granted, prefetch)
    return
  }
  showCopy(reference)
}

/** The copy kept in this browser (no names), or nothing: the page asks for the last name. */
function showCopy(reference: string): void {
  const cached = readCachedTrip(reference)
  $trip.set(cached ? { status: 'found', trip: cached, lookup: undefined } : undefined)
}

/**
 * Retrieves the trip live into $trip: `loading`, then `found`, or `failed` with the
 * lookup, which stays in memory only, for the trip page's "Try again". A prefetched
 * retrieve that got no answer is made once more before it counts as failed.
 */
export function retrieveTripLive(reference: string, lookup: TripLookup, prefetched = false): void {
  $trip.set({ status: 'loading', reference })
  const retrieve = () => loadTrip(lookup)
  ;(prefetched ? orCallWhenUnanswered(retrieve(), retrieve) : retrieve()).catch((error: unknown) => {
    // A grant that ended is no failure of the traveller's: the page asks for the name.
    if (isTripAccessEnded(error)) {
      dropTripAccess()
      showCopy(reference)
    } else $trip.set({ status: 'failed', reference, error, lookup })
  })
}

/** A found trip answers to its booking reference and to its order id. */
function isAbout(state: TripState, reference: string): boolean {
  const wanted = reference.toUpperCase()
  if (state.status !== 'found') return state.reference.toUpperCase() === wanted
  return state.trip.order.reference.toUpperCase() === wanted || state.trip.orderId.toUpperCase() === wanted
}
