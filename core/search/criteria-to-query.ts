import { formatQueryDate, parseSearchDate } from '../dates/dates'
import { PASSENGER_TYPES } from './config'
import type { SearchCriteria } from './types'

/**
 * The query-string fields of a search (architecture: URLs), the inverse of
 * criteriaFromQuery: what the search box sends and the storefront keeps in its URL.
 * Personal data never goes here.
 */
export function criteriaToQuery(criteria: SearchCriteria, execution?: string): URLSearchParams {
  const query = new URLSearchParams()
  criteria.itineraryParts.forEach((part, index) => {
    const date = parseSearchDate(part.date)
    query.set(`origin${index}`, part.origin)
    query.set(`destination${index}`, part.destination)
    if (date) query.set(`date${index}`, formatQueryDate(date))
  })
  query.set('journeyType', criteria.journeyType)
  query.set('class', criteria.cabinClass)
  for (const type of PASSENGER_TYPES) {
    const count = criteria.passengers[type]
    if (count) query.set(type, String(count))
  }
  criteria.promoCodes.forEach((code, index) => {
    query.set(`promoCode${index}`, code)
  })
  if (criteria.currency) query.set('currency', criteria.currency)
  if (criteria.pointOfSale) query.set('pointOfSale', criteria.pointOfSale)
  if (criteria.locale) query.set('locale', criteria.locale)
  query.set('awardBooking', String(criteria.awardBooking))
  if (criteria.direction > 0) query.set('direction', String(criteria.direction))
  if (criteria.activeMonth) query.set('activeMonth', criteria.activeMonth)
  criteria.flights.forEach((flight, index) => {
    query.set(index === 0 ? 'flight' : `flight${index}`, flight)
  })
  if (criteria.exchangeType) query.set('exchangeType', criteria.exchangeType)
  if (execution) query.set('execution', execution)
  return query
}
