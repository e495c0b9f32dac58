// The legs of every segment of a meta-search request, checked as one itinerary: each
// flight still on sale, each segment leaving where the one before arrived within a legal
// connection time, and each part after the one before. Every problem is collected.
import type { FieldProblem } from '../graphql/errors'
import type { FlightQueries, Leg } from '../repository/flights'
import { maxConnectionMinutes, minConnectionMinutes } from '../schedules/find-options'
import { bookingCutoffMs } from '../shopping/offers'
import { turnsAroundInTime } from '../shopping/turnaround'
import { localDateAt } from '../time/zoned'
import { findSegment } from './find-segment'
import type { MetaSearchRequest, RequestedSegment } from './meta-search-request'

export interface ItineraryDeps {
  flights: FlightQueries
  /** The last date with scheduled flights */
  horizon: string
}

/** Per part, the legs of all its segments in order; or the problems, by segment path. */
export type FoundItinerary = { parts: Leg[][] } | { problems: FieldProblem[] }

export function findItinerary(deps: ItineraryDeps, request: MetaSearchRequest, nowMs: number): FoundItinerary {
  const problems: FieldProblem[] = []
  const parts: Leg[][] = []
  // When the flight before arrives: the segment before in the part, or for a part's first
  // segment the last segment of the part before; undefined when that one was not found.
  let arrivalBefore: number | undefined
  for (const part of request.parts) {
    const legs: Leg[] = []
    for (const [s, segment] of part.segments.entries()) {
      const found = segmentLegs(deps, request, segment, nowMs)
      const from = part.segments[s - 1]
      const problem =
        'problem' in found
          ? found.problem
          : from && from.destination.code !== segment.origin.code
            ? 'NOT_CONNECTING'
            : connectionProblem(arrivalBefore, found.legs, s === 0)
      if (problem) problems.push({ path: segment.path, code: problem })
      const flown = 'legs' in found ? found.legs : []
      legs.push(...flown)
      arrivalBefore = flown.at(-1)?.arrivalUtc
    }
    parts.push(legs)
  }
  return problems.length > 0 ? { problems } : { parts }
}

/**
 * NOT_CONNECTING when a segment leaves outside the connection window after the segment
 * before it, or a part's first segment leaves less than the turnaround after the part
 * before it has arrived (the rule every search and cart follows: shopping/turnaround.ts).
 */
function connectionProblem(arrivalBefore: number | undefined, legs: readonly Leg[], firstOfPart: boolean) {
  const departure = legs[0]?.departureUtc
  if (arrivalBefore === undefined || departure === undefined) return undefined
  const minutes = (departure - arrivalBefore) / 60_000
  if (firstOfPart) return turnsAroundInTime(arrivalBefore, departure) ? undefined : 'NOT_CONNECTING'
  return minutes < minConnectionMinutes || minutes > maxConnectionMinutes ? 'NOT_CONNECTING' : undefined
}

/** The segment's legs, unless its day has passed, is beyond the timetable or it leaves too soon to sell. */
function segmentLegs(
  deps: ItineraryDeps,
  request: MetaSearchRequest,
  segment: RequestedSegment,
  nowMs: number,
): { legs: Leg[] } | { problem: string } {
  const today = localDateAt(nowMs, segment.origin.timeZone)
  if (segment.date < today) return { problem: 'DEPARTED' }
  if (segment.date > deps.horizon) return { problem: 'NOT_OPERATING_ON_DATE' }
  const found = findSegment(deps.flights, request.code, segment, { from: today, to: deps.horizon })
  if ('legs' in found && (found.legs[0]?.departureUtc ?? 0) < nowMs + bookingCutoffMs) return { problem: 'DEPARTED' }
  return found
}
