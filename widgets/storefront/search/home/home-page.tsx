import { useRef } from 'react'
import { getSettings } from '../../../../core/settings/get-settings'
import { searchConfig } from '../../../../core/search/config'
import { useStore } from '../../../ui/use-store'
import { criteriaToQuery } from '../../../../core/search/criteria-to-query'
import { $lastSearch } from '../../../../core/search/last-search'
import type { SearchCriteria } from '../../../../core/search/types'
import { SearchForm } from '../../../ui/search-form/search-form'
import { searchFormCss } from '../../../ui/search-form/search-form-css'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { addMessages } from '../../../../core/i18n/i18n'
import searchBoxMessages from 'dx-locale:searchBox'
import { criteriaHash, go } from '../../shell/navigate'
import type { PageProps } from '../../shell/page-props'

// The form's en-US strings come with this page's chunk, as they come with <dx-search-box>'s.
addMessages('en-US', searchBoxMessages)

/** home: the search form, filled from the URL's criteria (an expired session, a corrected link) or the last search. */
export function HomePage({ route, criteria, t, titleId }: PageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, searchFormCss)
  const lastSearch = useStore($lastSearch)
  const initial = criteria.itineraryParts.length > 0 ? criteria : lastSearch
  // An agent books for a customer: points are the traveller's own, so the agency channel
  // (b2b, AGENCY_CHANNEL written out, which the first load carries lighter) offers no
  // award booking (docs/decisions/agent-payments.md).
  const config = searchConfig(getSettings().search)
  if (route.channel === 'b2b') config.awardBookingEnabled = config.defaultAwardBooking = false
  const search = (next: SearchCriteria) => {
    $lastSearch.set(next)
    go(criteriaHash(route.channel, 'flight-selection', next))
  }
  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('storefront.home.title')}
      </h2>
      <SearchForm
        key={initial ? criteriaToQuery(initial).toString() : ''}
        initial={initial}
        config={config}
        onSearch={search}
      />
    </section>
  )
}
