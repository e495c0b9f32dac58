import type { TripActionCode } from '../../../core/api/generated/operations'
import type { Trip, TripAction } from '../shell/trip-api'

/**
 * What the trip page offers, in this order: paying a held booking, boarding passes, seats,
 * bags, extras, passenger details, changing flights, cancelling, upgrading and cancelling
 * an upgrade, all of which the page carries out. The schedule change has its own notice.
 */
const LISTED: readonly TripActionCode[] = [
  'PAY_HELD',
  'BOARDING_PASS',
  'SEATS',
  'BAGS',
  'EXTRAS',
  'EDIT_PASSENGERS',
  'CHANGE_FLIGHTS',
  'CANCEL',
  'UPGRADE',
  'CANCEL_UPGRADE',
]

/**
 * Actions shown only when allowed: paying is no question for a paid booking, boarding
 * passes only matter once check-in is open, and an upgrade is cancelled only once bought.
 */
const ONLY_WHEN_ALLOWED: readonly TripActionCode[] = ['PAY_HELD', 'BOARDING_PASS', 'CANCEL_UPGRADE']

/**
 * The actions to list, each allowed or with the reason it is not, as the API answers them.
 * A cancelled booking has none. A pending schedule change blocks what the API says it
 * blocks (seats, bags, extras, a change of flights) and no more: a traveller who does
 * not accept the new times may still cancel for a refund or correct a name.
 */
export function listedActions(trip: Trip): TripAction[] {
  if (trip.order.status === 'CANCELLED') return []
  return LISTED.flatMap((code) => {
    const action = trip.actions.find((a) => a.code === code)
    if (!action) return []
    return action.allowed || !ONLY_WHEN_ALLOWED.includes(code) ? [action] : []
  })
}
