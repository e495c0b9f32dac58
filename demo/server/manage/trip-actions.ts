// What a traveller may do with a trip, and why not: one answer per action, in the order
// the schema lists them (TripActionCode).
//  - A CANCELLED order allows nothing (ORDER_CANCELLED); once every flight has left,
//    nothing either (FLOWN).
//  - A HELD order may be paid and its passengers edited; nothing else until it is paid
//    (ORDER_HELD).
//  - A paid order: seats, bags, extras and passenger edits always (a fare without seat
//    choice still sells seats, priced, after booking); a pending schedule change must be
//    accepted before seats, bags, extras, boarding passes or a change of flights
//    (SCHEDULE_CHANGE_PENDING); boarding passes inside the check-in window only; changing
//    flights as the fares of the flights still to fly allow (FARE_RULES when any of them
//    does not); cancelling always, since every fare gives back at least the taxes of
//    flights not flown (what else comes back is the fare's: manage/refund/refund-rules.ts).
//  - Upgrades: a paid order may upgrade while a flight still to fly is below Business
//    and its check-in has not closed (NOTHING_TO_UPGRADE, CHECKIN_CLOSED), with no
//    schedule change waiting; it may cancel an upgrade of a flight still to fly
//    (NOT_UPGRADED without one). While an upgrade stands, changing flights and cancelling
//    the trip wait until it is cancelled (UPGRADED): the upgrade is paid apart from the
//    fare, so its refund is its own.
//  - An agency's order is the agency's to change: asked by anyone but an agent of that
//    agency (a guest by name or grant, a traveller, another agency), every action but
//    boarding passes, paying a hold and accepting new times is refused (AGENCY_MANAGED), after any refusal for the order's state
//    (docs/decisions/agency-managed-actions.md).
import type { Brand } from '../shopping/brands'
import type { TripAction, TripActionCode } from '../graphql/generated/resolvers'
import type { CheckInWindowTimes } from './check-in-window'

export const tripActionCodes: readonly TripActionCode[] = [
  'SEATS',
  'BAGS',
  'EXTRAS',
  'EDIT_PASSENGERS',
  'PAY_HELD',
  'CONFIRM_SCHEDULE_CHANGE',
  'BOARDING_PASS',
  'CHANGE_FLIGHTS',
  'CANCEL',
  'UPGRADE',
  'CANCEL_UPGRADE',
]

export interface TripFacts {
  status: 'CONFIRMED' | 'HELD' | 'CANCELLED'
  /** Fares of the segments still to fly; empty once every flight has left */
  brandsToFly: readonly Brand[]
  pendingScheduleChanges: number
  /** Flights still to fly in a cabin below Business */
  upgradable: number
  /** Flights still to fly with an upgrade bought */
  upgraded: number
  checkIn: CheckInWindowTimes
  nowMs: number
  /** An agency's order asked for by anyone but an agent of that agency */
  agencyManaged: boolean
}

/**
 * What a traveller keeps on an agency's order: check-in with its boarding passes, paying a
 * held order, and accepting the airline's new times (no sale of the agency's changes).
 */
const travellerKeeps: ReadonlySet<TripActionCode> = new Set(['BOARDING_PASS', 'PAY_HELD', 'CONFIRM_SCHEDULE_CHANGE'])

/** Why a paid order with flights to come does not allow `code`; null when it does. */
function paidOrderRefusal(code: TripActionCode, facts: TripFacts): string | null {
  const pending = facts.pendingScheduleChanges > 0
  switch (code) {
    case 'SEATS':
    case 'BAGS':
    case 'EXTRAS':
      return pending ? 'SCHEDULE_CHANGE_PENDING' : null
    case 'EDIT_PASSENGERS':
      return null
    case 'PAY_HELD':
      return 'ORDER_PAID'
    case 'CONFIRM_SCHEDULE_CHANGE':
      return pending ? null : 'NOTHING_TO_CONFIRM'
    case 'BOARDING_PASS':
      if (pending) return 'SCHEDULE_CHANGE_PENDING'
      if (facts.nowMs < facts.checkIn.opensAtMs) return 'CHECKIN_NOT_OPEN'
      return facts.checkIn.open ? null : 'CHECKIN_CLOSED'
    case 'CHANGE_FLIGHTS':
      if (pending) return 'SCHEDULE_CHANGE_PENDING'
      if (facts.upgraded > 0) return 'UPGRADED'
      return facts.brandsToFly.some((b) => b.changes === 'NOT_ALLOWED') ? 'FARE_RULES' : null
    case 'CANCEL':
      return facts.upgraded > 0 ? 'UPGRADED' : null
    case 'UPGRADE':
      if (pending) return 'SCHEDULE_CHANGE_PENDING'
      if (facts.upgradable === 0) return 'NOTHING_TO_UPGRADE'
      return facts.nowMs >= facts.checkIn.closesAtMs ? 'CHECKIN_CLOSED' : null
    case 'CANCEL_UPGRADE':
      return facts.upgraded > 0 ? null : 'NOT_UPGRADED'
  }
}

function refusal(code: TripActionCode, facts: TripFacts): string | null {
  if (facts.status === 'CANCELLED') return 'ORDER_CANCELLED'
  if (facts.brandsToFly.length === 0) return 'FLOWN'
  if (facts.status === 'HELD') return code === 'PAY_HELD' || code === 'EDIT_PASSENGERS' ? null : 'ORDER_HELD'
  return paidOrderRefusal(code, facts)
}

export function tripActions(facts: TripFacts): TripAction[] {
  return tripActionCodes.map((code) => {
    const stateReason = refusal(code, facts)
    const reason =
      stateReason === null && facts.agencyManaged && !travellerKeeps.has(code) ? 'AGENCY_MANAGED' : stateReason
    return { code, allowed: reason === null, reason }
  })
}
