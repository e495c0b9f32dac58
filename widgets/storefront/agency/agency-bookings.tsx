import { useId, useRef } from 'react'
import { parseSegmentTime } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { DetailRow } from '../../ui/detail-row'
import { Loading, RequestError } from '../../ui/messages'
import { plural } from '../../ui/plural'
import type { Translate } from '../../ui/use-translate'
import { pageHash } from '../shell/navigate'
import type { PageProps } from '../shell/page-props'
import { RouteLink } from '../shell/route-link'
import { usePageRequest } from '../shell/use-page-request'
import css from './agency.css'
import { fetchAgencyOrders, type AgencyTrip } from './agency-api'

/** A local date and time of the API (YYYY-MM-DDTHH:mm) as the locale writes the day, with its year as the traveller's trips page does; the value itself when unreadable. */
function dayText(value: string, locale: string): string {
  const date = parseSegmentTime(value)
  return date ? formatLongDate(date, locale) : value
}

/** The days of travel: one day when the trip leaves and arrives on the same day (a one-way day trip), else from the first to the last. */
function datesText(trip: AgencyTrip, t: Translate, locale: string): string {
  const departure = dayText(trip.departure, locale)
  const arrival = dayText(trip.arrival, locale)
  return trip.departure.slice(0, 10) === trip.arrival.slice(0, 10)
    ? departure
    : t('agency.bookings.range', { departure, arrival })
}

/**
 * `#/b2b/agency-bookings`: the bookings the agent's agency made, upcoming (soonest first)
 * and past, each with its customer, reference, route, dates and status, and opening its
 * trip page by the reference alone: the agent's session opens its agency's trips.
 */
export function AgencyBookingsPage({ route, t, locale, titleId, onError }: PageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  const [state, reload] = usePageRequest('agency-orders', fetchAgencyOrders, onError)
  const trips = state.status === 'success' ? state.data : undefined
  const book = (
    <RouteLink hash={pageHash(route.channel, 'home')} className="dx-button">
      {t('agency.bookings.book')}
    </RouteLink>
  )
  return (
    <section ref={section} className="dx-sf-page dx-ag" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('agency.bookings.title')}
      </h2>
      {state.status === 'error' ? (
        <RequestError error={state.error} t={t} onRetry={reload} />
      ) : !trips ? (
        <Loading label={t('agency.bookings.loading')} />
      ) : trips.upcoming.length === 0 && trips.past.length === 0 ? (
        <>
          <p>{t('agency.bookings.empty')}</p>
          <p>{book}</p>
        </>
      ) : (
        <>
          <p>{book}</p>
          <TripList
            title={t('agency.bookings.upcoming')}
            none={t('agency.bookings.noneUpcoming')}
            trips={trips.upcoming}
            channel={route.channel}
            t={t}
            locale={locale}
          />
          <TripList
            title={t('agency.bookings.past')}
            none={t('agency.bookings.nonePast')}
            trips={trips.past}
            channel={route.channel}
            t={t}
            locale={locale}
          />
        </>
      )}
    </section>
  )
}

interface ListProps {
  title: string
  none: string
  trips: AgencyTrip[]
  channel: string
  t: Translate
  locale: string
}

function TripList({ title, none, trips, channel, t, locale }: ListProps) {
  const id = useId()
  return (
    <section className="dx-ag-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {trips.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="dx-ag-list">
          {trips.map((trip) => (
            <li key={trip.orderId} className="dx-ag-trip">
              <h4>
                <RouteLink hash={pageHash(channel, 'myb', new URLSearchParams({ pnr: trip.pnr }))}>
                  {t('agency.bookings.open', {
                    reference: trip.pnr,
                    origin: trip.origin,
                    destination: trip.destination,
                  })}
                </RouteLink>
              </h4>
              <dl>
                <DetailRow term={t('agency.bookings.customer')}>{trip.leadPassengerName}</DetailRow>
                <DetailRow term={t('agency.bookings.dates')}>{datesText(trip, t, locale)}</DetailRow>
                <DetailRow term={t('agency.bookings.status')}>{statusText(trip.status, t)}</DetailRow>
                <DetailRow term={t('agency.bookings.travellers')}>
                  {plural(t, locale, 'agency.bookings.passengers', trip.passengerCount)}
                </DetailRow>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function statusText(status: string, t: Translate): string {
  const key = `agency.bookings.statuses.${status}`
  const text = t(key)
  return text === key ? status : text
}
