import { sessionStore } from '../storage/storage'
import type { OfferSort, OffersPageInput } from '../api/generated/operations'

/** Lazy search default page size. */
const PAGE_SIZE = 100

export type StopsFilter = 'any' | '0' | '1'
export type TimeOfDay = 'any' | 'morning' | 'afternoon' | 'evening'

/** How the traveller sorts and narrows the flight list; kept in session storage across a reload. */
export interface OffersFilter {
  sort: OfferSort
  stops: StopsFilter
  time: TimeOfDay
}

export const SORTS: readonly OfferSort[] = ['PRICE', 'DURATION', 'DEPARTURE']
export const STOPS: readonly StopsFilter[] = ['any', '0', '1']
export const TIMES: readonly TimeOfDay[] = ['any', 'morning', 'afternoon', 'evening']
export const DEFAULT_FILTER: OffersFilter = { sort: 'PRICE', stops: 'any', time: 'any' }

/** Departure windows in local minutes after midnight, inclusive (OffersPageInput). */
const WINDOWS: Record<Exclude<TimeOfDay, 'any'>, [number, number]> = {
  morning: [0, 719],
  afternoon: [720, 1079],
  evening: [1080, 1439],
}

const KEY = 'storefrontOffersFilter'

/** The stored filter, each field checked: storage is read like input, never trusted. */
export function readFilter(): OffersFilter {
  const stored = sessionStore.get<Partial<OffersFilter>>(KEY) ?? {}
  return {
    sort: SORTS.includes(stored.sort as OfferSort) ? (stored.sort as OfferSort) : DEFAULT_FILTER.sort,
    stops: STOPS.includes(stored.stops as StopsFilter) ? (stored.stops as StopsFilter) : DEFAULT_FILTER.stops,
    time: TIMES.includes(stored.time as TimeOfDay) ? (stored.time as TimeOfDay) : DEFAULT_FILTER.time,
  }
}

export function saveFilter(filter: OffersFilter): void {
  sessionStore.set(KEY, filter)
}

/** The `page` argument of searchFlights for a filter, from `offset`. */
export function offersPageInput(filter: OffersFilter, offset = 0): OffersPageInput {
  const page: OffersPageInput = { offset, limit: PAGE_SIZE, sort: filter.sort }
  if (filter.stops !== 'any') page.maxStops = Number(filter.stops)
  if (filter.time !== 'any') [page.departureFrom, page.departureTo] = WINDOWS[filter.time]
  return page
}
