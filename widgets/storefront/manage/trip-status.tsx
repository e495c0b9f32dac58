import type { Translate } from '../../ui/use-translate'
import { holdExpiry } from '../shell/order/hold-expiry'
import { pageHash } from '../shell/navigate'
import { RouteLink } from '../shell/route-link'
import type { TripOrder } from '../shell/trip-api'

interface Props {
  order: TripOrder
  channel: string
  t: Translate
  locale: string
}

/**
 * How the booking stands: confirmed; held until when (an instant, in the traveller's own
 * zone); or cancelled, with why when it was a hold that ran out (its seats went back on
 * sale) and a way to book again.
 */
export function TripStatus({ order, channel, t, locale }: Props) {
  if (order.status === 'HELD')
    return (
      <p className="dx-mb-status">
        {order.holdExpiresAt
          ? t('manage.status.HELD', { expiry: holdExpiry(order.holdExpiresAt, locale) })
          : t('manage.status.HELD_OPEN')}
      </p>
    )
  if (order.status === 'CANCELLED')
    return (
      <div className="dx-alert dx-mb-status">
        <p>{t(order.holdExpiresAt ? 'manage.status.HOLD_EXPIRED' : 'manage.status.CANCELLED')}</p>
        <RouteLink hash={pageHash(channel, 'home')} className="dx-button">
          {t('manage.searchFlights')}
        </RouteLink>
      </div>
    )
  return <p className="dx-mb-status">{t('manage.status.CONFIRMED')}</p>
}
