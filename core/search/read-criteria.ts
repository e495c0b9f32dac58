import { criteriaFromQuery, type QueryReading } from './criteria-from-query'
import { searchConfig } from './config'
import { getSettings } from '../settings/get-settings'
import type { Route } from '../router/route'
import type { PageName } from '../router/pages'
import type { SearchCriteria, SearchType } from './types'

/** The search type each results page asks for. */
export const SEARCH_TYPE_BY_PAGE: Partial<Record<PageName, SearchType>> = {
  'date-selection': 'CALENDAR30',
  matrix: 'FLEXIBLECALENDAR',
  'flight-selection': 'BRANDED',
}

/**
 * The route's query string as search criteria, repaired and clamped by criteriaFromQuery.
 * The query's currency and point of sale come before the settings' (docs/settings.md,
 * Currency choice); with no currency the API prices in the point of sale's, else USD.
 */
export function readCriteria(route: Route, today = new Date()): QueryReading {
  const settings = getSettings()
  const reading = criteriaFromQuery(route.query, searchConfig(settings.search), {
    searchType: SEARCH_TYPE_BY_PAGE[route.page],
    today,
  })
  reading.criteria.currency ??= settings.currency
  reading.criteria.pointOfSale ??= settings.pointOfSale
  return reading
}

/**
 * Selections follow the parts in order (flight, flight1, ...): extra ones are
 * dropped, and a direction past the first part without one means that part.
 */
export function forFlightSelection(criteria: SearchCriteria): SearchCriteria {
  const flights = criteria.flights.slice(0, criteria.itineraryParts.length)
  return { ...criteria, flights, direction: Math.min(criteria.direction, flights.length) }
}
