import type { ReactNode } from 'react'
import type { TripActionCode } from '../../../core/api/generated/operations'
import { lazyComponent } from '../../ui/lazy-component'
import type { Translate } from '../../ui/use-translate'
import { BookingReference } from '../shell/order/booking-reference'
import { OrderItinerary } from '../shell/order/order-itinerary'
import { OrderPassengers } from '../shell/order/order-passengers'
import { OrderPayment } from '../shell/order/order-payment'
import { refundedSince } from './refunded-since'
import type { Trip } from '../shell/trip-api'
import { listedActions } from './listed-actions'
import { LiveStatus } from './live-status'
import { ScheduleChangeNotice } from './schedule-change-notice'
import { TripActions } from './trip-actions'
import { TripStatus } from './trip-status'

// The history is read with the trip; its list and texts load as a section of their own.
const TripHistory = lazyComponent(() => import('./history/trip-history').then((m) => m.TripHistory))

interface Props {
  trip: Trip
  channel: string
  t: Translate
  locale: string
  /** Whether the page can change the trip: the traveller's last name is known (not a copy from the device). */
  live: boolean
  /** The action under way, whose button waits. */
  busy?: TripActionCode | undefined
  onAction(code: TripActionCode): void
  onAcceptChange(): Promise<void>
  /** Shown under the actions: what an action opened in place (Pay now). */
  children?: ReactNode
}

/** A trip as the trip page shows it: status, what may be done, flights with live status, passengers, payments, history. */
export function TripView({ trip, channel, t, locale, live, busy, onAction, onAcceptChange, children }: Props) {
  const { order } = trip
  return (
    <div className="dx-mb-trip">
      <BookingReference reference={order.reference} t={t} />
      <TripStatus order={order} channel={channel} t={t} locale={locale} />
      {live && trip.scheduleChanges.length > 0 && order.status !== 'CANCELLED' && (
        <ScheduleChangeNotice trip={trip} t={t} locale={locale} onAccept={onAcceptChange} />
      )}
      {live && (
        <TripActions
          actions={listedActions(trip)}
          t={t}
          busy={busy}
          agency={order.agency}
          locale={locale}
          onAction={onAction}
        />
      )}
      {children}
      <OrderItinerary
        segments={order.segments}
        t={t}
        locale={locale}
        more={(s) => (
          <>
            <p className="dx-mb-cabin">
              {t('manage.cabinLine', { cabin: t(`manage.cabin.${s.cabin}`) })}
              {s.upgrade && ` · ${t('manage.upgradedFrom', { brand: s.upgrade.fromBrandName })}`}
            </p>
            {order.status === 'CANCELLED' ? (
              // A cancelled booking's flights are no longer the traveller's, whatever the flight does.
              <p className="dx-mb-live">
                <span className="dx-badge dx-badge--CANCELLED">{t('manage.segmentCancelled')}</span>
              </p>
            ) : (
              s.liveStatus && <LiveStatus leg={s.liveStatus} day={s.departure.slice(0, 10)} t={t} locale={locale} />
            )}
          </>
        )}
      />
      <OrderPassengers order={order} t={t} locale={locale} />
      <OrderPayment order={order} charges={trip.charges} refunded={refundedSince(trip.history)} t={t} locale={locale} />
      <TripHistory history={trip.history} t={t} locale={locale} />
    </div>
  )
}
