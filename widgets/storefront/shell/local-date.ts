import { parseSegmentTime } from '../../../core/dates/dates'
import { formatLongDate, formatTime } from '../../../core/i18n/format'

/**
 * An airport-local YYYY-MM-DD (with THH:mm for a car's pick-up or drop-off) in the
 * traveller's words: a partner product's dates are the place's own, never converted, and
 * its time is in the locale's hour cycle (8:40 PM in en-US), as flight times are.
 */
export function localDate(value: string, locale: string): string {
  const [date = '', time] = value.split('T')
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return value
  const day = formatLongDate(new Date(y, m - 1, d), locale)
  const clock = time && parseSegmentTime(value)
  return clock ? `${day} ${formatTime(clock, locale)}` : day
}
