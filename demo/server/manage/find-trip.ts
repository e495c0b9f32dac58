// Finding a trip: a booking reference (six characters) or an order id, and the family
// name of any passenger on the order, or the access grant a lookup by name answered. The
// signed-in owner of the order (the traveller who bought or attached it, or any agent of
// the agency that booked it) needs no name: the reference alone finds their own trip,
// while anyone else's lookup without the name is not found, as a wrong name is. A wrong reference and a wrong name get the same
// error with the same message, so an answer never tells which of the two was wrong, nor
// whether a reference exists. A HELD order whose hold ran out is cancelled, and its seats
// released, before it is answered.
import type { BookingDeps } from '../booking/deps'
import type { OrderDetails } from '../booking/order-details'
import type { OrderView } from '../booking/order-store'
import { businessError, validationError } from '../graphql/errors'
import type { TripLookupInput } from '../graphql/generated/resolvers'
import { namesMatch } from '../../../core/trip/comparable-name'
import { ownsOrder } from '../accounts/order-owner'
import type { SignedIn } from '../graphql/request-context'
import { expireHold } from './expire-hold'

export const tripNotFoundCode = 'TRIP_NOT_FOUND'

const tripNotFound = () =>
  businessError(
    tripNotFoundCode,
    'No trip matches this booking reference or order id and last name; check both as written on the booking confirmation.',
    404,
  )

/** The booking reference the lookup names: its pnr, or the reference of the order with its order id. */
function referenceOf(booking: BookingDeps, lookup: TripLookupInput): string | undefined {
  const identifier = (lookup.pnr?.trim() || lookup.orderId?.trim() || '').toUpperCase()
  if (identifier === '')
    throw validationError('TRIP_LOOKUP_INCOMPLETE', 'Send the booking reference (pnr) or the orderId of the trip.')
  // Six characters are a booking reference; an order id is always longer.
  return identifier.length === 6 ? identifier : booking.orders.referenceOf(identifier)
}

const tripAccessEndedCode = 'TRIP_ACCESS_ENDED'

// Not a failed lookup: a grant is 32 random bytes, which no one guesses, and one that
// ended is the traveller's own, whose next step is to find the trip by name again.
const tripAccessEnded = () =>
  businessError(
    tripAccessEndedCode,
    'This access to the trip has ended (it expired or was withdrawn); find the trip again with its booking reference or order id and last name.',
    401,
  )

/** The order a grant finds: the grant's trip, which the reference or order id sent with it must name. */
function grantedReference(booking: BookingDeps, lookup: TripLookupInput, grant: string, nowMs: number): string {
  const granted = booking.tripAccess.referenceOf(grant, nowMs)
  const named = lookup.pnr?.trim() || lookup.orderId?.trim() ? referenceOf(booking, lookup) : granted
  if (granted === undefined || named !== granted) throw tripAccessEnded()
  return granted
}

export function findTrip(booking: BookingDeps, lookup: TripLookupInput, nowMs: number, signedIn?: SignedIn): OrderView {
  if (lookup.accessGrant) {
    const order = booking.orders.order(grantedReference(booking, lookup, lookup.accessGrant, nowMs))
    if (!order) throw tripAccessEnded()
    return expireHold(booking, order, nowMs)
  }
  const reference = referenceOf(booking, lookup)
  const order = reference === undefined ? undefined : booking.orders.order(reference)
  const details = order && (booking.orders.details(order.reference) as OrderDetails | undefined)
  // Names match as an airline matches them (case, accents and spacing folded): "zoe" finds Zoë.
  const lastName = lookup.lastName ?? ''
  const named = details?.passengers.some((p) => namesMatch(lastName, p.familyName)) ?? false
  if (!order || !(named || ownsOrder(signedIn, order))) throw tripNotFound()
  return expireHold(booking, order, nowMs)
}
