import { parseSegmentTime } from '../../../../core/dates/dates'
import { formatLongDate, formatTime } from '../../../../core/i18n/format'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'
import { pageHash } from '../../shell/navigate'
import { RouteLink } from '../../shell/route-link'
import type { AccountTrip } from '../api'

/** An airport-local time (as the API sends it) with its date, as the locale writes them; the value itself when unreadable. */
function when(value: string, locale: string): string {
  const date = parseSegmentTime(value)
  return date ? `${formatLongDate(date, locale)} ${formatTime(date, locale)}` : value
}

interface Props {
  trip: AccountTrip
  channel: string
  t: Translate
  locale: string
}

/**
 * One booking of the account: its route, when it leaves and arrives (each in its
 * airport's time), reference, status and passengers, and a link to its trip page, which
 * finds it by the reference alone for the signed-in owner (no name in the address).
 */
export function TripItem({ trip, channel, t, locale }: Props) {
  const route = t('accountPages.trips.route', { origin: trip.origin, destination: trip.destination })
  return (
    <li className="dx-ac-trip">
      <h4>{route}</h4>
      <dl className="dx-ac-facts">
        <div>
          <dt>{t('accountPages.trips.departs')}</dt>
          <dd>
            <time dateTime={trip.departure}>{when(trip.departure, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('accountPages.trips.arrives')}</dt>
          <dd>
            <time dateTime={trip.arrival}>{when(trip.arrival, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('accountPages.trips.reference')}</dt>
          <dd>{trip.pnr}</dd>
        </div>
        <div>
          <dt>{t('accountPages.trips.status')}</dt>
          <dd>{t(`accountPages.trips.statusOf.${trip.status}`)}</dd>
        </div>
        <div>
          <dt>{t('accountPages.trips.passengers')}</dt>
          <dd>
            {plural(t, locale, 'accountPages.trips.passengerCount', trip.passengerCount, {
              lead: trip.leadPassengerName,
            })}
          </dd>
        </div>
      </dl>
      <RouteLink hash={pageHash(channel, 'myb', new URLSearchParams({ pnr: trip.pnr }))} className="dx-button">
        {t('accountPages.trips.open', { route, reference: trip.pnr })}
      </RouteLink>
    </li>
  )
}
