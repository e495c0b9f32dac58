import type { TripActionCode, TripFragment } from '../api/generated/operations'

/** What a guest may do with their own order whatever the API says: choose seats, edit passenger details. */
const GUEST_OPTIONS: readonly TripActionCode[] = ['SEATS', 'EDIT_PASSENGERS']

/**
 * Refusals about the order's state, which a guest option does not lift: the request
 * would fail anyway (a cancelled, held or flown order, a schedule change to accept first).
 */
const STATE_REASONS = new Set(['ORDER_CANCELLED', 'ORDER_HELD', 'FLOWN', 'SCHEDULE_CHANGE_PENDING'])

/**
 * A trip whose order type is not one of `agentOrderTypes` (the `agentOrderTypes`
 * setting: orders an agency or call centre made and manages) is the guest's own
 * order: the guest trip options are allowed on it, added when the answer lacks them.
 * An option the API refused for the order's state stays refused. An agent's order
 * keeps the API's answer as it is.
 */
export function withGuestTripOptions(trip: TripFragment, agentOrderTypes: readonly string[]): TripFragment {
  if (agentOrderTypes.includes(trip.orderType)) return trip
  const actions = trip.actions.map((action) =>
    GUEST_OPTIONS.includes(action.code) && !(action.reason && STATE_REASONS.has(action.reason))
      ? { ...action, allowed: true, reason: null }
      : action,
  )
  for (const code of GUEST_OPTIONS)
    if (!actions.some((action) => action.code === code)) actions.push({ code, allowed: true, reason: null })
  return { ...trip, actions }
}
