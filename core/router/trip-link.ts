import { tripLookup, type TripLookup } from '../trip/trip-lookup'
import { parseHash } from './route'

/** Query parameter of a trip link that holds the last name: read once, then taken out of the address. */
export const LAST_NAME_PARAM = 'lastName'

/**
 * What a manage-booking address names: `#/<channel>/myb?pnr=K7PQ2M` (or `orderId=...`),
 * with `lastName=...` when it is a deep link that can retrieve the trip.
 */
export interface TripLink {
  /** The reference, upper-cased, or the order id as written. */
  reference: string
  /** Present when the address carries the last name too. */
  lookup?: TripLookup
}

/**
 * Reads a myb address. With one identifier, six characters are a booking reference and
 * anything else an order id, whichever parameter holds it; with both, each is taken
 * as named. Any other page, or a myb address without an identifier, names no trip.
 */
export function tripLookupFromHash(hash: string, channels: readonly string[]): TripLink | undefined {
  const route = parseHash(hash, channels)
  if (route.page !== 'myb') return undefined
  const pnr = route.query.get('pnr')?.trim() ?? ''
  const orderId = route.query.get('orderId')?.trim() ?? ''
  const lastName = route.query.get(LAST_NAME_PARAM)?.trim() ?? ''
  if (!pnr && !orderId) return undefined
  const named = pnr && orderId ? { pnr: pnr.toUpperCase(), orderId, lastName } : tripLookup(pnr || orderId, lastName)
  const reference = named.pnr ?? named.orderId ?? ''
  return lastName ? { reference, lookup: named } : { reference }
}
