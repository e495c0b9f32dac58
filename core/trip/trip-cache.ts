import type { TripFragment } from '../api/generated/operations'
import { localStore } from '../storage/storage'
import { withoutPersonalData } from './without-personal-data'

/** The flow a cached trip belongs to: manage booking. */
const FLOW = 'MYB'

/** `DX_` (added by core/storage) + the upper-cased reference + `_MYB`: `DX_K7PQ2M_MYB`. */
export function tripCacheKey(reference: string): string {
  return `${reference.trim().toUpperCase()}_${FLOW}`
}

/**
 * The trip kept in this browser for `reference`, read with no server call, or
 * undefined: none kept, storage that cannot be read, a value that is not JSON or not a
 * trip of that reference. It holds no personal data (see withoutPersonalData).
 */
export function readCachedTrip(reference: string): TripFragment | undefined {
  const value = localStore.get<unknown>(tripCacheKey(reference))
  return isTripOf(value, reference) ? value : undefined
}

/**
 * Keeps the trip under its booking reference, without personal data, so a reload of
 * the trip page (whose address has the reference only) shows it at once. Storage that
 * refuses it costs only that.
 */
export function cacheTrip(trip: TripFragment): void {
  localStore.set(tripCacheKey(trip.order.reference), withoutPersonalData(trip))
}

/** Drops the kept trip: it changed, or the traveller left it. */
export function dropCachedTrip(reference: string): void {
  localStore.remove(tripCacheKey(reference))
}

/**
 * Enough of a trip's shape to render it, and the reference it was asked for. A copy kept
 * before trips had a history is no copy: the page asks for the name and reads it live.
 */
function isTripOf(value: unknown, reference: string): value is TripFragment {
  if (typeof value !== 'object' || value === null) return false
  const { order, actions, history } = value as {
    order?: { reference?: unknown; passengers?: unknown }
    actions?: unknown
    history?: unknown
  }
  return (
    typeof order?.reference === 'string' &&
    order.reference.toUpperCase() === reference.trim().toUpperCase() &&
    Array.isArray(order.passengers) &&
    Array.isArray(actions) &&
    Array.isArray(history)
  )
}
