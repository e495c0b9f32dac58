// Terminal, gate and baggage belt for a leg at an airport: the terminal is where the
// operating carrier sits; gate and belt are stable per flight, leg and date.
import type { Airport } from '../repository/catalog'
import type { Leg } from '../repository/flights'
import { hash32 } from '../seed/random'

export function terminalOf(airport: Airport, operatingAirlineCode: string): string | null {
  const { terminals } = airport.facilities
  return terminals[operatingAirlineCode] ?? terminals['*'] ?? null
}

function legKey(leg: Leg, side: 'departure' | 'arrival'): string {
  return `${leg.airlineCode}${leg.flightNumber}|${leg.flightDate}|${leg.legSeq}|${side}`
}

/** e.g. B32 */
export function gateOf(airport: Airport, leg: Leg, side: 'departure' | 'arrival'): string {
  const hash = hash32(legKey(leg, side))
  const piers = airport.facilities.piers
  const pier = piers[hash % piers.length] ?? ''
  return `${pier}${1 + (Math.floor(hash / 7) % 48)}`
}

export function baggageClaimOf(leg: Leg): string {
  return String(1 + (hash32(legKey(leg, 'arrival')) % 12))
}
