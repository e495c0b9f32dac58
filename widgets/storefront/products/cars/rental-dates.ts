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
/**
 * Time from landing to the desk (taxiing, passport control, baggage), and from the desk
 * back to the return's departure (returning the car, the shuttle, check-in and security),
 * as car rental sites suggest: nobody can take a car at the minute the flight lands or
 * give it back at the minute the return leaves (docs/decisions/car-rental-default-times.md).
 */
const afterLandingMinutes = 45
const beforeDepartureMinutes = 150
const quarterMs = 15 * 60_000
const minuteMs = 60_000
/** The longest rental the suppliers take (the API refuses longer) */
const maxDays = 30

const wallClockMs = (local: string): number => Date.parse(`${local}:00Z`)
const localText = (ms: number): string => new Date(ms).toISOString().slice(0, 16)

/**
 * The rental the trip suggests, at the airport the first part lands at: picked up 45 minutes
 * after landing, on the next quarter hour; dropped off two and a half hours before the return
 * leaves, on the quarter hour before, or three days after pick-up on a one-way. A return too
 * soon for that margin keeps its departure time, which the traveller changes. Undefined
 * without flights.
 */
export function rentalOf(parts: readonly TripPart[]): Rental | undefined {
  const arrival = parts[0]?.segments.at(-1)
  if (!arrival) return undefined
  const landed = wallClockMs(arrival.arrival.slice(0, 16))
  const pickUp = Math.ceil((landed + afterLandingMinutes * minuteMs) / quarterMs) * quarterMs
  const back = parts[1]?.segments[0]
  let dropOff = pickUp + oneWayDays * 86_400_000
  if (back) {
    const departs = wallClockMs(back.departure.slice(0, 16))
    const beforeIt = Math.floor((departs - beforeDepartureMinutes * minuteMs) / quarterMs) * quarterMs
    dropOff = beforeIt > pickUp ? beforeIt : departs
  }
  return {
    airportCode: arrival.destination.code,
    city: arrival.destination.city,
    pickUp: localText(pickUp),
    dropOff: localText(dropOff),
  }
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
