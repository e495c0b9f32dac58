import { $execution } from '../../../../core/execution/execution'
import { criteriaToQuery } from '../../../../core/search/criteria-to-query'
import type { SearchCriteria } from '../../../../core/search/types'
import { pageHash } from '../navigate'
import { keptPartsQuery } from './kept-parts'

/**
 * The first page of a change of flights: the fares by day of the part that changes, its
 * search in the address beside the change
 * (`?<criteria>&keep<i>=<offer>&change=flights&pnr=<reference>&part=<index>&execution=<key>`,
 * keep<i> for each part kept); the pages after it keep the change (criteriaHash).
 */
export function exchangeHash(channel: string, criteria: SearchCriteria, reference: string, part: number): string {
  const query = keptPartsQuery(criteria, criteriaToQuery(criteria, $execution.get()))
  query.set('change', 'flights')
  query.set('pnr', reference)
  query.set('part', String(part))
  return pageHash(channel, 'date-selection', query)
}
