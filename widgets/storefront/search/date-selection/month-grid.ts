import { formatSearchDate, parseSearchDate } from '../../../../core/dates/dates'
import { monthGrid } from '../../../ui/date-picker/calendar'

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7)

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number)
  const date = new Date(year, index - 1 + delta, 1)
  return formatSearchDate(date).slice(0, 7)
}

/** The weeks of a month (YYYY-MM) as rows of seven YYYY-MM-DD dates, null outside it: the search box calendar's grid. */
export function monthWeeks(month: string, firstDay: number): (string | null)[][] {
  const first = parseSearchDate(`${month}-01`)
  return first ? monthGrid(first, firstDay).map((week) => week.map((day) => day && formatSearchDate(day))) : []
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

/**
 * The lowest price of the available entries, to mark every entry at it, ties too; none when
 * no entry costs more (a month of one price far out: "Lowest" on every day says nothing).
 */
export function lowestAmount(
  items: readonly { available: boolean; lowestTotal: { amount: number } | null }[],
): number | undefined {
  const amounts = items.flatMap((item) => (item.available && item.lowestTotal ? [item.lowestTotal.amount] : []))
  const lowest = Math.min(...amounts)
  return amounts.some((amount) => amount > lowest) ? lowest : undefined
}
