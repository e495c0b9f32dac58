import { useState, type FormEvent } from 'react'
import { Field } from '../ui/field'
import { useFocusFirstError } from '../ui/use-focus-first-error'
import type { Translate } from '../ui/use-translate'
import { isAirportCode, parseFlightNumber } from '../../core/flight-status/flight-number'
import { latinDigits } from '../../core/input/latin-digits'
import { parseSearchDate } from '../../core/dates/dates'
import type { FlightStatusQueryVariables } from '../../core/flight-status/fetch-flight-status'
import { type AirportRefusals, useRefusalsAtFields } from '../ui/airport-refusals'

interface Props {
  initial: Partial<FlightStatusQueryVariables>
  airlineCode: string
  busy: boolean
  refused: AirportRefusals
  t: Translate
  /** undefined: what was submitted is no query (a field's error says why), so no answer stands for it. */
  onSubmit(query: FlightStatusQueryVariables | undefined): void
}

type Errors = Partial<Record<'flightNumber' | 'date' | 'origin' | 'destination', string>>

/** Flight number, date and optional airports; checked here so the server sees only sane input. */
export function StatusForm({ initial, airlineCode, busy, refused, t, onSubmit }: Props) {
  const [flightNumber, setFlightNumber] = useState(initial.flightNumber ?? '')
  const [date, setDate] = useState(initial.departureDate ?? '')
  const [origin, setOrigin] = useState(initial.origin ?? '')
  const [destination, setDestination] = useState(initial.destination ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const { form, focusFirstError } = useFocusFirstError()
  const refusals = useRefusalsAtFields(refused, setErrors, focusFirstError)

  // aria-disabled, not disabled, while busy: a disabled button would drop the
  // keyboard focus to the page body; a submit meanwhile is ignored instead.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // Digits of any script, as typed on the traveller's keyboard ("ZZ ٥٠٥"), are read as 0-9.
    const parsed = parseFlightNumber(latinDigits(flightNumber))
    const next: Errors = {}
    if (!parsed) next.flightNumber = t('flightStatus.flightNumberInvalid', { airline: airlineCode })
    if (!parseSearchDate(date)) next.date = t('flightStatus.dateInvalid')
    if (origin.trim() && !isAirportCode(origin)) next.origin = t('flightStatus.airportInvalid')
    if (destination.trim() && !isAirportCode(destination)) next.destination = t('flightStatus.airportInvalid')
    setErrors(next)
    if (!parsed || Object.keys(next).length > 0) {
      focusFirstError()
      onSubmit(undefined)
      return
    }
    refusals.submitted()
    onSubmit({
      airlineCode: parsed.airline ?? airlineCode,
      flightNumber: parsed.number,
      departureDate: date,
      ...(origin.trim() ? { origin: origin.trim().toUpperCase() } : {}),
      ...(destination.trim() ? { destination: destination.trim().toUpperCase() } : {}),
    })
  }

  return (
    <form ref={form} className="dx-form" aria-label={t('flightStatus.formLabel')} onSubmit={submit} noValidate>
      <Field
        label={t('flightStatus.flightNumber')}
        hint={t('flightStatus.flightNumberHint', { airline: airlineCode })}
        error={errors.flightNumber}
        value={flightNumber}
        onChange={(e) => setFlightNumber(e.currentTarget.value)}
        autoComplete="off"
        required
      />
      <Field
        label={t('flightStatus.date')}
        error={errors.date}
        type="date"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        required
      />
      <Field
        label={t('flightStatus.origin')}
        error={errors.origin}
        value={origin}
        maxLength={3}
        autoComplete="off"
        onChange={(e) => setOrigin(e.currentTarget.value)}
      />
      <Field
        label={t('flightStatus.destination')}
        error={errors.destination}
        value={destination}
        maxLength={3}
        autoComplete="off"
        onChange={(e) => setDestination(e.currentTarget.value)}
      />
      <button type="submit" className="dx-button" aria-disabled={busy}>
        {t('flightStatus.submit')}
      </button>
    </form>
  )
}
