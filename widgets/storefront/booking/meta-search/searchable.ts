import { searchConfig } from '../../../../core/search/config'
import { criteriaFromQuery } from '../../../../core/search/criteria-from-query'
import { criteriaToQuery } from '../../../../core/search/criteria-to-query'
import type { SearchCriteria } from '../../../../core/search/types'
import { getSettings } from '../../../../core/settings/get-settings'

/**
 * Whether flight selection searches these criteria as they are. It reads them from its
 * address as every link is read, and a trip that loses a part there (a day already past,
 * or beyond the booking horizon) goes to the search form instead, to be fixed.
 */
export function searchable(criteria: SearchCriteria, today = new Date()): boolean {
  const config = searchConfig(getSettings().search)
  const { criteria: read, partsDropped } = criteriaFromQuery(criteriaToQuery(criteria), config, { today })
  return read.itineraryParts.length > 0 && !partsDropped
}
