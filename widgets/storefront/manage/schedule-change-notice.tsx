import { useId, useState } from 'react'
import { parseSegmentTime } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import { localTimeText } from '../../ui/local-time'
import { RequestError } from '../../ui/messages'
import type { Translate } from '../../ui/use-translate'
import type { Trip } from '../shell/trip-api'

interface Props {
  trip: Trip
  t: Translate
  locale: string
  /** Sends the acceptance; resolves once the page shows the trip it answered. */
  onAccept(): Promise<void>
}

/**
 * The airline moved flights of the trip: the traveller sees each changed flight's booked
 * and new day and times and accepts them (all at once, as the API takes them). Seats, bags
 * and extras wait for that; cancelling does not, and after a significant change (3 hours
 * or more) the notice says that cancelling gives back everything paid.
 */
export function ScheduleChangeNotice({ trip, t, locale, onAccept }: Props) {
  const titleId = useId()
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const accept = async () => {
    if (sending) return
    setSending(true)
    setFailure(undefined)
    try {
      await onAccept()
    } catch (error) {
      setFailure({ error })
    } finally {
      setSending(false)
    }
  }
  // The day with the times: a flight moved across midnight is on another day.
  const times = (departure: string, arrival: string) => {
    const day = departure.slice(0, 10)
    const date = parseSegmentTime(departure)
    return {
      date: date ? formatLongDate(date, locale) : day,
      departure: localTimeText(departure, locale),
      arrival: localTimeText(arrival, locale, day),
    }
  }
  return (
    <section className="dx-alert dx-mb-change" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('manage.change.title')}</h3>
      <p>{t('manage.change.text')}</p>
      {trip.scheduleChanges.some((c) => c.significant) && <p>{t('manage.change.significant')}</p>}
      <ul>
        {trip.scheduleChanges.map((change) => {
          const segment = trip.order.segments.find((s) => s.index === change.segmentIndex)
          return (
            <li key={change.segmentIndex}>
              {segment && (
                <p>
                  <strong>{`${segment.airlineCode} ${segment.flightNumber}`}</strong>
                  {` · ${segment.origin.city} (${segment.origin.code}) – ${segment.destination.city} (${segment.destination.code})`}
                </p>
              )}
              <p>
                <del>{t('manage.change.was', times(change.previousDeparture, change.previousArrival))}</del>
              </p>
              <p>
                <strong>{t('manage.change.now', times(change.departure, change.arrival))}</strong>
              </p>
            </li>
          )
        })}
      </ul>
      {failure && <RequestError error={failure.error} t={t} />}
      <button type="button" className="dx-button" aria-disabled={sending} onClick={() => void accept()}>
        {t(sending ? 'manage.change.accepting' : 'manage.change.accept')}
      </button>
    </section>
  )
}
