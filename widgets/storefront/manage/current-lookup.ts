import type { TripLookup } from '../../../core/trip/load-trip'

// The trip the traveller opened, kept in memory only (the last name is personal data:
// never in the address, storage or a log), so the trip page finds it again when the
// traveller comes back to it in the same page.

let current: TripLookup | undefined

/** The booking reference or order id a lookup names, upper-cased. */
export const referenceOf = (lookup: TripLookup): string => (lookup.pnr ?? lookup.orderId ?? '').toUpperCase()

export function rememberLookup(lookup: TripLookup | undefined): void {
  current = lookup
}

/** The lookup of the trip open in this page, if any. */
export function rememberedLookup(): TripLookup | undefined {
  return current
}
