import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '../ui/use-store'
import { $account } from '../../core/account/account-store'
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
import type { RecentSearches as RecentSearchesType } from './recent-searches'

/** The signed-in part's code: asked for only once a traveller is signed in. */
const signedInPart = () => import('./recent-searches')

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
  // A recent search the traveller chose fills the form in place of where it started.
  const [chosen, setChosen] = useState<{ criteria: SearchCriteria; count: number }>()
  const initial = chosen?.criteria ?? fromProps ?? lastSearch
  const account = useStore($account)
  const signedIn = account.status === 'signed-in' && account.session.kind === 'TRAVELLER'
  const [Recent, setRecent] = useState<ComponentType<Parameters<typeof RecentSearchesType>[0]>>()
  useEffect(() => {
    if (signedIn) signedInPart().then(({ RecentSearches }) => setRecent(() => RecentSearches), quiet)
  }, [signedIn])
  // Who is signed in is asked when the traveller reaches the box (as its airports are),
  // unless another widget has asked: the API client is not part of the box's first load.
  const asked = useRef(false)
  const ask = () => {
    if (asked.current || $account.get().status !== 'unknown') return
    asked.current = true
    import('../../core/account/ensure-session').then(({ ensureSession }) => ensureSession()).catch(quiet)
  }

  const search = (criteria: SearchCriteria) => {
    $lastSearch.set(criteria)
    if (signedIn) signedInPart().then(({ keepSearch }) => keepSearch(criteria), quiet)
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
    // Not a control: the pointer or focus reaching the box is when to ask who is signed in.
    // biome-ignore lint/a11y/noStaticElementInteractions: no action of its own, only a moment to load in
    <div className="dx-search-box" onPointerEnter={ask} onFocus={ask}>
      <h2>{t('searchBox.title')}</h2>
      {/* A new starting point (another widget searched) starts the form afresh. */}
      {/* The airport list waits for the traveller: at mount its request would bring the
          GraphQL client too, 3 KB of a page of 25; a pre-filled airport shows by code until then. */}
      <SearchForm
        key={`${chosen?.count}${initial ? criteriaToQuery(initial).toString() : ''}`}
        initial={initial}
        config={config}
        onSearch={search}
        airportsOnInteraction={!chosen}
      />
      {signedIn && Recent && (
        <Recent
          config={config}
          onChoose={(criteria) => setChosen((last) => ({ criteria, count: (last?.count ?? 0) + 1 }))}
        />
      )}
    </div>
  )
}

/** A failure here is the API client's to report (core/http); the box works without it. */
const quiet = () => undefined
