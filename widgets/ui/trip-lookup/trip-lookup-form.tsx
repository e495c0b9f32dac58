import { useCallback, useId, useRef, useState, type FormEvent } from 'react'
import type { TripFragment } from '../../../core/api/generated/operations'
import { addMessages } from '../../../core/i18n/i18n'
import { isDxError } from '../../../core/http/errors'
import { latinDigits } from '../../../core/input/latin-digits'
import { dropTripAccess } from '../../../core/trip/trip-access'
import { isLastName, isTripIdentifier } from '../../../core/trip/lookup-rules'
import { tripLookup } from '../../../core/trip/trip-lookup'
import { errorText } from '../error-text'
import { Field } from '../field'
import { useFocusFirstError } from '../use-focus-first-error'
import { useTranslate } from '../use-translate'
import { WaitNotice } from '../wait-notice'
import messages from 'dx-locale:tripLookup'

// The form's en-US strings come with it, to dx-trip-lookup and to the storefront's trip page alike.
addMessages('en-US', messages)

export interface TripLookupFormProps {
  /** The identifier to start from (the trip page: the reference in its address). */
  reference?: string
  /** A failure to show until the next submit (the trip page: a deep link that found no trip). */
  error?: unknown
  /** The trip was found; it is already the current trip ($trip) and kept in this browser. */
  onFound?(trip: TripFragment): void
}

type FieldName = 'reference' | 'lastName'

/**
 * Booking reference (or order id) and last name, checked as the traveller types once a
 * field typed into has been left, or once a submit was tried: tabbing past an untouched
 * field says nothing. A submit finds the trip live; while it runs,
 * another is ignored. A wrong reference or name gets one message that never says which
 * of the two was wrong; too many failed tries, a countdown before the next.
 */
export function TripLookupForm({
  reference: initialReference = '',
  error: initialError,
  onFound,
}: TripLookupFormProps) {
  const { t, locale } = useTranslate()
  const failureId = useId()
  const [reference, setReference] = useState(initialReference)
  const [lastName, setLastName] = useState('')
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ reference: false, lastName: false })
  const changed = useRef(new Set<FieldName>())
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(initialError)
  const pending = useRef(false)
  const { form, focusFirstError } = useFocusFirstError()

  // A reference's digits typed in any script (٧, ۷) are its 0-9.
  const identifier = latinDigits(reference)
  const problems: Partial<Record<FieldName, string>> = {}
  if (!identifier.trim()) problems.reference = t('tripLookup.referenceRequired')
  else if (!isTripIdentifier(identifier)) problems.reference = t('tripLookup.referenceInvalid')
  if (!lastName.trim()) problems.lastName = t('tripLookup.lastNameRequired')
  else if (!isLastName(lastName)) problems.lastName = t('tripLookup.lastNameInvalid')
  const shown = (name: FieldName) => (touched[name] ? problems[name] : undefined)

  const wait = isDxError(failure) && failure.status === 429 ? failure.retryAfterSeconds : undefined
  const [waitOver, setWaitOver] = useState(false)
  const blocked = busy || (wait !== undefined && !waitOver)
  const endWait = useCallback(() => setWaitOver(true), [])

  // aria-disabled, not disabled, while busy or waiting: a disabled button would drop the
  // keyboard focus to the page body; a submit meanwhile is ignored instead.
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending.current || blocked) return
    setTouched({ reference: true, lastName: true })
    if (problems.reference || problems.lastName) {
      focusFirstError()
      return
    }
    pending.current = true
    setBusy(true)
    setFailure(undefined)
    setWaitOver(false)
    try {
      // The retrieve (its GraphQL document and client) loads when a trip is looked up, not
      // with the form: a lookup widget alone on a host page shows the form without it.
      const { loadTrip } = await import('../../../core/trip/load-trip')
      const trip = await loadTrip(tripLookup(identifier, lastName))
      onFound?.(trip)
    } catch (error) {
      // Someone else's try on this device: the grant to the trip found before goes from it.
      if (isDxError(error) && error.code === 'TRIP_NOT_FOUND') dropTripAccess()
      setFailure(error)
    } finally {
      pending.current = false
      setBusy(false)
    }
  }

  const leave = (name: FieldName) => {
    if (changed.current.has(name)) setTouched((before) => (before[name] ? before : { ...before, [name]: true }))
  }

  return (
    <form
      ref={form}
      className="dx-form dx-trip-lookup-form"
      aria-label={t('tripLookup.formLabel')}
      aria-describedby={failure && wait === undefined ? failureId : undefined}
      aria-busy={busy}
      onSubmit={submit}
      noValidate
    >
      <Field
        label={t('tripLookup.reference')}
        hint={t('tripLookup.referenceHint')}
        error={shown('reference')}
        value={reference}
        onChange={(event) => {
          changed.current.add('reference')
          setReference(event.currentTarget.value)
        }}
        onBlur={() => leave('reference')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        required
      />
      <Field
        label={t('tripLookup.lastName')}
        hint={t('tripLookup.lastNameHint')}
        error={shown('lastName')}
        value={lastName}
        onChange={(event) => {
          changed.current.add('lastName')
          setLastName(event.currentTarget.value)
        }}
        onBlur={() => leave('lastName')}
        autoComplete="family-name"
        maxLength={60}
        required
      />
      {wait !== undefined && (
        <WaitNotice
          seconds={wait}
          t={t}
          locale={locale}
          waitKey="tripLookup.wait"
          readyKey="tripLookup.ready"
          onOver={endWait}
        />
      )}
      {failure !== undefined && wait === undefined && (
        <p id={failureId} role="alert" className="dx-alert">
          {errorText(failure, t, 'tripLookup.refused')}
        </p>
      )}
      <button type="submit" className="dx-button" aria-disabled={blocked}>
        {busy ? t('tripLookup.searching') : t('tripLookup.submit')}
      </button>
    </form>
  )
}
