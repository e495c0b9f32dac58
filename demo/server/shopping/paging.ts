// Sort, filters and lazy-loading pages of a part's offers (page size 100).
import { validationError } from '../graphql/errors'
import type { OfferSort, OffersPageInput } from '../graphql/generated/resolvers'
import { requireLimit } from '../graphql/validate-input'
import { cheaper, type PricedOffer } from './offers'

export interface OffersPageRequest {
  offset: number
  limit: number
  sort: OfferSort
  maxStops?: number
  departureFrom: number
  departureTo: number
}

const maxPageSize = 100
const lastMinute = 24 * 60 - 1

function requireWhole(
  argument: string,
  value: number | null | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  const number = value ?? fallback
  if (!Number.isInteger(number) || number < min || number > max) {
    throw validationError('INVALID_PAGE', `page.${argument} must be a whole number from ${min} to ${max}.`)
  }
  return number
}

export function requirePage(input: OffersPageInput | null | undefined): OffersPageRequest {
  const page = input ?? {}
  const departureFrom = requireWhole('departureFrom', page.departureFrom, 0, lastMinute, 0)
  const departureTo = requireWhole('departureTo', page.departureTo, 0, lastMinute, lastMinute)
  if (departureFrom > departureTo) {
    throw validationError(
      'INVALID_PAGE',
      `page.departureFrom (${departureFrom}) is after page.departureTo (${departureTo}); send a window with from <= to, in local minutes after midnight.`,
    )
  }
  return {
    offset: requireWhole('offset', page.offset, 0, Number.MAX_SAFE_INTEGER, 0),
    limit: requireLimit(page.limit ?? maxPageSize, maxPageSize),
    sort: page.sort ?? 'PRICE',
    maxStops:
      page.maxStops === null || page.maxStops === undefined
        ? undefined
        : requireWhole('maxStops', page.maxStops, 0, 9, 0),
    departureFrom,
    departureTo,
  }
}

const byPrice = (a: PricedOffer, b: PricedOffer) =>
  cheaper({ total: a.lowestTotal, points: a.lowestPoints }, { total: b.lowestTotal, points: b.lowestPoints })

const comparators: Record<OfferSort, (a: PricedOffer, b: PricedOffer) => number> = {
  PRICE: (a, b) => byPrice(a, b) || a.departureUtc - b.departureUtc,
  DURATION: (a, b) => a.duration - b.duration || byPrice(a, b),
  DEPARTURE: (a, b) => a.departureUtc - b.departureUtc || byPrice(a, b),
}

export interface OffersPage {
  offers: PricedOffer[]
  offset: number
  totalCount: number
  nextOffset: number | null
}

export function pageOf(offers: readonly PricedOffer[], page: OffersPageRequest): OffersPage {
  const matching = offers
    .filter(
      (offer) =>
        (page.maxStops === undefined || offer.stops <= page.maxStops) &&
        offer.departureMinutes >= page.departureFrom &&
        offer.departureMinutes <= page.departureTo,
    )
    .sort(comparators[page.sort])
  const end = page.offset + page.limit
  return {
    offers: matching.slice(page.offset, end),
    offset: page.offset,
    totalCount: matching.length,
    nextOffset: end < matching.length ? end : null,
  }
}
