import type { OfferRef } from '../api/offer-ref'

/**
 * A flight reference from the query string: text after the first
 * dot is removed, and a numeric value is normalised as a number would be ('0042'
 * reads '42'). It stays the API's String (OfferRef). Empty gives undefined.
 */
export function parseFlightReference(value: string): OfferRef | undefined {
  const head = value.split('.')[0]?.trim() ?? ''
  if (!head) return undefined
  return /^\d+$/.test(head) ? String(Number(head)) : head
}
