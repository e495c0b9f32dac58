import type { PageName } from '../../../core/router/pages'
import type { SearchCriteria } from '../../../core/search/types'
import { criteriaHash, go } from './navigate'

/** The booking pages after flight selection, in order. */
const BOOKING_PAGES = ['passengers', 'seat-selection', 'ancillaries', 'payment'] as const satisfies readonly PageName[]

export type BookingPage = (typeof BOOKING_PAGES)[number]

/** The page after `page` in the booking flow; payment is followed by confirmation. */
export function nextBookingPage(page: BookingPage): PageName {
  return BOOKING_PAGES[BOOKING_PAGES.indexOf(page) + 1] ?? 'confirmation'
}

/** Goes on to the next booking page, keeping the trip (criteria, flights, execution) in the URL. */
export function goToNextBookingPage(channel: string, page: BookingPage, criteria: SearchCriteria): void {
  go(criteriaHash(channel, nextBookingPage(page), criteria))
}
