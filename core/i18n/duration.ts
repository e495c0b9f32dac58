import type { MessageParams } from './interpolate'

/** Minutes as the params of the `common.duration` message ("7 h 25 min"). */
export function durationParams(totalMinutes: number): MessageParams {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 }
}
