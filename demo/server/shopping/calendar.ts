// CALENDAR30 (date-selection): the lowest total of each day of the month of the
// searched part's date, running total of the chosen parts included; in an exchange, what
// changing to that lowest fare costs too.
import type { ChangeAmounts } from '../manage/exchange/change-price'
import { addDays } from '../time/calendar'
import { localDateAt } from '../time/zoned'
import { lowestOf, pricedOptions, type DayFares } from './lowest-fares'
import type { PricedOffer } from './offers'
import type { PartPrice } from './pricing'

export interface CalendarDay {
  date: string
  available: boolean
  lowestTotal: number | null
  pointsTotal: number | null
  /** In an exchange: what changing to the day's lowest fare costs; null otherwise or when none */
  change: ChangeAmounts | null
}

function monthDays(date: string): string[] {
  const first = `${date.slice(0, 7)}-01`
  const days: string[] = []
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day)
  return days
}

export function lowFareCalendar(
  fares: DayFares,
  partIndex: number,
  chosen: readonly PartPrice[],
  horizon: string,
  /** In an exchange: what choosing an offer's lowest fare costs as a change of the order. */
  changeOf?: (offer: PricedOffer) => ChangeAmounts | null,
): CalendarDay[] {
  const { criteria, nowMs } = fares.request
  const part = criteria.parts[partIndex]
  if (!part) return []
  const today = localDateAt(nowMs, part.origin.timeZone)
  // A later part cannot leave before the chosen one before it.
  const earliest = criteria.parts[partIndex - 1]?.date ?? today
  return monthDays(part.date).map((date) => {
    const bookable = date >= today && date >= earliest && date <= horizon
    const lowest = bookable ? lowestOf(pricedOptions(fares, partIndex, date, chosen)) : undefined
    return {
      date,
      available: lowest !== undefined,
      lowestTotal: lowest?.total ?? null,
      pointsTotal: lowest?.points ?? null,
      change: lowest && changeOf ? changeOf(lowest.offer) : null,
    }
  })
}
