import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import messages from 'dx-locale:seats'
import { addMessages } from '../../../../core/i18n/i18n'
import { isRtl } from '../../../../core/i18n/locale'
import { formatLongDate } from '../../../../core/i18n/format'
import { parseSegmentTime } from '../../../../core/dates/dates'
import { isExpired } from '../../shell/booking-errors'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { ErrorMessage, Notice, RequestError } from '../../../ui/messages'
import { latestData } from '../../../ui/latest-data'
import { usePageRequest } from '../../shell/use-page-request'
import { emit, useWidget } from '../../../ui/widget-context'
import { goToNextBookingPage } from '../../shell/booking-flow'
import { criteriaHash, go } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { ChooseFlightsFirst, lacksFlights } from '../../shell/choose-flights-first'
import { changeHash, changeOnError, tripHash } from '../../shell/trip-change/change-route'
import { useTripChange } from '../../shell/trip-change/use-trip-change'
import { fetchSeatMap, fetchTripSeatMap, type Seat, type SeatMapAnswer, type SeatSegment } from './api'
import { SeatLegend } from './seat-legend'
import { SeatMapSkeleton, SegmentTabsSkeleton } from './seat-map-skeleton'
import { seatTexts } from './seat-label'
import { SeatMapGrid } from './seat-map'
import { seatPassengers, shortName, type SeatPassenger } from './seat-passengers'
import { SeatPassengerPicker } from './seat-passenger-picker'
import { useSeatChoices } from './use-seat-choices'
import { SegmentTabs } from './segment-tabs'
import css from './seat-selection.css'

addMessages('en-US', messages)

/** Passengers with a seat on a flight: held in the cart, or (in a change) booked with the trip. */
const seatedOn = (items: readonly { kind: string; index: number; passengerId: string }[], segmentIndex: number) =>
  new Set(items.filter((item) => item.kind === 'SEAT' && item.index === segmentIndex).map((item) => item.passengerId))
    .size

/**
 * seat-selection: the seat map of each flight of the cart, one tab each, a
 * seat per passenger chosen, changed or given back, held on the server while the
 * conversation lives (holdSeat, releaseSeat); the cart follows. Seats are optional.
 */
export function SeatSelectionPage({
  route,
  criteria,
  t,
  locale,
  titleId,
  onError: shellOnError,
  cart,
  reloadCart,
}: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const { host } = useWidget()
  // A change to a booked trip: the trip's passengers and flights, no passengers step.
  const change = useTripChange(route, criteria)
  const onError = changeOnError(route, shellOnError)
  const named = useMemo(() => change?.trip.order.passengers.filter((p) => p.givenName), [change])
  const ids = useId()
  const rtl = isRtl(locale)
  const texts = useMemo(() => seatTexts(t), [t])

  // The shell puts the itinerary in the cart first (addItinerary gives back every seat
  // held), so the map is read once the cart has answered; a change's conversation has its
  // cart from the start.
  const cartSeen = useRef(false)
  // A booking link without a flight chosen for every part (or naming no trip at all): the
  // shell reads no cart for it, so the map would wait for ever; the traveller chooses flights.
  const noFlights = change === undefined && lacksFlights(criteria)
  if (cart.status === 'success' || change) cartSeen.current = true
  const cartData = latestData(cart)

  const [segmentIndex, setSegmentIndex] = useState(0)
  const [state, reload] = usePageRequest(
    cartSeen.current && change !== null ? String(segmentIndex) : undefined,
    () => (named ? fetchTripSeatMap(segmentIndex, named) : fetchSeatMap(segmentIndex)),
    (error) => isExpired(error) && onError(error),
  )
  const latest = latestData(state)
  const answer = latest?.seatMap.segmentIndex === segmentIndex ? latest : undefined
  const map = answer?.seatMap
  const known = useRef<{ segments: SeatSegment[]; answer?: SeatMapAnswer }>({ segments: [] })
  if (latest) known.current = { segments: latest.cart.parts.flatMap((part) => part.segments), answer: latest }
  const { segments, answer: knownAnswer } = known.current

  const counts = (change?.criteria ?? criteria).passengers
  const searchedFlights = (change?.criteria ?? criteria).itineraryParts.length
  const passengers = useMemo(() => seatPassengers(counts, knownAnswer?.passengers.passengers), [counts, knownAnswer])
  // The order's passengers are booked: only a booking can lack them.
  const saved = change || !knownAnswer ? true : knownAnswer.passengers.passengers.length > 0
  const { seated, current, setCurrentId, seatOf, pending, status, problem, choose, release, clearMessages } =
    useSeatChoices({
      answer,
      segmentIndex,
      passengers,
      saved,
      texts,
      t,
      locale,
      reloadMap: reload,
      reloadCart,
      onError,
    })
  const seatsByNumber = useMemo(
    () => new Map((map?.rows ?? []).flatMap((row) => row.seats.map((seat) => [seat.number, seat] as const))),
    [map],
  )

  // Tells the host the seat map is on screen (after the commit of its last row, before
  // paint); the benchmark times rendering a wide-body cabin by it. A map with rows says so
  // from the grid, once its last slice of rows is in.
  const mapDrawn = () => {
    if (map)
      emit(host, 'seat-map', { segment: map.segmentIndex, seats: map.rows.reduce((n, row) => n + row.seats.length, 0) })
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per map without rows (mapDrawn reads this render's map)
  useLayoutEffect(() => {
    if (map?.rows.length === 0) mapDrawn()
  }, [map, host])

  const removeSeat = async (passenger: SeatPassenger, seatNumber: string) => {
    // The Remove button goes with the seat: focus goes to the passenger it belonged to.
    if (await release(passenger, seatNumber))
      section.current?.querySelector<HTMLElement>(`[id="${ids}-people-${passenger.id}"]`)?.focus()
  }

  // A booked trip's seats (its order's items) are replaced by choosing another, never given back.
  const booked = new Set(
    (change?.trip.order.items ?? [])
      .filter((item) => item.kind === 'SEAT' && item.index === segmentIndex)
      .map((item) => `${item.passengerId}@${item.detail}`),
  )
  const heldSeats: Record<string, { number: string; price: Seat['price']; booked: boolean }> = {}
  for (const [id, number] of Object.entries(seatOf)) {
    const seat = seatsByNumber.get(number)
    if (seat) heldSeats[id] = { number, price: seat.price, booked: booked.has(`${id}@${number}`) }
  }
  const holderNames = seated.map((p) => shortName(p, t))
  const heldBy: Record<string, number> = {}
  seated.forEach((p, index) => {
    const number = seatOf[p.id]
    if (number) heldBy[number] = index
  })

  const tabFocus = useRef(false)
  const selectSegment = (index: number, focusTab = false) => {
    if (index === segmentIndex) return
    tabFocus.current = focusTab
    setSegmentIndex(index)
    clearMessages()
  }
  // "Next flight" goes away on the last flight: focus moves to the flight's tab instead of being lost.
  useEffect(() => {
    if (!tabFocus.current) return
    tabFocus.current = false
    section.current?.querySelector<HTMLElement>(`[id="${ids}-tab-${segmentIndex}"]`)?.focus()
  }, [segmentIndex, ids])
  const anyChosen = (cartData?.items ?? []).some((item) => item.kind === 'SEAT') || Object.keys(seatOf).length > 0
  const segment = map?.segment
  const departure = segment ? parseSegmentTime(segment.departure) : undefined
  const multi = segments.length > 1
  // A change may add bags and extras too, in the same conversation, so one payment buys both.
  const extrasToo =
    change?.trip.actions.some((a) => a.allowed && (a.code === 'BAGS' || a.code === 'EXTRAS')) &&
    changeHash(route.channel, 'ancillaries', { kind: 'extras', reference: change.reference })
  const payment = change
    ? changeHash(route.channel, 'payment', change)
    : criteriaHash(route.channel, 'payment', criteria)
  const passengersLink = (
    <RouteLink className="dx-button dx-button--secondary" hash={criteriaHash(route.channel, 'passengers', criteria)}>
      {t('seats.toPassengers')}
    </RouteLink>
  )

  const panel = (
    <>
      {problem?.kind === 'passengers' && (
        <ErrorMessage action={passengersLink}>{t('seats.passengersMissing')}</ErrorMessage>
      )}
      {problem?.kind === 'payment' && (
        <ErrorMessage action={<RouteLink hash={payment}>{t('seats.paymentInProgress.payment')}</RouteLink>}>
          {t('seats.paymentInProgress.text')}
        </ErrorMessage>
      )}
      {!saved && problem?.kind !== 'passengers' && (
        <div role="status" className="dx-alert dx-alert--info">
          <p>{t('seats.passengersMissing')}</p>
          {passengersLink}
        </div>
      )}
      {!answer && state.status === 'error' && <RequestError error={state.error} t={t} onRetry={reload} />}
      {!answer && state.status !== 'error' && cart.status === 'error' && (
        <RequestError error={cart.error} t={t} onRetry={reloadCart} />
      )}
      {!answer && state.status !== 'error' && cart.status !== 'error' && noFlights && (
        <ChooseFlightsFirst route={route} criteria={criteria} text={t('seats.noFlights')} link={t('seats.toFlights')} />
      )}
      {!answer && state.status !== 'error' && cart.status !== 'error' && !noFlights && (
        <SeatMapSkeleton label={t('seats.loading')} />
      )}
      {map && segment && (
        <>
          <div className="dx-seat-flight">
            <h3>{`${t('seats.route', { origin: segment.origin.city, destination: segment.destination.city })} · ${segment.airlineCode} ${segment.flightNumber}`}</h3>
            <p className="dx-sf-muted">
              {[
                departure ? formatLongDate(departure, locale) : segment.departure.slice(0, 10),
                segment.equipmentName,
                t(`seats.cabin.${map.cabin}`),
              ].join(' · ')}
            </p>
          </div>
          {seated.length > 0 && (
            <SeatPassengerPicker
              passengers={passengers}
              seats={heldSeats}
              currentId={current?.id}
              idPrefix={`${ids}-people`}
              texts={texts}
              t={t}
              locale={locale}
              onPick={setCurrentId}
              onRemove={(passenger, seatNumber) => void removeSeat(passenger, seatNumber)}
            />
          )}
          <p role="status" className="dx-seat-status">
            {pending
              ? t(pending.action === 'hold' ? 'seats.holding' : 'seats.releasing', { seat: pending.seat })
              : status}
          </p>
          {problem?.kind === 'text' && <ErrorMessage>{problem.text}</ErrorMessage>}
          {map.rows.length === 0 ? (
            <Notice>{t('seats.empty')}</Notice>
          ) : (
            <>
              <SeatLegend map={map} texts={texts} t={t} locale={locale} />
              <SeatMapGrid
                key={segmentIndex}
                map={map}
                label={t('seats.grid', {
                  flight: `${segment.airlineCode} ${segment.flightNumber}`,
                  route: t('seats.route', { origin: segment.origin.city, destination: segment.destination.city }),
                })}
                heldBy={heldBy}
                holders={holderNames}
                currentSeat={current ? seatOf[current.id] : undefined}
                texts={texts}
                t={t}
                locale={locale}
                busy={state.status === 'loading'}
                onChoose={(seat) => void choose(seat)}
                onDrawn={mapDrawn}
              />
            </>
          )}
        </>
      )}
    </>
  )

  const nextSegment = segments[segmentIndex + 1]
  return (
    <section ref={section} className="dx-sf-page dx-seats" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(change ? 'seats.changeTitle' : 'seats.title')}
      </h2>
      <p>{t('seats.intro')}</p>
      {multi && (
        <SegmentTabs
          segments={segments}
          selected={segmentIndex}
          chosen={segments.map((_, index) =>
            index === segmentIndex && answer
              ? Object.keys(seatOf).length
              : seatedOn([...((cartData ?? latest?.cart)?.items ?? []), ...(change?.trip.order.items ?? [])], index),
          )}
          seatedCount={seated.length}
          idPrefix={ids}
          rtl={rtl}
          t={t}
          locale={locale}
          onSelect={selectSegment}
        />
      )}
      {!latest && !noFlights && searchedFlights > 1 && <SegmentTabsSkeleton count={searchedFlights} />}
      {multi ? (
        <div
          role="tabpanel"
          id={`${ids}-panel`}
          aria-labelledby={`${ids}-tab-${segmentIndex}`}
          className="dx-seat-panel"
        >
          {panel}
        </div>
      ) : (
        <div className="dx-seat-panel">{panel}</div>
      )}
      <p className="dx-sf-actions dx-seat-actions">
        <RouteLink
          className="dx-button dx-button--secondary"
          hash={
            change ? tripHash(route.channel, change.reference) : criteriaHash(route.channel, 'passengers', criteria)
          }
        >
          {t(change ? 'seats.backToTrip' : 'seats.back')}
        </RouteLink>
        {nextSegment && (
          <button
            type="button"
            className="dx-button dx-button--secondary"
            onClick={() => selectSegment(segmentIndex + 1, true)}
          >
            {t('seats.nextFlight', {
              route: t('seats.route', { origin: nextSegment.origin.code, destination: nextSegment.destination.code }),
            })}
          </button>
        )}
        {extrasToo && (
          <button type="button" className="dx-button dx-button--secondary" onClick={() => go(extrasToo)}>
            {t('seats.addExtras')}
          </button>
        )}
        <button
          type="button"
          className="dx-button"
          onClick={() => (change ? go(payment) : goToNextBookingPage(route.channel, 'seat-selection', criteria))}
        >
          {t(anyChosen ? 'seats.continue' : 'seats.skip')}
        </button>
      </p>
    </section>
  )
}
