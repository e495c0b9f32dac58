import type { Trip } from '../../shell/trip-api'
import type { CancelDetails, CancelScope } from './api'

/**
 * What the traveller may choose to cancel, the whole trip first. Only where every fare
 * allows a partial cancel: one passenger (of two or more; an infant is not chosen alone,
 * it goes with its adult), or one part of the trip still to fly, not the first (flights
 * are flown in order, so cancelling a part cancels the parts after it: the first would
 * be the whole trip).
 */
export function scopeChoices(trip: Trip, whole: CancelDetails): CancelScope[] {
  const choices: CancelScope[] = [{ kind: 'trip' }]
  if (!whole.partialAllowed) return choices
  const travellers = trip.order.passengers.filter((p) => whole.passengerIds.includes(p.id) && p.type !== 'INF')
  if (travellers.length > 1) for (const p of travellers) choices.push({ kind: 'passenger', id: p.id })
  const parts = [...whole.partIndexes].sort((a, b) => a - b)
  for (const index of parts.slice(1)) choices.push({ kind: 'part', index })
  return choices
}

/** A choice as a radio button's value. */
export const scopeKey = (scope: CancelScope): string =>
  scope.kind === 'trip' ? 'trip' : scope.kind === 'passenger' ? `passenger:${scope.id}` : `part:${scope.index}`
