// A trip of several parts is flown one part after the other: a part leaves only once the
// part before it has landed, with time to turn around (leave the airport, or change
// terminals and check in again). The round-trip matrix, the offers of a part searched
// after or before a chosen one (booking and exchange alike) and the cart all use this rule.
import type { Leg } from '../repository/flights'
import { validationError } from '../graphql/errors'

/** The return must leave at least this long after the outbound lands. */
export const minTurnaroundMs = 2 * 60 * 60_000

/** Whether a part leaving at `departureUtc` can follow one landing at `arrivalUtc`. */
export const turnsAroundInTime = (arrivalUtc: number, departureUtc: number): boolean =>
  departureUtc >= arrivalUtc + minTurnaroundMs

/**
 * The instants a part's flights must fit between: its first flight leaving after the part
 * before it lands, its last landing before the part after it leaves (each with the
 * turnaround). A bound is absent when that neighbour is not chosen.
 */
export interface PartWindow {
  leavesFrom?: number
  landsBy?: number
}

/** The window of a part between the flights chosen for the part before it and for the part after it. */
export function partWindow(before: readonly Leg[] | undefined, after: readonly Leg[] | undefined): PartWindow {
  const landed = before?.at(-1)?.arrivalUtc
  const leaves = after?.[0]?.departureUtc
  return {
    ...(landed === undefined ? {} : { leavesFrom: landed + minTurnaroundMs }),
    ...(leaves === undefined ? {} : { landsBy: leaves - minTurnaroundMs }),
  }
}

/** Whether flights `legs` fit the window. */
export function fitsWindow(legs: readonly Leg[], window: PartWindow): boolean {
  const first = legs[0]
  const last = legs.at(-1)
  if (!first || !last) return false
  return (
    (window.leavesFrom === undefined || first.departureUtc >= window.leavesFrom) &&
    (window.landsBy === undefined || last.arrivalUtc <= window.landsBy)
  )
}

/**
 * Refuses an itinerary whose parts cannot be flown one after the other with ITINERARY_NOT_FLYABLE
 * (400), naming the part that leaves too soon.
 */
export function requireFlyable(parts: readonly (readonly Leg[])[], argument: (index: number) => string): void {
  parts.forEach((legs, i) => {
    const landed = parts[i - 1]?.at(-1)?.arrivalUtc
    const leaves = legs[0]?.departureUtc
    if (landed === undefined || leaves === undefined || turnsAroundInTime(landed, leaves)) return
    throw validationError(
      'ITINERARY_NOT_FLYABLE',
      `${argument(i)} leaves less than ${minTurnaroundMs / 3_600_000} hours after ${argument(i - 1)} lands; search that part again with the other chosen and pick an offer from that search.`,
    )
  })
}
