import { useEffect, useMemo, useRef, useState } from 'react'
import { dropExecution } from '../../../../core/execution/execution'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { lazyComponent } from '../../../ui/lazy-component'
import { addMessages } from '../../../../core/i18n/i18n'
import confirmationMessages from 'dx-locale:confirmation'
import { ErrorMessage, Loading, Notice, RequestError } from '../../../ui/messages'
import { usePageRequest } from '../../shell/use-page-request'
import type { Translate } from '../../../ui/use-translate'
import { emit, useWidget } from '../../../ui/widget-context'
import { go, pageHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import { isExpired } from '../../shell/booking-errors'
import { fetchOrder, type Order, type PaidOrder } from '../../shell/order/api'
import { lastExecution } from '../../shell/booked-trip'
import { BookingReference } from '../../shell/order/booking-reference'
import {
  bookingReference,
  droppedProducts,
  endBookingSession,
  markAnnounced,
  wasAnnounced,
  wasSentBack,
} from './booking-session'
import { OrderProducts } from './order-products'
import { sendBeacon } from '../../../../core/http/beacon'
import css from '../../shell/order/confirmation.css'
import { OrderItinerary } from '../../shell/order/order-itinerary'
import { OrderPassengers } from '../../shell/order/order-passengers'
import { OrderPayment } from '../../shell/order/order-payment'
import { holdExpiry } from '../../shell/order/hold-expiry'
import { SaveDetails } from './save-details'
import { AGENCY_CHANNEL } from '../../../../core/account/agency-channel'

addMessages('en-US', confirmationMessages)

// Paying a held booking needs the card form: its code and strings load only for a held booking.
/** What Pay now shows while its chunk (the card form) is on its way. */
function PayNowLoading({ t }: { t: Translate }) {
  return <Loading label={t('confirmation.payNow.loading')} />
}

const PayNow = lazyComponent(() => import('./pay-now').then((m) => m.PayNow), PayNowLoading)
// In the agency channel, who booked it: the agency flow's part, loaded there alone.
const AgencyOrderNote = lazyComponent(() => import('../../agency/agency-order-note').then((m) => m.AgencyOrderNote))

/** The order's state; a confirmed one says where to find it again: the agency's list for an agent, else the reference and last name. */
function statusText(order: Order, channel: string, t: Translate, locale: string): string {
  if (order.status === 'HELD' && order.holdExpiresAt)
    return t('confirmation.statusHeld', { expiry: holdExpiry(order.holdExpiresAt, locale) })
  if (order.status === 'CANCELLED') return t('confirmation.statusCancelled')
  return t(channel === AGENCY_CHANNEL ? 'confirmation.statusConfirmedAgency' : 'confirmation.statusConfirmed')
}

/** A search for another trip: the booked conversation has completed, so its key stays behind. */
function NewSearchLink({ channel, t, className }: { channel: string; t: Translate; className?: string }) {
  const hash = pageHash(channel, 'home')
  const start = (event: { preventDefault(): void }) => {
    event.preventDefault()
    dropExecution()
    go(hash)
  }
  return (
    <a href={hash} className={className} onClick={start}>
      {t('confirmation.newSearch')}
    </a>
  )
}

/**
 * confirmation: the order the payment page made, read back with order(reference) by
 * the conversation that bought it (`pnr` in the URL, else the booking confirmation
 * data in session storage). Tells the host with dx:booking-confirmed (the reference
 * only: no personal data) once, reloads included, and ends the booking's
 * session-storage entries.
 */
export function ConfirmationPage({ route, t, locale, titleId, onError }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  useLazyStyles(section, css)
  const { host } = useWidget()
  // Read once per address: the booking's session entry it may come from is ended below.
  const query = route.query.toString()
  const reference = useMemo(() => bookingReference(new URLSearchParams(query)), [query])
  // The conversation that bought it, as the page opened: a late answer of the page left
  // behind (Back into a booked trip) may make core/http forget it meanwhile.
  const [conversation] = useState(() => route.query.get('execution') ?? lastExecution())
  // Only an ended conversation leaves the page; any other failure is explained here with a retry.
  const [state, reload] = usePageRequest(
    reference,
    () => fetchOrder(reference ?? '', conversation),
    (error) => isExpired(error) && onError(error),
  )
  // Paid here (Pay now on a held booking): what the payment changed, over the order read.
  const [paid, setPaid] = useState<PaidOrder>()
  // Read again (a refresh after Pay now was refused), the order stays on the page meanwhile.
  const read = state.status === 'success' ? state.data : state.status === 'loading' ? (state.previous ?? null) : null
  const order: Order | null = read && paid?.reference === read.reference ? { ...read, ...paid } : read
  // Shown in place of a page of its booked conversation (browser Back): said at the top
  // (read before the order ends the booking's session, which clears the mark).
  const [sentBack] = useState(() => wasSentBack(reference))
  useEffect(() => {
    if (paid) title.current?.focus()
  }, [paid])

  useEffect(() => {
    if (state.status !== 'success' || !state.data) return
    const { reference: booked, status } = state.data
    // Once per booking and tab, reloads included: the session entry remembers it.
    const announce = status !== 'CANCELLED' && !wasAnnounced(booked)
    endBookingSession(booked)
    if (announce) {
      markAnnounced(booked)
      emit(host, 'booking-confirmed', { reference: booked })
      // The data layer hears of the booking too (a beacon with flow BOOKING and
      // the booking reference), once, with the page's address and no personal data.
      sendBeacon({
        requestUrl: location.href,
        method: 'GET',
        duration: 0,
        responseStatus: 200,
        bookingReference: booked,
      })
    }
  }, [state, host])

  const notFound = reference === undefined || (state.status === 'success' && state.data === null)
  const titleKey = notFound
    ? 'confirmation.titleNotFound'
    : order
      ? `confirmation.title${order.status}`
      : 'confirmation.title'

  return (
    <section ref={section} className="dx-sf-page dx-cf" aria-labelledby={titleId}>
      <h2 ref={title} id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t(titleKey)}
      </h2>
      {sentBack && reference && <Notice>{t('confirmation.alreadyBooked', { reference })}</Notice>}
      <div role="status" className="dx-cf-status">
        {order && <p>{statusText(order, route.channel, t, locale)}</p>}
      </div>
      {notFound ? (
        <ErrorMessage action={<NewSearchLink channel={route.channel} t={t} className="dx-button" />}>
          {t('confirmation.notFound')}
        </ErrorMessage>
      ) : state.status === 'error' ? (
        <RequestError
          error={state.error}
          t={t}
          onRetry={() => {
            setPaid(undefined)
            reload()
          }}
        />
      ) : !order ? (
        <Loading label={t('confirmation.loading')} />
      ) : (
        <>
          <BookingReference reference={order.reference} t={t} />
          {route.channel === AGENCY_CHANNEL && (
            <AgencyOrderNote reference={order.reference} execution={conversation} t={t} />
          )}
          {order.status === 'HELD' && <p>{t('confirmation.payLater')}</p>}
          {order.status === 'HELD' && (
            <PayNow
              order={order}
              t={t}
              locale={locale}
              onPaid={setPaid}
              onStale={() => {
                setPaid(undefined)
                reload()
              }}
            />
          )}
          <OrderItinerary segments={order.segments} t={t} locale={locale} />
          <OrderPassengers order={order} t={t} locale={locale} />
          <OrderProducts products={order.products} dropped={droppedProducts(order.reference)} t={t} locale={locale} />
          <OrderPayment order={order} t={t} locale={locale} />
          <section className="dx-cf-section">
            <h3>{t('confirmation.next')}</h3>
            <p>{t(route.channel === AGENCY_CHANNEL ? 'confirmation.nextTextAgency' : 'confirmation.nextText')}</p>
            <p className="dx-sf-actions dx-cf-actions">
              <RouteLink
                hash={pageHash(route.channel, 'myb', new URLSearchParams({ pnr: order.reference }))}
                className="dx-button"
              >
                {t('confirmation.manage')}
              </RouteLink>
              <button type="button" className="dx-button dx-button--secondary" onClick={() => window.print()}>
                {t('confirmation.print')}
              </button>
              <NewSearchLink channel={route.channel} t={t} />
            </p>
          </section>
          {order.status !== 'CANCELLED' && <SaveDetails order={order} channel={route.channel} t={t} />}
        </>
      )}
    </section>
  )
}
