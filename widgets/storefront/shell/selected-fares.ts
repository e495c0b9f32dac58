import { sessionStore } from '../../../core/storage/storage'
import type { OfferRef } from '../../../core/api/offer-ref'
import type { Segment } from './api'

/**
 * What the trip summary shows of a chosen fare. The URL holds only its offerRef, so
 * this is kept in session storage for a reload (no personal data in it).
 */
export interface SelectedFare {
  offerRef: OfferRef
  brandId: string
  brandName: string
  segments: Pick<Segment, 'flightNumber' | 'airlineCode' | 'origin' | 'destination' | 'departure' | 'arrival'>[]
}

const KEY = 'storefrontFares'
/** Enough for every part of a changed-twice multi-city trip; older entries go. */
const KEEP = 12

function all(): SelectedFare[] {
  const stored = sessionStore.get<unknown>(KEY)
  return Array.isArray(stored) ? (stored as SelectedFare[]).filter((fare) => typeof fare?.offerRef === 'string') : []
}

export function rememberFare(fare: SelectedFare): void {
  sessionStore.set(KEY, [...all().filter((f) => f.offerRef !== fare.offerRef), fare].slice(-KEEP))
}

export function recallFare(offerRef: OfferRef | undefined): SelectedFare | undefined {
  return offerRef === undefined ? undefined : all().find((fare) => fare.offerRef === offerRef)
}
