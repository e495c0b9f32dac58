// The bookings of an account or of an agency, for upcomingTrips and agencyOrders alike:
// upcoming (a flight still to fly, not cancelled) soonest first by the next flight to
// fly, and past (every flight flown, or cancelled) latest first. Times are each
// airport's local time, as the booking shows them.
import type { OrderDetails } from '../booking/order-details'
import type { AccountTrip, AccountTrips } from '../graphql/generated/resolvers'
import type { ApiDeps } from '../graphql/context'
import { expireHold } from '../manage/expire-hold'
import { departureInstant } from '../manage/segment-instants'

/** Whose bookings: a traveller's account, or every agent's of an agency. */
export type TripOwner = { accountId: string } | { agencyId: string }

/** The most bookings one list answers: the ones made last (a list is a page's, not an archive's). */
const maxListedTrips = 200

interface Listed {
  trip: AccountTrip
  /** Upcoming: the next flight's departure; past: the last flight's (UTC ms) */
  at: number
  upcoming: boolean
}

const minutes = (local: string): string => local.slice(0, 16)

function listed(deps: ApiDeps, reference: string, nowMs: number): Listed | undefined {
  const stored = deps.booking.orders.order(reference)
  const details = deps.booking.orders.details(reference) as OrderDetails | undefined
  const first = details?.segments[0]
  const last = details?.segments.at(-1)
  if (!stored || !details || !first || !last) return undefined
  // A hold that ran out is cancelled on this read too, as a lookup would find it.
  const order = expireHold(deps.booking, stored, nowMs)
  const outboundEnd = details.segments.filter((s) => s.partIndex === first.partIndex).at(-1) ?? first
  const lead = details.passengers.find((p) => p.type === 'ADT') ?? details.passengers[0]
  const next = details.segments.map((s) => departureInstant(deps.catalog, s)).find((at) => at > nowMs)
  const upcoming = order.status !== 'CANCELLED' && next !== undefined
  return {
    upcoming,
    at: upcoming && next !== undefined ? next : departureInstant(deps.catalog, last),
    trip: {
      pnr: order.reference,
      orderId: order.orderId,
      status: order.status,
      orderType: order.orderType,
      origin: first.origin,
      destination: outboundEnd.destination,
      departure: minutes(first.departure),
      arrival: minutes(last.arrival),
      passengerCount: details.passengers.length,
      leadPassengerName: lead ? `${lead.givenName} ${lead.familyName}` : '',
    },
  }
}

export function accountTrips(deps: ApiDeps, owner: TripOwner): AccountTrips {
  const [column, id] = 'accountId' in owner ? ['account_id', owner.accountId] : ['agency_id', owner.agencyId]
  const references = deps.booking.db
    .prepare<[string, number], { reference: string }>(
      `SELECT reference FROM orders WHERE ${column} = ? ORDER BY created_at DESC LIMIT ?`,
    )
    .all(id, maxListedTrips)
  const nowMs = deps.now()
  const trips = references.flatMap(({ reference }) => listed(deps, reference, nowMs) ?? [])
  return {
    upcoming: trips
      .filter((t) => t.upcoming)
      .sort((a, b) => a.at - b.at)
      .map((t) => t.trip),
    past: trips
      .filter((t) => !t.upcoming)
      .sort((a, b) => b.at - a.at)
      .map((t) => t.trip),
  }
}
