import type { TripPart } from './api'

/** Where and when the rental starts and ends, as the trip says: airport-local YYYY-MM-DDTHH:mm. */
export interface Rental {
  airportCode: string
  city: string
  pickUp: string
  dropOff: string
}

/** The days a one-way trip's rental lasts until the traveller says otherwise */
const oneWayDays = 3
/** The longest rental the suppliers take (the API refuses longer) */
const maxDays = 30

const wallClockMs = (local: string): number => Date.parse(`${local}:00Z`)
const localText = (ms: number): string => new Date(ms).toISOString().slice(0, 16)

/**
 * The rental the trip suggests: picked up where and when the first part lands, dropped off
 * when the return leaves, or three days later on a one-way; undefined without flights.
 */
export function rentalOf(parts: readonly TripPart[]): Rental | undefined {
  const arrival = parts[0]?.segments.at(-1)
  if (!arrival) return undefined
  const pickUp = arrival.arrival.slice(0, 16)
  const back = parts[1]?.segments[0]
  const dropOff = back ? back.departure.slice(0, 16) : localText(wallClockMs(pickUp) + oneWayDays * 86_400_000)
  return { airportCode: arrival.destination.code, city: arrival.destination.city, pickUp, dropOff }
}

/** Why the dates cannot be searched (a key of products.cars.dates), or undefined when they can. */
export function datesProblem(pickUp: string, dropOff: string): 'missing' | 'order' | 'tooLong' | undefined {
  const from = wallClockMs(pickUp)
  const to = wallClockMs(dropOff)
  if (Number.isNaN(from) || Number.isNaN(to)) return 'missing'
  if (to <= from) return 'order'
  if (to - from > maxDays * 86_400_000) return 'tooLong'
  return undefined
}
