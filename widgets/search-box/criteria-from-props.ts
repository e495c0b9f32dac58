import type { AttributeProps } from '../../core/element-attributes'
import { daysBetween, formatSearchDate, parseQueryDate, parseSearchDate } from '../../core/dates/dates'
import { lastBookableDay } from '../../core/search/config'
import { criteriaFromQuery } from '../../core/search/criteria-from-query'
import type { SearchConfig, SearchCriteria } from '../../core/search/types'

/** The attributes that pre-fill the search box (README: dx-search-box). */
const ATTRIBUTES: (keyof AttributeProps<'search-box'>)[] = [
  'origin',
  'destination',
  'journeyType',
  'departDate',
  'returnDate',
  'adults',
  'children',
  'infants',
  'cabinClass',
  'promoCode',
]

const AIRPORT = /^[A-Za-z]{3}$/

/**
 * The search the host's attributes describe, or undefined when it sets none (then
 * the last search applies). Counts, class, promo code and journey type go through
 * the query-string rules (criteriaFromQuery); airports and dates may be given alone,
 * and a malformed, past or too distant one is left for the traveller to choose.
 */
export function criteriaFromProps(
  props: AttributeProps<'search-box'>,
  config: SearchConfig,
  today: Date,
): SearchCriteria | undefined {
  if (!ATTRIBUTES.some((name) => props[name]?.trim())) return undefined
  const query = new URLSearchParams()
  const pairs: [string, string | undefined][] = [
    ['ADT', props.adults],
    ['CHD', props.children],
    ['INF', props.infants],
    ['class', props.cabinClass],
    ['promoCode0', props.promoCode],
    ['journeyType', props.journeyType ?? (props.returnDate ? 'round-trip' : undefined)],
  ]
  for (const [name, value] of pairs) if (value) query.set(name, value)
  const { criteria } = criteriaFromQuery(query, config, { today })
  const code = (value: string | undefined) => (value && AIRPORT.test(value.trim()) ? value.trim().toUpperCase() : '')
  const origin = code(props.origin)
  const destination = code(props.destination)
  const day = (value: string | undefined) => {
    const date = value ? (parseSearchDate(value) ?? parseQueryDate(value)) : undefined
    const ok = date && daysBetween(today, date) >= 0 && daysBetween(lastBookableDay(config, today), date) <= 0
    return ok ? formatSearchDate(date) : ''
  }
  criteria.itineraryParts = [{ origin, destination, date: day(props.departDate) }]
  if (criteria.journeyType !== 'one-way')
    criteria.itineraryParts.push({ origin: destination, destination: origin, date: day(props.returnDate) })
  return criteria
}
