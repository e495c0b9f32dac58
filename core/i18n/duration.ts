import type { MessageParams } from './interpolate'

/**
 * Minutes in the words of `t`: "7 h 25 min", and without a zero part, "11 h" or "45 min"
 * (and no time at all "0 min"), as airlines write them (common.duration, durationHours and
 * durationMinutes).
 */
export function durationText(t: (key: string, params?: MessageParams) => string, totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return t('common.durationMinutes', { minutes })
  if (minutes === 0) return t('common.durationHours', { hours })
  return t('common.duration', { hours, minutes })
}
