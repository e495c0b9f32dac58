import { useState, type FormEvent } from 'react'
import { Field } from '../ui/field'
import { useFocusFirstError } from '../ui/use-focus-first-error'
import type { Translate } from '../ui/use-translate'
import { isAirportCode } from '../../core/flight-status/flight-number'
import { parseSearchDate } from '../../core/dates/dates'
import { type AirportRefusals, useRefusalsAtFields } from '../ui/airport-refusals'
import type { ScheduleVariables } from './fetch-flight-schedule'

interface Props {
  initial: Partial<ScheduleVariables>
  busy: boolean
  refused: AirportRefusals
  t: Translate
  /** undefined: what was submitted is no query (a field's error says why), so no answer stands for it. */
  onSubmit(query: ScheduleVariables | undefined): void
}

/**
 * Today where the day ends last (UTC-12), YYYY-MM-DD: an earlier date is past at every airport.
 * The traveller's own today would refuse a day still ahead at an airport west of them.
 */
const earliestToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10)

type Errors = Partial<Record<'origin' | 'destination' | 'date', string>>

export function ScheduleForm({ initial, busy, refused, t, onSubmit }: Props) {
  const [origin, setOrigin] = useState(initial.origin ?? '')
  const [destination, setDestination] = useState(initial.destination ?? '')
  const [date, setDate] = useState(initial.departureDate ?? '')
  const [nonstop, setNonstop] = useState(initial.type === 'NONSTOP')
  const [errors, setErrors] = useState<Errors>({})
  const { form, focusFirstError } = useFocusFirstError()
  const today = earliestToday()
  const refusals = useRefusalsAtFields(refused, setErrors, focusFirstError)

  // aria-disabled, not disabled, while busy: a disabled button would drop the
  // keyboard focus to the page body; a submit meanwhile is ignored instead.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const from = origin.trim().toUpperCase()
    const to = destination.trim().toUpperCase()
    const next: Errors = {}
    if (!isAirportCode(from)) next.origin = t('flightSchedule.airportInvalid')
    if (!isAirportCode(to)) next.destination = t('flightSchedule.airportInvalid')
    else if (from === to) next.destination = t('flightSchedule.sameAirport')
    if (!parseSearchDate(date)) next.date = t('flightSchedule.dateInvalid')
    // A timetable is for planning a trip: a day already past everywhere is flight status's question.
    else if (date < today) next.date = t('flightSchedule.datePast')
    setErrors(next)
    if (Object.keys(next).length > 0) {
      focusFirstError()
      onSubmit(undefined)
      return
    }
    refusals.submitted()
    onSubmit({ origin: from, destination: to, departureDate: date, type: nonstop ? 'NONSTOP' : 'ALL' })
  }

  return (
    <form ref={form} className="dx-form" aria-label={t('flightSchedule.formLabel')} onSubmit={submit} noValidate>
      <Field
        label={t('flightSchedule.origin')}
        error={errors.origin}
        value={origin}
        autoComplete="off"
        onChange={(e) => setOrigin(e.currentTarget.value)}
        required
      />
      <Field
        label={t('flightSchedule.destination')}
        error={errors.destination}
        value={destination}
        autoComplete="off"
        onChange={(e) => setDestination(e.currentTarget.value)}
        required
      />
      <Field
        label={t('flightSchedule.date')}
        error={errors.date}
        type="date"
        min={today}
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        required
      />
      <label className="dx-check">
        <input type="checkbox" checked={nonstop} onChange={(e) => setNonstop(e.currentTarget.checked)} />
        {t('flightSchedule.nonstopOnly')}
      </label>
      <button type="submit" className="dx-button" aria-disabled={busy}>
        {t('flightSchedule.submit')}
      </button>
    </form>
  )
}
