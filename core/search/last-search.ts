import { atom } from 'nanostores'
import { shared } from '../shared-instance'
import { localStore } from '../storage/storage'
import { getSettings } from '../settings/get-settings'
import { searchConfig } from './config'
import { criteriaFromQuery } from './criteria-from-query'
import { criteriaToQuery } from './criteria-to-query'
import type { SearchCriteria } from './types'

const KEY = 'lastSearch'

/**
 * The last search, shared by every widget on the page (a search box and a
 * storefront agree) and kept across visits. It is stored in its query-string form
 * and read back through criteriaFromQuery, so whatever storage holds is validated
 * like a URL: a past date or a garbled value is dropped, never trusted.
 */
export const $lastSearch = shared('lastSearch', () => {
  const stored = localStore.get<unknown>(KEY)
  const $search = atom<SearchCriteria | undefined>(typeof stored === 'string' ? readBack(stored) : undefined)
  $search.listen((criteria) =>
    criteria ? localStore.set(KEY, criteriaToQuery(criteria).toString()) : localStore.remove(KEY),
  )
  return $search
})

function readBack(query: string): SearchCriteria | undefined {
  const { criteria } = criteriaFromQuery(new URLSearchParams(query), searchConfig(getSettings().search), {
    today: new Date(),
  })
  return criteria.itineraryParts.length > 0 ? criteria : undefined
}
