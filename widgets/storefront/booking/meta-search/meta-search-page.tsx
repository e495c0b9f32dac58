import messages from 'dx-locale:metaSearch'
import { useEffect, useState } from 'react'
import { addMessages } from '../../../../core/i18n/i18n'
import { Loading, RequestError } from '../../../ui/messages'
import { emit, useWidget } from '../../../ui/widget-context'
// The landing goes on to passengers: that page's code comes with this one.
import { PassengersTitle } from '../passengers/passengers-page'
import { go } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { type Landing, land } from './land'

addMessages('en-US', messages)

/**
 * One landing per link at a time: React's strict mode runs an effect twice, and a
 * second metaSearch would open a second conversation. A landing that has ended leaves,
 * so a retry, or the same link opened again later, asks again.
 */
const landings = new Map<string, Promise<Landing>>()

function landOnce(query: URLSearchParams, channel: string): Promise<Landing> {
  const key = `${channel}?${query}`
  let landing = landings.get(key)
  if (!landing) {
    landing = land(query, channel)
    landings.set(key, landing)
    landing.then(() => landings.delete(key))
  }
  return landing
}

/**
 * meta-search: a partner's link with the traveller's itinerary. It shows what the
 * passengers page shows while it loads (its heading, a loading line), since that is
 * where it lands, so nothing moves when it gets there. A call that got no answer
 * (offline, a server failure) is shown with a retry; every other outcome leaves.
 */
export function MetaSearchPage({ route, t, titleId, sendBack }: BookingPageProps) {
  const { host } = useWidget()
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [attempt, setAttempt] = useState(0)
  const { query, channel } = route
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) lands the same link again
  useEffect(() => {
    let live = true
    setFailure(undefined)
    landOnce(query, channel).then((landing) => {
      if (!live) return
      if ('error' in landing) return setFailure(landing)
      emit(host, 'meta-search', landing.report)
      // In the link's place in the history: Back does not land it again.
      if (landing.message) sendBack(landing.hash, t(`metaSearch.${landing.message}`))
      else go(landing.hash, true)
    })
    return () => {
      live = false
    }
  }, [query.toString(), channel, attempt])

  return (
    <section className="dx-sf-page dx-pax-page" aria-labelledby={titleId} aria-busy={!failure}>
      <PassengersTitle t={t} titleId={titleId} />
      {failure ? (
        <RequestError error={failure.error} t={t} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Loading label={t('metaSearch.loading')} />
      )}
    </section>
  )
}
