// Trip access grants: a lookup by booking reference and last name answers one, and the
// trip page presents it instead of the name, so the traveller types the name once and no
// name is kept in the browser. A grant is opaque (random, no personal data, nothing to
// read in it), names one trip, ends after a fixed lifetime and can be withdrawn. The
// server keeps only a hash of each grant, in memory: a restart ends every grant and the
// traveller types the name once more (docs/decisions/trip-access-grant.md).
import { createHash, randomBytes } from 'node:crypto'

/** How long a grant finds its trip: a manage-booking visit, not a standing login. */
export const tripAccessLifetimeMs = 30 * 60_000

/** Grants kept at once (some 150 bytes each); past them the oldest goes first. */
const maxGrants = 100_000

interface IssuedTripAccess {
  /** The grant itself: 32 random bytes, base64url. */
  grant: string
  expiresAt: number
}

export interface TripAccessStore {
  issue(reference: string, nowMs: number): IssuedTripAccess
  /** The booking reference a grant finds, or undefined: unknown, expired or withdrawn. */
  referenceOf(grant: string, nowMs: number): string | undefined
  /** Withdraws one grant (the traveller left the trip). */
  revoke(grant: string): void
  /** Withdraws every grant of a trip (it was cancelled). */
  revokeTrip(reference: string): void
}

const keyOf = (grant: string): string => createHash('sha256').update(grant).digest('base64url')

export function tripAccessStore(): TripAccessStore {
  // Insertion order is expiry order: every grant lives as long, so the oldest ends first.
  const grants = new Map<string, { reference: string; expiresAt: number }>()
  const dropEnded = (nowMs: number) => {
    for (const [key, held] of grants) {
      if (held.expiresAt > nowMs && grants.size < maxGrants) return
      grants.delete(key)
    }
  }
  return {
    issue(reference, nowMs) {
      dropEnded(nowMs)
      const grant = randomBytes(32).toString('base64url')
      const expiresAt = nowMs + tripAccessLifetimeMs
      grants.set(keyOf(grant), { reference, expiresAt })
      return { grant, expiresAt }
    },
    referenceOf(grant, nowMs) {
      const held = grants.get(keyOf(grant))
      return held && held.expiresAt > nowMs ? held.reference : undefined
    },
    revoke(grant) {
      grants.delete(keyOf(grant))
    },
    revokeTrip(reference) {
      for (const [key, held] of grants) if (held.reference === reference) grants.delete(key)
    },
  }
}
