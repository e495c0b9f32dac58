// When a schedule change is significant: the departure or the arrival moved by 3 hours or
// more, earlier or later. A traveller who does not accept such a change may cancel and get
// back all the trip was paid, as airlines must (docs/decisions/significant-schedule-change.md).
import type { ScheduleChangeRecord } from './schedule-change-store'

const significantMoveMs = 3 * 60 * 60 * 1000

/** Airport-local YYYY-MM-DDTHH:mm:ss read as UTC: both times of a pair are at one airport, so the difference is exact. */
const wallClockMs = (value: string): number => Date.parse(`${value}Z`)

const moved = (before: string, after: string): number => Math.abs(wallClockMs(after) - wallClockMs(before))

export function isSignificant(change: ScheduleChangeRecord): boolean {
  return (
    moved(change.previousDeparture, change.departure) >= significantMoveMs ||
    moved(change.previousArrival, change.arrival) >= significantMoveMs
  )
}
