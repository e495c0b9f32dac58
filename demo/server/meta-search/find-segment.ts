// A meta-search segment found in the timetable: the dated legs of one flight number from
// the segment's origin to its destination (a through flight has a leg per stop). How it
// is found depends on the link's code (MetaSearchCode in core/api/schema.graphql);
// whatever the code, every field the partner sent must be what the timetable says now.
import type { MetaSearchCode } from '../graphql/generated/resolvers'
import type { FlightQueries, Leg } from '../repository/flights'
import { addDays } from '../time/calendar'
import type { RequestedSegment } from './meta-search-request'

/** Why a segment is not a flight that can be sold (the detail codes of META_SEARCH_FLIGHTS_UNAVAILABLE). */
type SegmentProblem = 'FLIGHT_NOT_FOUND' | 'NOT_OPERATING_ON_DATE' | 'SCHEDULE_MISMATCH'

export type FoundSegment = { legs: Leg[] } | { problem: SegmentProblem }

export interface TimetableWindow {
  /** Today, the first date a flight number is looked for on */
  from: string
  /** The last date with scheduled flights */
  to: string
}

export function findSegment(
  flights: FlightQueries,
  code: MetaSearchCode,
  segment: RequestedSegment,
  window: TimetableWindow,
): FoundSegment {
  const found = code === 'CMP' ? byDepartureTime(flights, segment) : byFlightNumber(flights, segment, window)
  if ('problem' in found) return found
  // FLIGHT_NUMBER names a day, not a time; a flight found by its number needs no number check.
  const compare = { departureTime: code !== 'FLIGHT_NUMBER', flightNumber: code === 'CMP' }
  return matches(found.legs, segment, compare) ? found : { problem: 'SCHEDULE_MISMATCH' }
}

/**
 * The flight by number on the segment's local departure date. A segment that starts at a
 * later stop may belong to the flight of the day before (its first leg left yesterday).
 */
function byFlightNumber(flights: FlightQueries, segment: RequestedSegment, window: TimetableWindow): FoundSegment {
  const airline = segment.airlineCode ?? ''
  const number = segment.flightNumber ?? ''
  const dated = [segment.date, addDays(segment.date, -1)].map((day) => flights.legsOfFlight(airline, number, day))
  const operating = dated.filter((legs) => legs.some((leg) => leg.departureDate === segment.date))
  if (operating.length === 0) {
    const operates = flights.operatingDates(airline, number, window.from, window.to).size > 0
    return { problem: operates ? 'NOT_OPERATING_ON_DATE' : 'FLIGHT_NOT_FOUND' }
  }
  for (const legs of operating) {
    const part = between(legs, segment)
    if (part) return { legs: part }
  }
  return { problem: 'SCHEDULE_MISMATCH' }
}

/** The flight of the airline that leaves the origin at the departure time and reaches the destination. */
function byDepartureTime(flights: FlightQueries, segment: RequestedSegment): FoundSegment {
  const leaving = flights.legsFrom(segment.origin.code, segment.date)
  for (const leg of leaving) {
    if (leg.scheduledDeparture !== segment.departure || leg.airlineCode !== segment.airlineCode) continue
    const part = between(flights.legsOfFlight(leg.airlineCode, leg.flightNumber, leg.flightDate), segment)
    if (part) return { legs: part }
  }
  const flown = leaving.some((leg) => leg.destination === segment.destination.code)
  return { problem: flown ? 'SCHEDULE_MISMATCH' : 'NOT_OPERATING_ON_DATE' }
}

/** The legs of one flight from the segment's origin (leaving on its date) to its destination. */
function between(legs: readonly Leg[], segment: RequestedSegment): Leg[] | undefined {
  const start = legs.findIndex((leg) => leg.origin === segment.origin.code && leg.departureDate === segment.date)
  if (start === -1) return undefined
  const end = legs.findIndex((leg, i) => i >= start && leg.destination === segment.destination.code)
  return end === -1 ? undefined : legs.slice(start, end + 1)
}

/** Every field the partner sent agrees with the timetable. */
function matches(
  legs: readonly Leg[],
  segment: RequestedSegment,
  compare: { departureTime: boolean; flightNumber: boolean },
): boolean {
  const first = legs[0]
  const last = legs.at(-1)
  if (!first || !last) return false
  const stops = legs.slice(0, -1).map((leg) => leg.destination)
  return (
    (!compare.departureTime || first.scheduledDeparture === segment.departure) &&
    (!segment.arrival || last.scheduledArrival === segment.arrival) &&
    (!compare.flightNumber || !segment.flightNumber || first.flightNumber === segment.flightNumber) &&
    (!segment.operatingAirlineCode || first.operatingAirlineCode === segment.operatingAirlineCode) &&
    (!segment.stopAirports || stops.join() === segment.stopAirports.join())
  )
}
