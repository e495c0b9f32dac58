import '../results-messages'
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import css from '../results.css'
import { takePrefetchedOr } from '../../../../core/prefetch/prefetch'
import { ErrorMessage, Notice } from '../../../ui/messages'
import { OffersSkeleton } from './offers-skeleton'
import { SearchError } from '../../shell/search-error'
import { priceTag } from '../../../ui/price'
import type { RequestState } from '../../../ui/use-request'
import { usePageRequest } from '../../shell/use-page-request'
import { emit, useWidget } from '../../../ui/widget-context'
import { searchFlights, type AirSearchResult } from '../../../../core/search/search-flights'
import type { Brand, BrandOffer, Cart, FlightOffer } from '../../shell/api'
import { rememberFare } from '../../shell/selected-fares'
import { searchKey, searchVariables } from '../../../../core/search/search-variables'
import { criteriaHash, go } from '../../shell/navigate'
import type { PageProps } from '../../shell/page-props'
import { PartHeading } from '../../shell/part-heading'
import { citiesOf } from '../answer-cities'
import { ViewLinks } from '../../shell/view-links'
import { RouteLink } from '../../shell/route-link'
import { BrandTable } from './brand-table'
import { offerCard } from './offer-card'
import { cardsOnce, OfferList } from './offer-list'
import { priceScope } from './price-scope'
import { OffersControls } from './offers-controls'
import {
  DEFAULT_FILTER,
  offersPageInput,
  readFilter,
  saveFilter,
  type OffersFilter,
} from '../../../../core/search/offers-filter'
import { plural } from '../../../ui/plural'
import { exchangeFlights } from '../../shell/exchange/exchange-criteria'
import { withKeptParts } from '../../shell/exchange/kept-parts'
import { exchangeOnError } from '../../shell/trip-change/change-route'

interface Props extends PageProps {
  cart: RequestState<Cart>
  /** Prices the chosen flights again after a failure. */
  reloadCart(): void
}

interface More {
  offers: FlightOffer[]
  next: number | null
  status: 'loading' | 'done' | 'error'
}

/**
 * flight-selection (BRANDED): the offers for the part being chosen, page by page
 * (lazy search, 100 a page), with each fare brand side by side. A choice goes into the URL
 * (flight, flight1, ...) and moves to the next part; the last one fills the cart. In a
 * change of flights (an exchangeType) each fare says what the change costs, the one part
 * that changes is the only choice (the kept parts keep their offers), and Continue goes
 * to the review and payment.
 */
export function FlightSelectionPage({
  route,
  criteria: read,
  t,
  locale,
  titleId,
  onError: shellOnError,
  cart,
  reloadCart,
}: Props) {
  const onError = exchangeOnError(route, shellOnError)
  const criteria = useMemo(() => withKeptParts(read, route.query), [read, route.query])
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const { host } = useWidget()
  const { itineraryParts: parts, direction, flights } = criteria
  const exchange = criteria.exchangeType !== undefined
  const [filter, setFilter] = useState(readFilter)
  const variables = useMemo(() => searchVariables(criteria, offersPageInput(filter)), [criteria, filter])
  const key = searchKey(variables)
  const [state, reload] = usePageRequest(
    key,
    () => takePrefetchedOr<AirSearchResult>(key, () => searchFlights(variables)),
    onError,
  )
  const [more, setMore] = useState<More>()
  const current = useRef(key)
  current.current = key
  // biome-ignore lint/correctness/useExhaustiveDependencies: another search (key) starts again from its first page
  useEffect(() => setMore(undefined), [key])

  const result = state.status === 'success' ? state.data : undefined
  const page = result?.offers
  const moreOffers = more?.offers
  const offers = useMemo(() => [...(page?.offers ?? []), ...(moreOffers ?? [])], [page, moreOffers])
  const nextOffset = more ? more.next : (page?.nextOffset ?? null)
  const complete = flights.length === parts.length
  // The cart of the flights in the URL (not the one before a change of fare, still shown while the new one loads).
  const priced =
    complete &&
    cart.status === 'success' &&
    cart.data.parts.map((part) => part.offerRef).join(' ') === flights.map(String).join(' ')
      ? cart.data
      : undefined
  // The chosen flights could not be priced: said where "All flights chosen" would stand, with a retry.
  const priceFailed = complete && cart.status === 'error'
  /** "All flights chosen", or the failure to price them. */
  const done = useRef<HTMLParagraphElement>(null)
  /** The offers chosen on this page by the last choice of a fare, until the cart of them is priced. */
  const chosen = useRef<string | undefined>(undefined)
  // Once the last part's fare is chosen and priced, focus goes from that fare to "All
  // flights chosen" with its Continue (read out when focus lands), which sits above the
  // list, out of sight on a phone; not when the traveller has meanwhile gone elsewhere.
  // A failure to price it takes focus the same way, to its retry; the choice stays
  // pending, so a retry that prices it leads on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per priced or failed cart, which is the URL's flights'
  useEffect(() => {
    // (The cart is priced, or failed, for the flights in the URL only.)
    if (chosen.current !== flights.map(String).join(' ') || !(priced || priceFailed)) return
    if (priced) chosen.current = undefined
    const banner = done.current
    // The shadow root's focused element; none there: the page's, which may be outside the widget.
    const active =
      (section.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement ?? document.activeElement
    if (!banner || (active && active !== document.body && !section.current?.contains(active))) return
    banner.focus({ preventScroll: true })
    banner.scrollIntoView?.({ block: 'center' })
  }, [priced, priceFailed])

  const changeFilter = (next: OffersFilter) => {
    saveFilter(next)
    setFilter(next)
  }

  const firstNew = useRef<number | undefined>(undefined)
  /** After each slice of offers is committed (OfferList), before paint. */
  const offersShown = (shown: number, total: number) => {
    // Tells the host the offers are on screen, once the last slice is in; the benchmark
    // times rendering 100 offers by it. Not while "Load more" is loading, which shows no new offers.
    if (shown === total && page && more?.status !== 'loading') emit(host, 'results', { part: direction, count: total })
    // After "Load more", focus goes to the first fare of the first offer it brought, once
    // its slice is in: the button pressed may be gone (the last page), and the traveller
    // reads on from there.
    if (more?.status !== 'done' || firstNew.current === undefined || shown <= firstNew.current) return
    const offer = section.current?.querySelectorAll('.dx-offer')[firstNew.current]
    firstNew.current = undefined
    offer?.querySelector<HTMLElement>('button')?.focus()
  }

  const loadMore = () => {
    if (nextOffset === null) return
    firstNew.current = offers.length
    const mine = key
    setMore({ offers: more?.offers ?? [], next: nextOffset, status: 'loading' })
    searchFlights({ ...variables, page: offersPageInput(filter, nextOffset) }).then(
      (answer) =>
        mine === current.current &&
        setMore({
          offers: [...(more?.offers ?? []), ...(answer.offers?.offers ?? [])],
          next: answer.offers?.nextOffset ?? null,
          status: 'done',
        }),
      (error: unknown) => {
        if (mine !== current.current) return
        setMore({ offers: more?.offers ?? [], next: nextOffset, status: 'error' })
        onError(error)
      },
    )
  }

  /** The offerRef chosen for this part, if any. */
  const selected = flights[direction] === undefined ? undefined : String(flights[direction])

  const select = (offer: FlightOffer, fare: BrandOffer, brand: Brand) => {
    // The fare already chosen for this part (a double click): nothing to do again.
    if (fare.offerRef === selected) return
    rememberFare({
      offerRef: fare.offerRef,
      brandId: brand.id,
      brandName: brand.name,
      segments: offer.segments.map(({ flightNumber, airlineCode, origin, destination, departure, arrival }) => ({
        flightNumber,
        airlineCode,
        origin,
        destination,
        departure,
        arrival,
      })),
    })
    emit(host, 'flight-selected', { part: direction, brandId: brand.id })
    const last = exchange || direction >= parts.length - 1
    const next = exchange ? exchangeFlights(criteria, fare.offerRef) : [...flights.slice(0, direction), fare.offerRef]
    chosen.current = last ? next.map(String).join(' ') : undefined
    go(
      criteriaHash(route.channel, 'flight-selection', {
        ...criteria,
        flights: next,
        direction: last ? direction : direction + 1,
      }),
    )
  }

  // One listener for every fare on the list (a hundred cards would otherwise add three
  // hundred, most of the cost of setting their properties): a fare button's value is its offerRef.
  const chooseFare = (event: MouseEvent<HTMLUListElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button.dx-fare')
    if (!button || !result) return
    for (const offer of offers) {
      const fare = offer.brandOffers.find((item) => item.offerRef === button.value)
      const brand = fare && result.brands.find((item) => item.id === fare.brandId)
      if (fare && brand) return select(offer, fare, brand)
    }
  }

  const cities = citiesOf(result, parts[direction])
  const scope = priceScope(criteria)
  // A change of the outbound keeps the return booked: there is no return to choose next (each
  // fare says what the change costs beside its one-way price). A change of the return prices it
  // with the outbound as booked, not as chosen.
  const priceLine = exchange && (scope === 'oneWay' || scope === 'roundTrip') ? `${scope}Change` : scope
  // Made once per list, choice and locale, each when its slice first shows it: a later
  // slice, or a render for the cart, hands the cards already made back unchanged.
  const brands = result?.brands
  const cardAt = useMemo(
    () =>
      cardsOnce((index) => {
        const offer = offers[index]
        return offer && brands ? offerCard({ offer, brands, selected, scope, t, locale }) : null
      }),
    [offers, brands, selected, scope, t, locale],
  )
  const filtered = filter.sort !== DEFAULT_FILTER.sort || filter.stops !== 'any' || filter.time !== 'any'

  return (
    <section ref={section} className="dx-sf-page" aria-labelledby={titleId}>
      <PartHeading criteria={criteria} t={t} locale={locale} titleId={titleId} kind="flight" cities={cities} />
      <ViewLinks route={route} criteria={criteria} t={t} locale={locale} titleId={titleId} onError={onError} />
      {priced && (
        <div className="dx-sf-done">
          <p ref={done} tabIndex={-1}>
            {/* A change's cart totals what is due now, not the trip's price. */}
            {t(exchange ? 'results.flights.allChosenChange' : 'results.flights.allChosen')}{' '}
            {priceTag({ money: priced.total, points: priced.points, locale, t })}
          </p>
          <button
            type="button"
            className="dx-button"
            onClick={() => go(criteriaHash(route.channel, exchange ? 'payment' : 'passengers', criteria))}
          >
            {t('storefront.summary.continue')}
          </button>
        </div>
      )}
      {priceFailed && (
        // Styled as an error, not announced again: the trip summary's alert says it already.
        <div className="dx-alert">
          <p ref={done} tabIndex={-1}>
            {t('storefront.summary.priceFailed')}
          </p>
          <button type="button" className="dx-button dx-button--secondary" onClick={reloadCart}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {result?.messages.map((message) => {
        const text = t(`results.messages.${message.code}`)
        return text.startsWith('storefront.') ? null : <Notice key={message.code}>{text}</Notice>
      })}
      <OffersControls filter={filter} t={t} locale={locale} onChange={changeFilter} />
      <p role="status" className="dx-sf-count">
        {state.status === 'loading'
          ? t('results.flights.loading')
          : page
            ? plural(t, locale, 'results.flights.count', page.totalCount)
            : ''}
      </p>
      {state.status === 'loading' && <OffersSkeleton />}
      {state.status === 'error' && (
        <SearchError error={state.error} onRetry={reload} refusals={exchange ? 'exchange.refused' : undefined} />
      )}
      {page && page.totalCount === 0 && (
        <div className="dx-alert dx-alert--info dx-sf-empty">
          <p>{t(filtered ? 'results.flights.emptyFiltered' : 'results.flights.empty')}</p>
          <p className="dx-sf-actions">
            {filtered && (
              <button
                type="button"
                className="dx-button dx-button--secondary"
                onClick={() => changeFilter(DEFAULT_FILTER)}
              >
                {t('results.flights.clearFilters')}
              </button>
            )}
            <RouteLink
              className="dx-button dx-button--secondary"
              hash={criteriaHash(route.channel, 'date-selection', {
                ...criteria,
                flights: flights.slice(0, direction),
                activeMonth: undefined,
              })}
            >
              {t('results.flights.changeDates')}
            </RouteLink>
            <RouteLink
              className="dx-button dx-button--secondary"
              hash={criteriaHash(route.channel, 'home', { ...criteria, flights: [], direction: 0 })}
            >
              {t('storefront.searchAgain')}
            </RouteLink>
          </p>
        </div>
      )}
      {result && offers.length > 0 && (
        <>
          {scope !== 'trip' && <p>{t(`results.flights.prices.${priceLine}`)}</p>}
          <BrandTable brands={result.brands} t={t} />
          <OfferList count={offers.length} cardAt={cardAt} list={key} onClick={chooseFare} onShown={offersShown} />
          {nextOffset !== null && (
            <p className="dx-sf-more">
              <button
                type="button"
                className="dx-button dx-button--secondary"
                onClick={() => more?.status !== 'loading' && loadMore()}
                aria-disabled={more?.status === 'loading'}
              >
                {t(more?.status === 'loading' ? 'common.loading' : 'results.flights.loadMore')}
              </button>
              <span>
                {t('results.flights.shown', { shown: offers.length, count: page?.totalCount ?? offers.length })}
              </span>
            </p>
          )}
          {more?.status === 'error' && <ErrorMessage>{t('results.flights.moreFailed')}</ErrorMessage>}
        </>
      )}
    </section>
  )
}
