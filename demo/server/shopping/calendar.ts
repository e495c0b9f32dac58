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

type Fare = PricedOffer['brandOffers'][number]

/** In an exchange, how a day is priced: by the fares a change may choose, each as a change of the order. */
export interface DayChange {
  /** False for the fare the order has booked: choosing it changes nothing, so it prices no day. */
  offered(offer: PricedOffer, fare: Fare): boolean
  of(offer: PricedOffer, fare: Fare): ChangeAmounts
}

/** The day's cheapest fare a change may choose, with its offer; none when no fare is left. */
export function lowestChange(options: readonly { offer: PricedOffer }[], change: DayChange) {
  const fares = options.flatMap(({ offer }) =>
    offer.brandOffers
      .filter((fare) => change.offered(offer, fare))
      .map((fare) => ({ offer, fare, total: fare.total, points: fare.pointsTotal })),
  )
  return lowestOf(fares)
}

export function lowFareCalendar(
  fares: DayFares,
  partIndex: number,
  chosen: readonly PartPrice[],
  horizon: string,
  /** In an exchange: each day priced by the fares a change may choose, as a change. */
  change?: DayChange,
): CalendarDay[] {
  const { criteria, nowMs } = fares.request
  const part = criteria.parts[partIndex]
  if (!part) return []
  const today = localDateAt(nowMs, part.origin.timeZone)
  // A later part cannot leave before the chosen one before it.
  const earliest = criteria.parts[partIndex - 1]?.date ?? today
  return monthDays(part.date).map((date) => {
    const bookable = date >= today && date >= earliest && date <= horizon
    const options = bookable ? pricedOptions(fares, partIndex, date, chosen) : []
    // A search outside an exchange takes each option's own lowest price: going through every fare of
    // every option would cost a calendar search CPU for nothing.
    const fare = change && lowestChange(options, change)
    const lowest = change ? fare : lowestOf(options)
    return {
      date,
      available: lowest !== undefined,
      lowestTotal: lowest?.total ?? null,
      pointsTotal: lowest?.points ?? null,
      change: change && fare ? change.of(fare.offer, fare.fare) : null,
    }
  })
}
