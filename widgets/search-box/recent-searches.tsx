import { useEffect, useId, useRef, useState } from 'react'
import { atom } from 'nanostores'
import messages from 'dx-locale:recentSearches'
import keepDocument from '../../core/api/keep-recent-search.graphql'
import recentDocument from '../../core/api/recent-searches.graphql'
import type {
  KeepRecentSearchMutation,
  KeepRecentSearchMutationVariables,
  RecentSearchesQuery,
  RecentSearchesQueryVariables,
} from '../../core/api/generated/operations'
import { parseSearchDate } from '../../core/dates/dates'
import { addMessages } from '../../core/i18n/i18n'
import { formatShortDate } from '../../core/i18n/format'
import { graphql } from '../../core/http/graphql'
import type { SearchConfig, SearchCriteria } from '../../core/search/types'
import { useLazyStyles } from '../ui/adopt-lazy-styles'
import { plural } from '../ui/plural'
import { useAirports } from '../ui/search-form/use-airports'
import { useStore } from '../ui/use-store'
import { useTranslate } from '../ui/use-translate'
import { criteriaOfRecent, recentSearchOf, type RecentSearch } from './recent-search-criteria'
import css from './recent-searches.css'

// This file is the search box's signed-in part: it loads only once a traveller is signed in
// (docs/decisions/recent-searches-in-the-search-box.md), its en-US strings with it.
addMessages('en-US', messages)

/** The account's recent searches as last read or kept; undefined until read. */
const $recent = atom<RecentSearch[] | undefined>(undefined)

// A failure leaves the list as it was: core/http has reported it, and the traveller
// searches as anyone does.
const quietly = () => undefined

/** Reads the account's recent searches, newest first. */
function readRecent(): void {
  graphql<RecentSearchesQuery>(recentDocument, {} satisfies RecentSearchesQueryVariables).then(
    ({ userCriteria }) => $recent.set(userCriteria),
    quietly,
  )
}

/** Keeps a search with the account, after it started (never in its way); the list follows. */
export function keepSearch(criteria: SearchCriteria): void {
  const search = recentSearchOf(criteria)
  if (!search) return
  graphql<KeepRecentSearchMutation>(keepDocument, { search } satisfies KeepRecentSearchMutationVariables).then(
    ({ putUserCriteria }) => $recent.set(putUserCriteria),
    quietly,
  )
}

interface Props {
  config: SearchConfig
  /** Fills the form with a recent search. */
  onChoose(criteria: SearchCriteria): void
}

/**
 * The signed-in traveller's recent searches under the form, each a button that fills the
 * form with it (route, dates, passengers, class); the traveller still presses Search.
 */
export function RecentSearches({ config, onChoose }: Props) {
  const { t, locale } = useTranslate()
  const id = useId()
  const list = useStore($recent)
  const { airports } = useAirports(locale)
  const [filled, setFilled] = useState('')
  const box = useRef<HTMLDivElement>(null)
  useLazyStyles(box, css)
  // Read afresh at each mount: who is signed in may have changed since the last.
  useEffect(() => {
    $recent.set(undefined)
    readRecent()
  }, [])

  const place = (code: string) => airports?.find((airport) => airport.code === code)?.city ?? code
  const day = (value: string) => {
    const date = parseSearchDate(value)
    return date ? formatShortDate(date, locale) : value
  }
  const describe = (search: RecentSearch, criteria: SearchCriteria | undefined) => {
    const route = t('recentSearches.route', { origin: place(search.origin), destination: place(search.destination) })
    const dated = criteria?.itineraryParts[0]?.date
    const dates = !dated
      ? t('recentSearches.newDates')
      : search.returnDate
        ? t('recentSearches.roundTrip', { depart: day(search.departureDate), return: day(search.returnDate) })
        : t('recentSearches.oneWay', { depart: day(search.departureDate) })
    const people = plural(t, locale, 'recentSearches.passengers', search.adults + search.children + search.infants)
    const cabin = t(`searchBox.class.${search.cabinClass}`)
    return { route, details: [dates, people, cabin.startsWith('searchBox.') ? search.cabinClass : cabin].join(' · ') }
  }

  // The box stays while the list is read, so its styles are in place when it shows.
  if (!list?.length) return <div ref={box} />
  return (
    <div ref={box}>
      <section className="dx-recent" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('recentSearches.title')}</h3>
        <ul>
          {list.map((search) => {
            const criteria = criteriaOfRecent(search, config, new Date())
            const { route, details } = describe(search, criteria)
            return (
              <li key={JSON.stringify(search)}>
                <button
                  type="button"
                  className="dx-recent-search"
                  onClick={() => {
                    if (!criteria) return
                    onChoose(criteria)
                    setFilled(t('recentSearches.filled', { route }))
                  }}
                >
                  <span className="dx-recent-route">{route}</span>
                  <span className="dx-recent-details">{details}</span>
                </button>
              </li>
            )
          })}
        </ul>
        <p role="status" className="dx-visually-hidden">
          {filled}
        </p>
      </section>
    </div>
  )
}
