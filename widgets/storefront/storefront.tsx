import { AGENCY_CHANNEL } from '../../core/account/agency-channel'
import { prepareFormats } from '../../core/i18n/format'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { AttributeProps } from '../../core/element-attributes'
import { DOCUMENT_REFUSED_CODE, isDxError } from '../../core/http/errors'
import { parseHash } from '../../core/router/route'
import { getSettings } from '../../core/settings/get-settings'
import type { SearchCriteria } from '../../core/search/types'
import { ErrorBoundary } from '../ui/error-boundary'
import { StepIndicator } from '../ui/step-indicator'
import { useTranslate } from '../ui/use-translate'
import { emit, useWidget } from '../ui/widget-context'
import { useHash, withoutExecution } from './shell/use-hash'
import { forFlightSelection, readCriteria, SEARCH_TYPE_BY_PAGE } from '../../core/search/read-criteria'
import { criteriaHash, go } from './shell/navigate'
import { FLOW_STEPS, stepOfPage } from './shell/steps'
import { stepLinks } from './shell/step-links'
import { useCart } from './shell/use-cart'
import { bookedIn, lastExecution, showBookedTrip } from './shell/booked-trip'
import type { BookingPageProps } from './shell/page-props'
import { lazyComponent } from '../ui/lazy-component'
import { firstPagePainted, routeOf } from './routes'
import { PageLoading } from './shell/page-loading'

// The trip summary is its own chunk, asked for once the first page has arrived and been
// painted: the page is what the traveller came for, and its first paint must not wait
// behind the summary's files (on a phone the summary starts below the fold).
const TripSummary = lazyComponent(() =>
  firstPagePainted.then(() => import('./shell/trip-summary')).then((m) => m.TripSummary),
)

// What was corrected in a faulty link: its own chunk, which only such a link loads.
const QueryProblems = lazyComponent(() => import('./shell/query-problems').then((m) => m.QueryProblems))

// The agency channel's frame (who is signed in, or the sign-in it asks for first) is its
// own chunk, loaded only in that channel.
const AgencyChannel = lazyComponent(() => import('./agency/agency-channel').then((m) => m.AgencyChannel), PageLoading)

/** The criteria of a fresh search: no selections, no month, no direction. */
const searchOnly = (criteria: SearchCriteria): SearchCriteria => ({
  ...criteria,
  flights: [],
  direction: 0,
  activeMonth: undefined,
})

/**
 * `<dx-storefront>` / `#app`: the booking flow over hash routes
 * `#/<channel>/<page>?<query>`, with a step indicator and a trip
 * summary. Everything it needs after a reload is in the URL (criteria, flight,
 * flight1..., direction, execution) or in session storage (no personal data).
 */
export function Storefront(_props: AttributeProps<'storefront'>) {
  const { t, locale } = useTranslate()
  const { host } = useWidget()
  const titleId = useId()
  const hash = useHash()
  const route = useMemo(() => parseHash(hash, getSettings().channels), [hash])
  const { criteria: read, problems, partsDropped, draft, lastDay } = useMemo(() => readCriteria(route), [route])
  const parts = read.itineraryParts
  // One object per address, so what pages derive from it is derived once.
  const criteria = useMemo(
    () =>
      route.page === 'flight-selection'
        ? forFlightSelection(read)
        : { ...read, flights: read.flights.slice(0, read.itineraryParts.length) },
    [route.page, read],
  )
  const { flights } = criteria
  const [sentBack, setSentBack] = useState<{ hash: string; message: string; tone: 'warning' | 'info' }>()
  // The message shows above the page gone to, until the traveller moves on from it.
  const sendBack = useCallback((to: string, message: string, replace = true, tone: 'warning' | 'info' = 'warning') => {
    go(to, replace)
    setSentBack({ hash: withoutExecution(location.hash), message, tone })
  }, [])

  // An ended conversation, or a search the API refuses (an airport it does not
  // serve, ...), goes back to the search form, filled in, with the reason: retrying
  // the same search could only fail again.
  const onError = useCallback(
    (error: unknown) => {
      if (!isDxError(error) || (error.type !== 'EXECUTION_EXPIRED' && error.type !== 'validation')) return
      // The page's code out of step with the server's: the page says to reload, the search stays.
      if (error.code === DOCUMENT_REFUSED_CODE) return
      // A page may answer it first (payment: a purchase whose answer was lost).
      if (routeOf(route.page).handlesError?.(error)) return
      // A page of a conversation this tab has booked (browser Back from the confirmation):
      // the purchase completed it, so its cart answers EXECUTION_EXPIRED. The traveller goes
      // back to that booking's confirmation, which says the trip is booked, not to search.
      const booked = error.type === 'EXECUTION_EXPIRED' ? bookedIn(lastExecution()) : undefined
      if (booked) return showBookedTrip(route.channel, booked, lastExecution())
      const reason =
        error.type === 'EXECUTION_EXPIRED' ? 'storefront.expired' : `storefront.refused.${error.code ?? ''}`
      const message = t(reason) === reason ? t('errors.validation') : t(reason)
      sendBack(criteriaHash(route.channel, 'home', searchOnly(criteria)), message, false)
    },
    [route.page, route.channel, criteria, t, sendBack],
  )

  const needsParts = SEARCH_TYPE_BY_PAGE[route.page] !== undefined
  // A link that lost a part of its trip is shown in the form to be fixed, not
  // searched as another trip (a round trip whose outbound date passed is not a one-way).
  const page = needsParts && (parts.length === 0 || partsDropped) ? 'home' : route.page
  const { Page, afterPurchase, noSummary } = routeOf(page)
  const complete = parts.length > 0 && flights.length === parts.length && page !== 'home' && !afterPurchase
  const [cart, reloadCart] = useCart(complete ? flights.map(String) : undefined, onError)
  useEffect(() => emit(host, 'route', { page }), [page, host])
  // After the first paint, while the page's first request is in flight.
  useEffect(() => prepareFormats(locale, criteria.currency ?? 'USD'), [locale, criteria.currency])

  // Focus follows a change of page or direction to the page's heading (not on first render).
  const root = useRef<HTMLDivElement>(null)
  const focusKey = `${page}|${criteria.direction}`
  const lastFocusKey = useRef(focusKey)
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return
    lastFocusKey.current = focusKey
    // A page met for the first time arrives with its chunk, which on a slow network or a busy
    // device takes seconds: look for its heading each frame for up to 10 s (30 frames lost
    // focus to the page's top whenever the chunk took more than half a second).
    const until = performance.now() + 10_000
    let frame = 0
    const focus = () => {
      // A page still loading shows its heading in a busy section, which the page's own replaces.
      const title = root.current?.querySelector<HTMLElement>('.dx-sf-title')
      if (title && !title.closest('[aria-busy="true"]')) title.focus()
      else if (performance.now() < until) frame = requestAnimationFrame(focus)
    }
    focus()
    return () => cancelAnimationFrame(frame)
  }, [focusKey])
  const props: BookingPageProps = { route, criteria, t, locale, titleId, onError, sendBack, cart, reloadCart }
  const summary = !noSummary && parts.length > 0
  const step = stepOfPage(page)
  const links = stepLinks({ channel: route.channel, criteria, search: searchOnly(criteria), afterPurchase, t })

  const pageView = (
    <Page
      {...props}
      // A link sent back here for its dropped parts fills the form with what of it was valid.
      criteria={page === 'home' && partsDropped ? draft : criteria}
    />
  )

  return (
    <div className="dx-sf" ref={root}>
      {/* A change to a booked trip (`?change=`, shell/trip-change/change-route.ts) is no booking: no steps. */}
      {step !== undefined && !route.query.has('change') && (
        <StepIndicator
          label={t('storefront.steps.label')}
          current={step}
          states={{
            done: t('storefront.steps.done'),
            current: t('storefront.steps.current'),
            upcoming: t('storefront.steps.upcoming'),
          }}
          compact={t('storefront.steps.compact', {
            number: step + 1,
            steps: FLOW_STEPS.length,
            step: t(`storefront.steps.${FLOW_STEPS[step]}`),
          })}
          steps={FLOW_STEPS.map((id, index) => ({
            id,
            label: t(`storefront.steps.${id}`),
            link: links[index],
          }))}
        />
      )}
      {sentBack?.hash === hash &&
        (sentBack.tone === 'info' ? (
          // News of what the traveller did (a car added), not a problem: the info style, and no interruption.
          <div role="status" className="dx-alert dx-alert--info">
            <p>{sentBack.message}</p>
          </div>
        ) : (
          <div role="alert" className="dx-alert">
            <p>{sentBack.message}</p>
          </div>
        ))}
      {/* On every page, empty and out of the flow (storefront.css) until a faulty link's corrections
          come in, so that screen readers announce them as they do; the corrections' own boundary
          leaves the page working if their chunk does not load. */}
      <div role="status" className="dx-sf-problems">
        {problems.length > 0 && (
          <ErrorBoundary t={t}>
            <QueryProblems problems={problems} lastDay={lastDay} t={t} locale={locale} />
          </ErrorBoundary>
        )}
      </div>
      <div className={summary ? 'dx-sf-layout dx-sf-layout--summary' : 'dx-sf-layout'}>
        <div className="dx-sf-main">
          <ErrorBoundary key={focusKey} t={t}>
            {route.channel === AGENCY_CHANNEL ? (
              <AgencyChannel {...props} page={page}>
                {pageView}
              </AgencyChannel>
            ) : (
              pageView
            )}
          </ErrorBoundary>
        </div>
        {summary && (
          // Its own boundary: a summary that fails (its chunk did not load) leaves the page working.
          <ErrorBoundary t={t}>
            <TripSummary {...props} page={page} cart={complete ? cart : undefined} />
          </ErrorBoundary>
        )}
      </div>
    </div>
  )
}
