import type { TripFragment } from '../api/generated/operations'
import type { TripLookup } from './trip-lookup'

/**
 * The lookup that finds a trip after a change: when the change fixed the spelling of the
 * family name the lookup used, the fixed spelling (the old one no longer finds it); else
 * the lookup as it was.
 */
export function lookupAfterChange(lookup: TripLookup, before: TripFragment, after: TripFragment): TripLookup {
  // A lookup by grant names no one: the grant finds the trip whatever its names become.
  if (!lookup.lastName) return lookup
  const used = lookup.lastName.trim().toLowerCase()
  const fixed = before.order.passengers.find(
    (p) =>
      p.familyName.toLowerCase() === used &&
      after.order.passengers.find((q) => q.id === p.id)?.familyName.toLowerCase() !== used,
  )
  const now = fixed && after.order.passengers.find((p) => p.id === fixed.id)?.familyName
  return now ? { ...lookup, lastName: now } : lookup
}
