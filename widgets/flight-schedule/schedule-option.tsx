import { useId } from 'react'
import { daysBetween, parseSegmentTime } from '../../core/dates/dates'
import { durationText } from '../../core/i18n/duration'
import type { ScheduleOption as Option } from './fetch-flight-schedule'
import { localTime } from '../ui/local-time'
import { stopsText } from '../ui/stops-text'
import type { Translate } from '../ui/use-translate'
import { OperatingDays } from './operating-days'
import { plural } from '../ui/plural'

interface Props {
  option: Option
  date: string
  t: Translate
  locale: string
}

/** One way to fly the route: times, duration, stops, each flight's number, aircraft and carrier, and its week. */
export function ScheduleOption({ option, date, t, locale }: Props) {
  const headingId = useId()
  const first = option.flights[0]
  const last = option.flights[option.flights.length - 1]
  if (!first || !last) return null
  const departure = parseSegmentTime(first.departure)
  const arrival = parseSegmentTime(last.arrival)
  const extraDays = departure && arrival ? daysBetween(departure, arrival) : 0
  // Every airport on the way, in order: where a flight stops, and where the next one leaves from.
  const via = option.flights.flatMap((flight, index) => [...(index > 0 ? [flight.origin] : []), ...flight.stops])
  return (
    <li className="dx-option">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="dx-option-times">
          {localTime(first.departure, locale)}
          {' – '}
          {localTime(last.arrival, locale)}
          {extraDays > 0 && (
            <span className="dx-next-day">{` ${plural(t, locale, 'flightSchedule.nextDay', extraDays)}`}</span>
          )}
        </h3>
        <p className="dx-option-summary">
          {durationText(t, option.totalDuration)}
          {' · '}
          {stopsText(option.totalStops, t)}
          {via.length > 0 && ` ${t('flightSchedule.via', { airport: via.join(t('common.listComma')) })}`}
        </p>
        <ul className="dx-option-flights">
          {option.flights.map((flight) => (
            <li key={flight.flightNumber + flight.departure}>
              <span className="dx-flight-number">{`${flight.airlineCode} ${flight.flightNumber}`}</span>
              {` · ${flight.origin}–${flight.destination} · ${flight.equipmentName}`}
              {flight.operatingAirlineCode !== flight.airlineCode &&
                ` · ${t('flightSchedule.operatedBy', { carrier: flight.operatingCarrier })}`}
            </li>
          ))}
        </ul>
        <OperatingDays days={option.operatingDays} selected={date} t={t} locale={locale} />
      </article>
    </li>
  )
}
