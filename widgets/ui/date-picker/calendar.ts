// Calendar arithmetic on local calendar dates (midnight, no time zones involved).
import { addDays } from '../../../core/dates/dates'

export const startOfMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), 1)

/** The same day n months on, or the month's last day when it is shorter (Jan 31 + 1 = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last))
}

export const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

export const clampDate = (date: Date, min: Date, max: Date): Date => (date < min ? min : date > max ? max : date)

/** Whole months from a's month to b's month. */
export const monthsBetween = (a: Date, b: Date): number =>
  (b.getFullYear() - a.getFullYear()) * 12 + b.getMonth() - a.getMonth()

/**
 * The weeks of a month as rows of seven cells, starting on `firstDay` (0 Sunday ...
 * 6 Saturday); cells outside the month are null.
 */
export function monthGrid(month: Date, firstDay: number): (Date | null)[][] {
  const year = month.getFullYear()
  const index = month.getMonth()
  const days = new Date(year, index + 1, 0).getDate()
  const lead = (new Date(year, index, 1).getDay() - firstDay + 7) % 7
  const cells: (Date | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++) cells.push(new Date(year, index, day))
  while (cells.length % 7) cells.push(null)
  const weeks: (Date | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}

/**
 * The day a key moves focus to in a grid of weeks (the ARIA grid pattern of a date
 * picker): arrows by day and week, left and right as the reader sees them (so reversed
 * right to left), PageUp/PageDown by month (with Shift by year), Home/End to the week's
 * first and last day. Undefined for a key the grid does not handle.
 */
export function dayAfterKey(
  key: string,
  day: Date,
  { rtl, firstDay, shift }: { rtl: boolean; firstDay: number; shift: boolean },
): Date | undefined {
  const forward = rtl ? -1 : 1
  const weekday = (day.getDay() - firstDay + 7) % 7
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward)
    case 'ArrowLeft':
      return addDays(day, -forward)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1)
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1)
    case 'Home':
      return addDays(day, -weekday)
    case 'End':
      return addDays(day, 6 - weekday)
    default:
      return undefined
  }
}
