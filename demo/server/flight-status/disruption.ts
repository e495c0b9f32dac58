// What happens to a flight on a date, fixed by a hash of its number and date so every
// request, process and test sees the same story: ~4% cancelled, ~20% delayed 15-180 min.
import { hash32, unitHash } from '../seed/random'

export type Disruption = { kind: 'onTime' } | { kind: 'delayed'; minutes: number } | { kind: 'cancelled' }

const cancelledShare = 0.04
const delayedShare = 0.2

export function disruptionOf(airlineCode: string, flightNumber: string, flightDate: string): Disruption {
  const key = `${airlineCode}${flightNumber}|${flightDate}`
  const roll = unitHash(key)
  if (roll < cancelledShare) return { kind: 'cancelled' }
  if (roll < cancelledShare + delayedShare) return { kind: 'delayed', minutes: 15 + (hash32(`${key}|delay`) % 166) }
  return { kind: 'onTime' }
}
