import type { ReactNode } from 'react'
import type { FlightStatusPoint } from '../../core/flight-status/fetch-flight-status'
import { localTime } from '../ui/local-time'
import type { Translate } from '../ui/use-translate'

interface Props {
  kind: 'departure' | 'arrival'
  point: FlightStatusPoint
  /** The leg's scheduled departure date, YYYY-MM-DD. */
  legDate: string
  t: Translate
  locale: string
}

/** One end of a leg: where, scheduled/estimated/actual time, terminal, gate, baggage claim. */
export function StatusPoint({ kind, point, legDate, t, locale }: Props) {
  // The estimate is shown while it differs from the schedule and nothing actual has
  // replaced it, as airline status boards do: an estimate equal to the schedule says no
  // more than the "On time" badge, and once the flight has left or landed the actual
  // time is the one that matters.
  const changed = point.estimatedDateTime !== null && point.estimatedDateTime !== point.scheduledDateTime
  const rows: [string, ReactNode][] = [
    [t('flightStatus.scheduled'), localTime(point.scheduledDateTime, locale, legDate)],
  ]
  if (changed && point.estimatedDateTime && !point.actualDateTime) {
    rows.push([t('flightStatus.estimated'), localTime(point.estimatedDateTime, locale, legDate)])
  }
  if (point.actualDateTime) {
    rows.push([t('flightStatus.actual'), localTime(point.actualDateTime, locale, legDate)])
  }
  rows.push([t('flightStatus.terminal'), point.terminal ?? t('flightStatus.notAvailable')])
  rows.push([t('flightStatus.gate'), point.gate ?? t('flightStatus.notAvailable')])
  if (kind === 'arrival')
    rows.push([t('flightStatus.baggageClaim'), point.baggageClaimAreaCode ?? t('flightStatus.notAvailable')])
  return (
    <section className="dx-point">
      <h4>{t(`flightStatus.${kind}`)}</h4>
      <p className="dx-point-airport">
        {point.airport.city} <bdi className="dx-code">({point.airportCode})</bdi>
      </p>
      <p className="dx-point-name">{point.airport.name}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="dx-point-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
