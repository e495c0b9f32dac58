import { isDxError } from '../http/errors'
import { sessionStore } from '../storage/storage'
import type { TripLookup } from './trip-lookup'

/** `DX_TRIP_ACCESS` in this tab's session storage: one trip's grant at a time. */
const KEY = 'TRIP_ACCESS'

/**
 * The access grant a lookup by name answered, kept so that the trip page (on this page,
 * after a reload, or at `storefrontUrl` in this tab) finds the trip without the name
 * again. The grant is opaque and holds no personal data; session storage ends with the
 * tab, and the grant itself within the half hour (docs/decisions/trip-access-grant.md).
 */
interface HeldAccess {
  reference: string
  orderId: string
  grant: string
  /** ms since the epoch, by this device's clock */
  expiresAt: number
}

export interface AnsweredGrant {
  grant: string
  expiresInSeconds: number
}

const tripAccessEndedCode = 'TRIP_ACCESS_ENDED'

/** The API's answer to a grant that expired or was withdrawn: find the trip by name again. */
export const isTripAccessEnded = (error: unknown): boolean => isDxError(error) && error.code === tripAccessEndedCode

export function keepTripAccess(
  trip: { orderId: string; order: { reference: string } },
  answered: AnsweredGrant,
  nowMs = Date.now(),
): void {
  const held: HeldAccess = {
    reference: trip.order.reference,
    orderId: trip.orderId,
    grant: answered.grant,
    expiresAt: nowMs + answered.expiresInSeconds * 1000,
  }
  sessionStore.set(KEY, held)
}

function heldAccess(): HeldAccess | undefined {
  const held = sessionStore.get<HeldAccess>(KEY)
  return typeof held?.grant === 'string' ? held : undefined
}

/**
 * The lookup by grant for the trip an address names (its reference or order id), while
 * this tab holds a grant to that trip that has not run out; else undefined.
 */
export function tripAccessLookup(identifier: string, nowMs = Date.now()): TripLookup | undefined {
  const held = heldAccess()
  if (!held || held.expiresAt <= nowMs) return undefined
  const wanted = identifier.trim().toUpperCase()
  if (String(held.reference).toUpperCase() === wanted) return { pnr: held.reference, accessGrant: held.grant }
  if (String(held.orderId).toUpperCase() === wanted) return { orderId: held.orderId, accessGrant: held.grant }
  return undefined
}

/** The grant this tab holds, whatever its trip. */
export const heldAccessGrant = (): string | undefined => heldAccess()?.grant

/** Forgets the grant on this device (the API refused it, or a lookup for another trip failed). */
export function dropTripAccess(): void {
  sessionStore.remove(KEY)
}
