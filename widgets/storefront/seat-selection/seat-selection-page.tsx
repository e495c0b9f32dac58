import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import messages from 'dx-locale:seats'
import { addMessages } from '../../../core/i18n/i18n'
import { isRtl } from '../../../core/i18n/locale'
import { formatLongDate } from '../../../core/i18n/format'
import { parseSegmentTime } from '../../../core/dates/dates'
import { isDxError } from '../../../core/http/errors'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { errorText } from '../../ui/error-text'
import { ErrorMessage, Loading, Notice, RequestError } from '../../ui/messages'
import { useRequest } from '../../ui/use-request'
import { emit, useWidget } from '../../ui/widget-context'
import type { Cart } from '../api'
import { goToNextBookingPage } from '../shell/booking-flow'
import { criteriaHash } from '../shell/navigate'
import type { BookingPageProps } from '../shell/page-props'
import { RouteLink } from '../shell/route-link'
import { fetchSeatMap, holdSeat, releaseSeat, type Seat, type SeatMapAnswer, type SeatSegment } from './api'
import { SeatLegend } from './seat-legend'
import { seatPrice, seatTexts } from './seat-label'
import { isFree, SeatMapGrid } from './seat-map'
import { mayTakeSeat, needsSeat, seatPassengers, type SeatPassenger } from './seat-passengers'
import { shortName, SeatPassengerPicker } from './seat-passenger-picker'
import { SegmentTabs } from './segment-tabs'
import css from './seat-selection.css'

addMessages('en-US', messages)

/** What went wrong with the last choice; `passengers`: the names are not saved yet. */
type Problem = { kind: 'text'; text: string } | { kind: 'passengers' }

/** Seats chosen or given back on this page since the map was read: passenger id -> seat, or null when released. */
interface Changes {
  of: SeatMapAnswer | undefined
  held: Record<string, string | null>
}

const seatsOfCart = (cart: Cart | undefined, segmentIndex: number) =>
  (cart?.items ?? []).filter((item) => item.kind === 'SEAT' && item.index === segmentIndex).length

/**
 * seat-selection (issue 4): the seat map of each flight of the cart, one tab each, a
 * seat per passenger chosen, changed or given back, held on the server while the
 * conversation lives (holdSeat, releaseSeat); the cart follows. Seats are optional.
 */
export function SeatSelectionPage({ route, criteria, t, locale, titleId, onError, cart, reloadCart }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const { host } = useWidget()
  const ids = useId()
  const rtl = isRtl(locale)
  const texts = useMemo(() => seatTexts(t), [t])

  // The shell puts the itinerary in the cart first (addItinerary gives back every seat
  // held), so the map is read once the cart has answered.
  const cartSeen = useRef(false)
  if (cart.status === 'success') cartSeen.current = true
  const cartData = cart.status === 'success' ? cart.data : cart.status === 'loading' || cart.status === 'error' ? cart.previous : undefined

  const [segmentIndex, setSegmentIndex] = useState(0)
  const [state, reload] = useRequest(cartSeen.current ? String(segmentIndex) : undefined, () => fetchSeatMap(segmentIndex))
  const latest = state.status === 'success' ? state.data : state.status === 'loading' || state.status === 'error' ? state.previous : undefined
  const answer = latest?.seatMap.segmentIndex === segmentIndex ? latest : undefined
  const map = answer?.seatMap
  const known = useRef<{ segments: SeatSegment[]; answer?: SeatMapAnswer }>({ segments: [] })
  if (latest) known.current = { segments: latest.cart.parts.flatMap((part) => part.segments), answer: latest }
  const { segments } = known.current

  const passengers = useMemo(
    () => seatPassengers(criteria.passengers, known.current.answer?.passengers.passengers),
    [criteria.passengers, known.current.answer],
  )
  const seated = passengers.filter(needsSeat)
  const saved = known.current.answer ? known.current.answer.passengers.passengers.length > 0 : true

  const [changes, setChanges] = useState<Changes>({ of: undefined, held: {} })
  const seatOf = useMemo(() => {
    const held: Record<string, string> = {}
    for (const row of map?.rows ?? []) for (const seat of row.seats) if (seat.heldBy) held[seat.heldBy] = seat.number
    if (changes.of === answer) {
      for (const [id, seat] of Object.entries(changes.held)) {
        if (seat) held[id] = seat
        else delete held[id]
      }
    }
    return held
  }, [map, answer, changes])
  const seatsByNumber = useMemo(() => new Map((map?.rows ?? []).flatMap((row) => row.seats.map((seat) => [seat.number, seat] as const))), [map])

  const [chosenId, setCurrentId] = useState<string>()
  const current = seated.find((p) => p.id === chosenId) ?? seated[0]
  const [pending, setPending] = useState<{ seat: string; action: 'hold' | 'release' }>()
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState<Problem>()

  useEffect(() => {
    if (state.status === 'error' && isDxError(state.error) && state.error.type === 'EXECUTION_EXPIRED') onError(state.error)
  }, [state])

  // Tells the host the seat map is on screen (after the commit, before paint); the
  // benchmark times rendering a wide-body cabin by it.
  useLayoutEffect(() => {
    if (map) emit(host, 'seat-map', { segment: map.segmentIndex, seats: map.rows.reduce((n, row) => n + row.seats.length, 0) })
  }, [map, host])

  const nameOf = (id: string) => {
    const passenger = passengers.find((p) => p.id === id)
    return passenger ? shortName(passenger, t) : id
  }

  const failed = (error: unknown, seatNumber: string, passenger: SeatPassenger, action: 'hold' | 'release') => {
    if (isDxError(error) && error.type === 'EXECUTION_EXPIRED') return onError(error)
    const code = isDxError(error) ? error.code : undefined
    if (code === 'UNKNOWN_PASSENGER') return setProblem({ kind: 'passengers' })
    if (code === 'SEAT_TAKEN') {
      // Someone else was quicker: the map is read again so it shows what is left.
      reload()
      return setProblem({ kind: 'text', text: t('seats.conflict', { seat: seatNumber }) })
    }
    if (code === 'EXIT_ROW_RESTRICTED') return setProblem({ kind: 'text', text: t('seats.exitRestricted', { seat: seatNumber, passenger: nameOf(passenger.id) }) })
    setProblem({ kind: 'text', text: `${t(action === 'hold' ? 'seats.holdFailed' : 'seats.releaseFailed', { seat: seatNumber })} ${errorText(error, t)}` })
  }

  const release = async (passenger: SeatPassenger, seatNumber: string, fromButton = false) => {
    if (pending || !answer) return
    setProblem(undefined)
    setPending({ seat: seatNumber, action: 'release' })
    const of = answer
    try {
      await releaseSeat(segmentIndex, passenger.id)
      setChanges((before) => ({ of, held: { ...(before.of === of ? before.held : {}), [passenger.id]: null } }))
      setStatus(t('seats.released', { seat: seatNumber, passenger: nameOf(passenger.id) }))
      reloadCart()
      // The Remove button goes with the seat: focus goes to the passenger it belonged to.
      if (fromButton) section.current?.querySelector<HTMLElement>(`[id="${ids}-people-${passenger.id}"]`)?.focus()
    } catch (error) {
      failed(error, seatNumber, passenger, 'release')
    } finally {
      setPending(undefined)
    }
  }

  const choose = async (seat: Seat) => {
    if (pending || !answer || !current) return
    setStatus('')
    const holder = Object.keys(seatOf).find((id) => seatOf[id] === seat.number)
    if (holder === current.id) return release(current, seat.number)
    if (!saved) return setProblem({ kind: 'passengers' })
    if (holder) return setProblem({ kind: 'text', text: t('seats.otherPassenger', { seat: seat.number, passenger: nameOf(holder) }) })
    if (!isFree(seat)) return setProblem({ kind: 'text', text: t('seats.unavailable', { seat: seat.number }) })
    if (!mayTakeSeat(current, seat)) return setProblem({ kind: 'text', text: t('seats.exitRestricted', { seat: seat.number, passenger: nameOf(current.id) }) })
    setProblem(undefined)
    setPending({ seat: seat.number, action: 'hold' })
    const of = answer
    try {
      const held = await holdSeat(segmentIndex, current.id, seat.number)
      const after = { ...seatOf, [current.id]: held.seatNumber }
      setChanges((before) => ({ of, held: { ...(before.of === of ? before.held : {}), [current.id]: held.seatNumber } }))
      // On to the next passenger still without a seat on this flight, if any.
      const order = [...seated.slice(seated.indexOf(current) + 1), ...seated.slice(0, seated.indexOf(current))]
      const next = order.find((p) => !after[p.id])
      if (next) setCurrentId(next.id)
      const done = t('seats.held', { seat: held.seatNumber, passenger: nameOf(current.id), price: seatPrice(held.price, texts, locale) })
      setStatus(next ? `${done} ${t('seats.nowChoosing', { passenger: nameOf(next.id) })}` : done)
      reloadCart()
    } catch (error) {
      failed(error, seat.number, current, 'hold')
    } finally {
      setPending(undefined)
    }
  }

  const heldSeats: Record<string, { number: string; price: Seat['price'] }> = {}
  for (const [id, number] of Object.entries(seatOf)) {
    const seat = seatsByNumber.get(number)
    if (seat) heldSeats[id] = { number, price: seat.price }
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
    setProblem(undefined)
    setStatus('')
  }
  // "Next flight" goes away on the last flight: focus moves to the flight's tab instead of being lost.
  useEffect(() => {
    if (!tabFocus.current) return
    tabFocus.current = false
    section.current?.querySelector<HTMLElement>(`[id="${ids}-tab-${segmentIndex}"]`)?.focus()
  }, [segmentIndex])
  const anyChosen = (cartData?.items ?? []).some((item) => item.kind === 'SEAT') || Object.keys(seatOf).length > 0
  const segment = map?.segment
  const departure = segment ? parseSegmentTime(segment.departure) : undefined
  const multi = segments.length > 1
  const passengersLink = (
    <RouteLink className="dx-button dx-button--secondary" hash={criteriaHash(route.channel, 'passengers', criteria)}>
      {t('seats.toPassengers')}
    </RouteLink>
  )

  const panel = (
    <>
      {problem?.kind === 'passengers' && <ErrorMessage action={passengersLink}>{t('seats.passengersMissing')}</ErrorMessage>}
      {!saved && problem?.kind !== 'passengers' && (
        <div role="status" className="dx-alert dx-alert--info">
          <p>{t('seats.passengersMissing')}</p>
          {passengersLink}
        </div>
      )}
      {!answer && state.status === 'error' && <RequestError error={state.error} t={t} onRetry={reload} />}
      {!answer && state.status !== 'error' && cart.status === 'error' && <RequestError error={cart.error} t={t} onRetry={reloadCart} />}
      {!answer && state.status !== 'error' && cart.status !== 'error' && <Loading label={t('seats.loading')} />}
      {map && segment && (
        <>
          <div className="dx-seat-flight">
            <h3>{`${t('seats.route', { origin: segment.origin.city, destination: segment.destination.city })} · ${segment.airlineCode} ${segment.flightNumber}`}</h3>
            <p className="dx-sf-muted">
              {[departure ? formatLongDate(departure, locale) : segment.departure.slice(0, 10), segment.equipmentName, t(`seats.cabin.${map.cabin}`)].join(' · ')}
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
              onRemove={(passenger, seatNumber) => void release(passenger, seatNumber, true)}
            />
          )}
          <p role="status" className="dx-seat-status">
            {pending ? t(pending.action === 'hold' ? 'seats.holding' : 'seats.releasing', { seat: pending.seat }) : status}
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
                label={t('seats.grid', { flight: `${segment.airlineCode} ${segment.flightNumber}`, route: t('seats.route', { origin: segment.origin.city, destination: segment.destination.city }) })}
                heldBy={heldBy}
                holders={holderNames}
                currentSeat={current ? seatOf[current.id] : undefined}
                rtl={rtl}
                texts={texts}
                t={t}
                locale={locale}
                busy={pending !== undefined || state.status === 'loading'}
                onChoose={(seat) => void choose(seat)}
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
        {t('seats.title')}
      </h2>
      <p>{t('seats.intro')}</p>
      {multi && (
        <SegmentTabs
          segments={segments}
          selected={segmentIndex}
          chosen={segments.map((_, index) => (index === segmentIndex && answer ? Object.keys(seatOf).length : seatsOfCart(cartData, index)))}
          seatedCount={seated.length}
          idPrefix={ids}
          rtl={rtl}
          t={t}
          onSelect={selectSegment}
        />
      )}
      {multi ? (
        <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${segmentIndex}`} className="dx-seat-panel">
          {panel}
        </div>
      ) : (
        <div className="dx-seat-panel">{panel}</div>
      )}
      <p className="dx-sf-actions dx-seat-actions">
        <RouteLink className="dx-button dx-button--secondary" hash={criteriaHash(route.channel, 'passengers', criteria)}>
          {t('seats.back')}
        </RouteLink>
        {nextSegment && (
          <button type="button" className="dx-button dx-button--secondary" onClick={() => selectSegment(segmentIndex + 1, true)}>
            {t('seats.nextFlight', { route: t('seats.route', { origin: nextSegment.origin.code, destination: nextSegment.destination.code }) })}
          </button>
        )}
        <button type="button" className="dx-button" onClick={() => goToNextBookingPage(route.channel, 'seat-selection', criteria)}>
          {t(anyChosen ? 'seats.continue' : 'seats.skip')}
        </button>
      </p>
    </section>
  )
}
