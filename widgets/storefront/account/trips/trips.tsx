import { useRef } from 'react'
import accountMessages from 'dx-locale:accountPages'
import { addMessages } from '../../../../core/i18n/i18n'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { Loading, RequestError } from '../../../ui/messages'
import { useRequest } from '../../../ui/use-request'
import type { Translate } from '../../../ui/use-translate'
import { pageHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { RouteLink } from '../../shell/route-link'
import css from '../account.css'
import { type AccountTrip, fetchTrips } from '../api'
import { SignedInOnly } from '../signed-in-only'
import { TripItem } from './trip-item'

addMessages('en-US', accountMessages)

interface ListProps {
  titleKey: string
  trips: AccountTrip[]
  channel: string
  t: Translate
  locale: string
}

function TripList({ titleKey, trips, channel, t, locale }: ListProps) {
  return (
    <section className="dx-ac-section">
      <h3>{t(titleKey)}</h3>
      <ul className="dx-ac-trips">
        {trips.map((trip) => (
          <TripItem key={trip.pnr} trip={trip} channel={channel} t={t} locale={locale} />
        ))}
      </ul>
    </section>
  )
}

function AccountTripsList({ route, t, locale }: Pick<BookingPageProps, 'route' | 't' | 'locale'>) {
  const [state, reload] = useRequest('trips', fetchTrips)
  if (state.status === 'error') return <RequestError error={state.error} t={t} onRetry={reload} />
  if (state.status !== 'success') return <Loading label={t('accountPages.trips.loading')} />
  const { upcoming, past } = state.data
  if (upcoming.length === 0 && past.length === 0)
    return (
      <div className="dx-ac-prompt">
        <p>{t('accountPages.trips.empty')}</p>
        <RouteLink hash={pageHash(route.channel, 'home')} className="dx-button">
          {t('accountPages.trips.search')}
        </RouteLink>
      </div>
    )
  return (
    <>
      {upcoming.length > 0 ? (
        <TripList
          titleKey="accountPages.trips.upcoming"
          trips={upcoming}
          channel={route.channel}
          t={t}
          locale={locale}
        />
      ) : (
        <section className="dx-ac-section">
          <h3>{t('accountPages.trips.upcoming')}</h3>
          <p>{t('accountPages.trips.noneUpcoming')}</p>
          <RouteLink hash={pageHash(route.channel, 'home')}>{t('accountPages.trips.search')}</RouteLink>
        </section>
      )}
      {past.length > 0 && (
        <TripList titleKey="accountPages.trips.past" trips={past} channel={route.channel} t={t} locale={locale} />
      )}
    </>
  )
}

/**
 * trips: the signed-in traveller's bookings (upcomingTrips), upcoming soonest first as
 * the API orders them and past ones apart, each opening its trip page.
 */
export function TripsPage({ route, t, locale, titleId }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  return (
    <section ref={section} className="dx-sf-page dx-ac" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('accountPages.trips.title')}
      </h2>
      <SignedInOnly t={t}>
        <AccountTripsList route={route} t={t} locale={locale} />
      </SignedInOnly>
    </section>
  )
}
