import type { ReactNode } from 'react'
import type { FlightStatusPoint } from '../../core/flight-status/fetch-flight-status'
import { localTime } from '../ui/local-time'
import type { Translate } from '../ui/use-translate'

interface Props {
  kind: 'departure' | 'arrival'
  point: FlightStatusPoint
  /** The leg's scheduled departure date, YYYY-MM-DD. */
  legDate: string
  /** The flight is cancelled: no terminal, gate or baggage claim is coming. */
  cancelled: boolean
  t: Translate
  locale: string
}

/** One end of a leg: where, scheduled/estimated/actual time, terminal, gate, baggage claim. */
export function StatusPoint({ kind, point, legDate, cancelled, t, locale }: Props) {
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
  // "Not yet available" promises a value to come; for a cancelled flight none will, so only
  // what is known shows.
  const place = (label: string, value: string | null | undefined) => {
    if (value) rows.push([label, value])
    else if (!cancelled) rows.push([label, t('flightStatus.notAvailable')])
  }
  place(t('flightStatus.terminal'), point.terminal)
  place(t('flightStatus.gate'), point.gate)
  if (kind === 'arrival') place(t('flightStatus.baggageClaim'), point.baggageClaimAreaCode)
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
