import { useMemo } from 'react'
import { useStore } from '../ui/use-store'
import type { AttributeProps } from '../../core/element-attributes'
import { $execution } from '../../core/execution/execution'
import { getSettings } from '../../core/settings/get-settings'
import { searchConfig } from '../../core/search/config'
import { criteriaToQuery } from '../../core/search/criteria-to-query'
import { $lastSearch } from '../../core/search/last-search'
import type { SearchCriteria } from '../../core/search/types'
import { useTranslate } from '../ui/use-translate'
import { emit, useWidget } from '../ui/widget-context'
import { criteriaFromProps } from './criteria-from-props'
import { SearchForm } from '../ui/search-form/search-form'
import { storefrontUrl } from './storefront-url'

/**
 * `<dx-search-box origin? destination? journey-type? depart-date? return-date?
 * adults? children? infants? cabin-class? promo-code?>`: the flight search form. It
 * starts from its attributes, else from the last search on this page or visit; a
 * search is remembered, announced as `dx:search` and opens flight selection.
 */
export function SearchBox(props: AttributeProps<'search-box'>) {
  const { t } = useTranslate()
  const { host } = useWidget()
  const config = useMemo(() => searchConfig(getSettings().search), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes arrive as a new object each render; their text is what changes
  const fromProps = useMemo(() => criteriaFromProps(props, config, new Date()), [JSON.stringify(props), config])
  const lastSearch = useStore($lastSearch)
  const initial = fromProps ?? lastSearch

  const search = (criteria: SearchCriteria) => {
    $lastSearch.set(criteria)
    emit(host, 'search', criteria)
    const settings = getSettings()
    const samePage = document.querySelector('dx-storefront, #app') !== null
    const url = storefrontUrl(criteria, {
      samePage,
      storefrontUrl: settings.storefrontUrl,
      baseUrl: settings.baseUrl,
      pageUrl: location.href,
      execution: $execution.get(),
    })
    if (samePage) location.hash = url
    else location.assign(url)
  }

  return (
    <div className="dx-search-box">
      <h2>{t('searchBox.title')}</h2>
      {/* A new starting point (another widget searched) starts the form afresh. */}
      {/* The airport list waits for the traveller: at mount its request would bring the
          GraphQL client too, 3 KB of a page of 25; a pre-filled airport shows by code until then. */}
      <SearchForm
        key={initial ? criteriaToQuery(initial).toString() : ''}
        initial={initial}
        config={config}
        onSearch={search}
        airportsOnInteraction
      />
    </div>
  )
}
