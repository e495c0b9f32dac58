import { useId } from 'react'
import type { FlightStatusLeg } from '../../core/flight-status/fetch-flight-status'
import { legStatus } from '../../core/flight-status/leg-status'
import { StatusPoint } from './status-point'
import type { Translate } from '../ui/use-translate'

interface Props {
  leg: FlightStatusLeg
  t: Translate
  locale: string
}

export function StatusLeg({ leg, t, locale }: Props) {
  const headingId = useId()
  const status = legStatus(leg)
  const cancelled = status === 'CANCELLED'
  const legDate = leg.departureInfo.scheduledDateTime.slice(0, 10)
  return (
    <article className="dx-leg" aria-labelledby={headingId}>
      <header className="dx-leg-header">
        <h3 id={headingId}>
          {t('flightStatus.route', {
            origin: leg.departureInfo.airport.city,
            destination: leg.arrivalInfo.airport.city,
          })}
        </h3>
        <span className={`dx-badge dx-badge--${status}`}>{t(`flightStatus.status.${status}`)}</span>
      </header>
      {/* A cancelled flight says what a traveller booked on it can do, and waits for no gate. */}
      {cancelled && <p>{t('flightStatus.cancelledNote')}</p>}
      <div className="dx-leg-points">
        {(['departure', 'arrival'] as const).map((kind) => (
          <StatusPoint
            key={kind}
            kind={kind}
            point={kind === 'departure' ? leg.departureInfo : leg.arrivalInfo}
            legDate={legDate}
            cancelled={cancelled}
            t={t}
            locale={locale}
          />
        ))}
      </div>
      <p className="dx-leg-equipment">{t('flightStatus.equipment', { name: leg.equipmentName })}</p>
    </article>
  )
}
