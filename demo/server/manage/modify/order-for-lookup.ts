// The order a trip lookup names, for starting a change on it: its booking reference and
// the family name of any passenger on it (case and surrounding spaces ignored). Anything
// else answers TRIP_NOT_FOUND with one message that never says which of the two was wrong.
import { businessError } from '../../graphql/errors'
import type { TripLookupInput } from '../../graphql/generated/resolvers'
import type { BookingDeps } from '../../booking/deps'
import type { OrderDetails } from '../../booking/order-details'
import type { OrderView } from '../../booking/order-store'

const tripNotFound = () =>
  businessError(
    'TRIP_NOT_FOUND',
    'No trip matches this booking reference and last name; check both as written on the booking confirmation.',
    404,
  )

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function orderForLookup(
  booking: BookingDeps,
  lookup: TripLookupInput,
): { order: OrderView; details: OrderDetails } {
  const reference = lookup.pnr?.trim().toUpperCase()
  const order = reference ? booking.orders.order(reference) : undefined
  const details = order && (booking.orders.details(order.reference) as OrderDetails | undefined)
  if (!order || !details?.passengers.some((p) => sameName(p.familyName, lookup.lastName))) throw tripNotFound()
  return { order, details }
}
