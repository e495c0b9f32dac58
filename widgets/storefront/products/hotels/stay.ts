// The stay the hotel pages show: near the arrival airport of the outbound flight, from its
// date to the return's (one-way: 2 nights), for every traveller; the address may say other
// dates (the traveller changed them) and which hotel is open.
import { $execution } from '../../../../core/execution/execution'
import type { PageName } from '../../../../core/router/pages'
import { criteriaToQuery } from '../../../../core/search/criteria-to-query'
import type { SearchCriteria } from '../../../../core/search/types'
import { keepChange, pageHash } from '../../shell/navigate'

export interface Stay {
  airportCode: string
  checkinDate: string
  checkoutDate: string
  guests: number
}

const DAY_MS = 86_400_000
const MAX_NIGHTS = 30
const datePattern = /^\d{4}-\d{2}-\d{2}$/
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Nights between two YYYY-MM-DD dates, or 0 when either is not a date. */
export function nightsOf(checkinDate: string, checkoutDate: string): number {
  if (!datePattern.test(checkinDate) || !datePattern.test(checkoutDate)) return 0
  const nights = dayOf(checkoutDate) - dayOf(checkinDate)
  return Number.isFinite(nights) ? nights : 0
}

/** Check-out after check-in, at most 30 nights (the API's rule). */
export const isValidStay = (stay: Pick<Stay, 'checkinDate' | 'checkoutDate'>): boolean => {
  const nights = nightsOf(stay.checkinDate, stay.checkoutDate)
  return nights >= 1 && nights <= MAX_NIGHTS
}

/** The stay of the trip, with the address's dates when it has them. */
export function stayOf(criteria: SearchCriteria, query: URLSearchParams): Stay {
  const [outbound, back] = criteria.itineraryParts
  const checkinDate = query.get('checkin') ?? outbound?.date ?? ''
  const returnDate = back?.date
  const defaultOut =
    returnDate && nightsOf(checkinDate, returnDate) >= 1 ? returnDate : dateOf(dayOf(checkinDate || '1970-01-01') + 2)
  const guests = Object.values(criteria.passengers).reduce((sum, count) => sum + (count ?? 0), 0)
  return {
    airportCode: outbound?.destination ?? '',
    checkinDate,
    checkoutDate: query.get('checkout') ?? defaultOut,
    guests: Math.max(1, guests),
  }
}

/** A hotel page's address: the trip and its conversation, the stay's dates, and the hotel open. */
export function hotelHash(
  channel: string,
  page: PageName,
  criteria: SearchCriteria,
  stay: Pick<Stay, 'checkinDate' | 'checkoutDate'>,
  hotelId?: string,
): string {
  const query = keepChange(criteriaToQuery(criteria, $execution.get()))
  query.set('checkin', stay.checkinDate)
  query.set('checkout', stay.checkoutDate)
  if (hotelId) query.set('hotel', hotelId)
  return pageHash(channel, page, query)
}
