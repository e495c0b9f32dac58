// Online check-in opens 30 hours and closes 1 hour before the first departure still to
// fly. Once every segment has left, the window is the last segment's, long closed.
const hourMs = 3_600_000
const opensBeforeMs = 30 * hourMs
const closesBeforeMs = hourMs

export interface CheckInWindowTimes {
  opensAtMs: number
  closesAtMs: number
  open: boolean
}

/** The window for departures (UTC ms, in flight order) at `nowMs`. */
export function checkInWindow(departures: readonly number[], nowMs: number): CheckInWindowTimes {
  const next = departures.find((at) => at > nowMs) ?? departures.at(-1) ?? nowMs
  const opensAtMs = next - opensBeforeMs
  const closesAtMs = next - closesBeforeMs
  return { opensAtMs, closesAtMs, open: nowMs >= opensAtMs && nowMs < closesAtMs }
}
