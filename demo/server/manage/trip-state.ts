// Everything the manage-booking calls decide on about one order: its details, the
// segments still to fly, the pending schedule changes, the check-in window and the
// actions those allow.
import type { BookingDeps } from '../booking/deps'
import type { OrderDetails, OrderSegmentRecord } from '../booking/order-details'
import type { OrderView } from '../booking/order-store'
import { businessError } from '../graphql/errors'
import type { TripAction, TripActionCode } from '../graphql/generated/resolvers'
import type { SignedIn } from '../graphql/request-context'
import type { Catalog } from '../repository/catalog'
import { brandById, type Brand } from '../shopping/brands'
import { checkInWindow, type CheckInWindowTimes } from './check-in-window'
import type { ScheduleChangeRecord } from './schedule-change-store'
import { departureInstant, stillToFly } from './segment-instants'
import { tripActions } from './trip-actions'
import { segmentCabin } from './upgrade/segment-cabin'

export interface TripState {
  order: OrderView
  details: OrderDetails
  toFly: OrderSegmentRecord[]
  pendingChanges: ScheduleChangeRecord[]
  checkIn: CheckInWindowTimes
  actions: TripAction[]
}

function brandOf(segment: OrderSegmentRecord): Brand {
  const brand = brandById.get(segment.brand)
  if (!brand) throw new Error(`An order segment has unknown brand ${segment.brand}`)
  return brand
}

/** True when the order is an agency's and `asker` is not one of its agents: the agency manages it. */
const agencyManaged = (order: OrderView, asker: SignedIn | undefined): boolean =>
  order.agencyId !== null && !(asker?.kind === 'AGENT' && asker.agencyId === order.agencyId)

/** The order as it stands, with the actions it allows `asker` (who is signed in; undefined: a guest). */
export function tripState(
  booking: BookingDeps,
  catalog: Catalog,
  order: OrderView,
  nowMs: number,
  asker: SignedIn | undefined,
): TripState {
  const details = booking.orders.details(order.reference) as OrderDetails | undefined
  if (!details) throw new Error(`Order ${order.reference} has no details`)
  const toFly = stillToFly(catalog, details.segments, nowMs)
  const pendingChanges = booking.scheduleChanges.pending(order.reference)
  const checkIn = checkInWindow(
    details.segments.map((s) => departureInstant(catalog, s)),
    nowMs,
  )
  const actions = tripActions({
    status: order.status,
    brandsToFly: toFly.map(brandOf),
    pendingScheduleChanges: pendingChanges.length,
    upgradable: toFly.filter((s) => segmentCabin(s) !== 'Business').length,
    upgraded: toFly.filter((s) => s.upgrade).length,
    checkIn,
    nowMs,
    agencyManaged: agencyManaged(order, asker),
  })
  return { order, details, toFly, pendingChanges, checkIn, actions }
}

const refusalMessages: Record<string, string> = {
  ORDER_CANCELLED: 'This trip is cancelled; book a new one.',
  FLOWN: 'Every flight of this trip has left.',
  ORDER_HELD: 'This trip is held and not paid yet; pay it first (payHeldOrder).',
  ORDER_PAID: 'This trip is paid already.',
  NOTHING_TO_CONFIRM: 'This trip has no schedule change to confirm.',
  SCHEDULE_CHANGE_PENDING:
    'The airline changed the times of this trip; confirm the change first (confirmScheduleChange).',
  CHECKIN_NOT_OPEN: 'Check-in is not open yet: it opens 30 hours before the flight (Trip.checkIn.opensAt).',
  CHECKIN_CLOSED: 'Check-in has closed: it closes 1 hour before the flight.',
  FARE_RULES: 'The fare of this trip does not allow it.',
  UPGRADED: 'A flight of this trip is upgraded; cancel the upgrade first (cancelUpgradeProducts).',
  NOTHING_TO_UPGRADE: 'Every flight still to fly on this trip is in Business already.',
  NOT_UPGRADED: 'No flight still to fly on this trip has an upgrade.',
  AGENCY_MANAGED: 'A travel agency booked this trip and manages its changes; its agent makes them (Order.agency).',
}

/** Throws the businessLogic error (409) naming why the trip does not allow `code` now. */
export function requireAction(state: TripState, code: TripActionCode): void {
  const action = state.actions.find((a) => a.code === code)
  if (!action || action.allowed) return
  const reason = action.reason ?? 'NOT_AVAILABLE'
  throw businessError(reason, refusalMessages[reason] ?? 'This trip does not allow it now.', 409)
}
