import { legStatus } from '../../../core/flight-status/leg-status'
import { localTimeText } from '../../ui/local-time'
import type { Translate } from '../../ui/use-translate'
import type { TripSegment } from '../shell/trip-api'

type Leg = NonNullable<TripSegment['liveStatus']>

/** A new time, when the estimate differs from the timetable and nothing actual has replaced it. */
const changedTime = (point: Leg['departureInfo']) =>
  point.estimatedDateTime !== null && point.estimatedDateTime !== point.scheduledDateTime && !point.actualDateTime
    ? point.estimatedDateTime
    : undefined

interface Props {
  leg: Leg
  /** The flight's departure day (YYYY-MM-DD): other days are written with their date. */
  day: string
  t: Translate
  locale: string
}

/**
 * A booked flight's live status: the flight status widget's words and badge colours,
 * a delay's new times, and where to board (terminal, gate) once known.
 */
export function LiveStatus({ leg, day, t, locale }: Props) {
  const status = legStatus(leg)
  const departs = changedTime(leg.departureInfo)
  const arrives = changedTime(leg.arrivalInfo)
  const { terminal, gate } = leg.departureInfo
  const place = [terminal && t('manage.live.terminal', { terminal }), gate && t('manage.live.gate', { gate })].filter(
    Boolean,
  )
  return (
    <p className="dx-mb-live">
      <span className={`dx-badge dx-badge--${status}`}>{t(`flightStatus.status.${status}`)}</span>
      {departs && <span>{t('manage.live.departs', { time: localTimeText(departs, locale, day) })}</span>}
      {arrives && <span>{t('manage.live.arrives', { time: localTimeText(arrives, locale, day) })}</span>}
      {place.length > 0 && <span>{place.join(' · ')}</span>}
    </p>
  )
}
