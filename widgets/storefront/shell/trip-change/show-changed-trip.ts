import { dropExecution } from '../../../../core/execution/execution'
import { retrieveTripLive } from '../../../../core/trip/open-trip-from-hash'
import { dropCachedTrip } from '../../../../core/trip/trip-cache'
import { $trip } from '../../../../core/trip/trip-store'
import { go } from '../navigate'
import { type ChangeOutcome, tripHash } from './change-route'

/**
 * The additions or the new flights are on the order (purchase made): the change's
 * conversation is over, the copy of the trip in this browser is out of date and goes, and
 * the trip is read live again with the lookup that found it. The trip page, in place of
 * the page that paid, says what is booked (`outcome`). After a remote payment (the page
 * was reloaded) the lookup is gone: the trip page asks for the last name.
 */
export function showChangedTrip(channel: string, reference: string, outcome: ChangeOutcome = 'added'): void {
  dropExecution()
  dropCachedTrip(reference)
  const current = $trip.get()
  const lookup =
    current?.status === 'found' && current.trip.order.reference === reference.toUpperCase() ? current.lookup : undefined
  if (lookup) retrieveTripLive(reference, lookup)
  else if (current?.status === 'found') $trip.set(undefined)
  go(tripHash(channel, reference, outcome), true)
}
