import { addDays, formatSearchDate, parseSearchDate } from '../../../core/dates/dates'

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7)

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number)
  const date = new Date(year, index - 1 + delta, 1)
  return formatSearchDate(date).slice(0, 7)
}

/** First day of the week as the locale counts it: Sunday in the US, Saturday in the Gulf, else Monday. */
export function weekStart(locale: string): number {
  if (locale.endsWith('-US')) return 0
  if (locale.startsWith('ar-')) return 6
  return 1
}

/**
 * The weeks of a month as rows of seven YYYY-MM-DD dates, `null` where a day of
 * the row belongs to the month before or after.
 */
export function monthWeeks(month: string, firstDay: number): (string | null)[][] {
  const first = parseSearchDate(`${month}-01`)
  if (!first) return []
  const weeks: (string | null)[][] = []
  let week: (string | null)[] = Array.from({ length: (first.getDay() - firstDay + 7) % 7 }, () => null)
  for (let day = first; day.getMonth() === first.getMonth(); day = addDays(day, 1)) {
    week.push(formatSearchDate(day))
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)])
  return weeks
}

/**
 * The date the calendar search sends for a month: the part's own date when it is
 * in that month, else the month's first day, never before `today` (the API answers
 * the whole month of the date it is given).
 */
export function searchDateForMonth(month: string, partDate: string, today: string): string {
  const date = monthOf(partDate) === month ? partDate : `${month}-01`
  return date < today ? today : date
}

/** The cheapest available entry (first of equals), to highlight. */
export function cheapest<T extends { available: boolean; lowestTotal: { amount: number } | null }>(items: readonly T[]): T | undefined {
  let best: T | undefined
  for (const item of items) {
    if (item.available && item.lowestTotal && (!best?.lowestTotal || item.lowestTotal.amount < best.lowestTotal.amount)) best = item
  }
  return best
}
