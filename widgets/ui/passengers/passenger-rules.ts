import { PASSENGER_TYPES } from '../../../core/search/config'
import type { PassengerCounts, PassengerType, SearchConfig } from '../../../core/search/types'

/** The passenger types the storefront sells, in display order; disabled ones are hidden. */
export const enabledTypes = (config: SearchConfig): PassengerType[] =>
  PASSENGER_TYPES.filter((type) => config.passengerTypes[type].enabled)

export const passengerTotal = (counts: PassengerCounts): number =>
  PASSENGER_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0)

/**
 * Whether one more or one fewer of a type is allowed: the type's configured min and
 * max, the total cap (infants included), and never more infants than adults, since
 * each infant travels on an adult's lap.
 */
export function stepLimits(
  counts: PassengerCounts,
  type: PassengerType,
  config: SearchConfig,
): { canAdd: boolean; canRemove: boolean } {
  const count = counts[type] ?? 0
  const rule = config.passengerTypes[type]
  return {
    canRemove: count > rule.min,
    canAdd:
      count < rule.max &&
      passengerTotal(counts) < config.maxPassengers &&
      (type !== 'INF' || count < (counts.ADT ?? 0)),
  }
}

/** Sets one type's count; fewer adults than infants takes the infants down too, and says so. */
export function setCount(
  counts: PassengerCounts,
  type: PassengerType,
  count: number,
): { counts: PassengerCounts; infantsLowered: boolean } {
  const next = { ...counts, [type]: count }
  const infantsLowered = type === 'ADT' && (next.INF ?? 0) > count
  if (infantsLowered) next.INF = count
  return { counts: next, infantsLowered }
}
