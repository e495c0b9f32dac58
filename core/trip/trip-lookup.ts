/**
 * What finds a trip: its booking reference (pnr) or its order id, and the last name of
 * a passenger on it, or instead of the name the access grant a lookup by name answered
 * (core/trip/trip-access.ts). The last name is personal data: it goes only in request
 * bodies, never in a URL, storage, log, event or beacon.
 */
export interface TripLookup {
  pnr?: string
  orderId?: string
  lastName?: string
  accessGrant?: string
  /** Found by the signed-in session alone (core/trip/session-lookup.ts): no name, no grant. */
  bySession?: true
}

/** Booking references are six characters; any other identifier is an order id. */
const PNR_LENGTH = 6

/**
 * The lookup for one identifier the traveller typed: six characters are a booking
 * reference (upper-cased, as references are printed), anything else an order id, kept
 * as typed. Surrounding spaces are dropped from both fields.
 */
export function tripLookup(identifier: string, lastName: string): TripLookup {
  const value = identifier.trim()
  return value.length === PNR_LENGTH
    ? { pnr: value.toUpperCase(), lastName: lastName.trim() }
    : { orderId: value, lastName: lastName.trim() }
}

/** The identifier a lookup finds its trip by: the reference when it has one. */
export function lookupReference(lookup: Pick<TripLookup, 'pnr' | 'orderId'>): string {
  return lookup.pnr ?? lookup.orderId ?? ''
}
