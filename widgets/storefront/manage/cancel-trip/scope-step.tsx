import { useId, useState } from 'react'
import type { Translate } from '../../../ui/use-translate'
import { partName } from '../../shell/order/order-itinerary'
import { passengerName } from '../../shell/order/passenger-name'
import type { Trip } from '../../shell/trip-api'
import type { CancelScope } from './api'
import { scopeKey } from './scope-choices'
import { StepButtons } from './step-buttons'
import { StepHeading } from './step-heading'

interface Props {
  trip: Trip
  choices: CancelScope[]
  /** The choice made before (Back from the details), else the whole trip. */
  chosen: CancelScope
  busy: boolean
  headingId: string
  t: Translate
  onChoose(scope: CancelScope): void
  onBack(): void
}

/** Step 1, where the fare allows a partial cancel: the whole trip, one passenger or one part. */
export function ScopeStep({ trip, choices, chosen, busy, headingId, t, onChoose, onBack }: Props) {
  const name = useId()
  const [selected, setSelected] = useState(scopeKey(chosen))
  const { passengers, segments } = trip.order
  const parts = new Set(segments.map((s) => s.partIndex)).size
  const label = (scope: CancelScope): string => {
    if (scope.kind === 'trip') return t('cancelTrip.scope.trip')
    if (scope.kind === 'part') {
      const flights = segments.filter((s) => s.partIndex >= scope.index)
      return t('cancelTrip.scope.part', {
        part: partName(t, scope.index, parts),
        origin: flights[0]?.origin.code ?? '',
        destination: flights[flights.length - 1]?.destination.code ?? '',
      })
    }
    const passenger = passengers.find((p) => p.id === scope.id)
    const infant = passengers.find((p) => p.infantOf === scope.id)
    const who = passenger ? passengerName(passenger, passengers, t) : scope.id
    return infant
      ? t('cancelTrip.scope.passengerWithInfant', { name: who, infant: passengerName(infant, passengers, t) })
      : t('cancelTrip.scope.passenger', { name: who })
  }
  const choice = choices.find((c) => scopeKey(c) === selected) ?? { kind: 'trip' }
  return (
    <form
      className="dx-ct-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) onChoose(choice)
      }}
    >
      <StepHeading id={headingId}>{t('cancelTrip.scope.title')}</StepHeading>
      <fieldset className="dx-ct-options">
        <legend>{t('cancelTrip.scope.legend')}</legend>
        {choices.map((scope) => (
          <label key={scopeKey(scope)} className="dx-check">
            <input
              type="radio"
              name={name}
              value={scopeKey(scope)}
              checked={scopeKey(scope) === selected}
              onChange={() => setSelected(scopeKey(scope))}
            />
            <span>{label(scope)}</span>
          </label>
        ))}
      </fieldset>
      {choices.some((c) => c.kind === 'part') && <p className="dx-sf-muted">{t('cancelTrip.scope.partNote')}</p>}
      <StepButtons t={t} busy={busy} onBack={onBack} />
    </form>
  )
}
