import { useEffect, useId, useRef, useState } from 'react'
import passengersMessages from 'dx-locale:passengers'
import { addMessages } from '../../../core/i18n/i18n'
import { getSettings } from '../../../core/settings/get-settings'
import type { TripLookup } from '../../../core/trip/load-trip'
import { useLazyStyles } from '../../ui/adopt-lazy-styles'
import { RequestError } from '../../ui/messages'
import { useFocusFirstError } from '../../ui/use-focus-first-error'
import type { Translate } from '../../ui/use-translate'
import { refusedFields } from '../../../core/http/refused-fields'
import { ContactForm } from '../shell/passenger-form/contact-form'
import { draftChanges } from '../shell/passenger-form/draft-changes'
import type { FormBinding } from '../shell/passenger-form/form-binding'
import { contactDraft } from '../shell/passenger-form/passenger-draft'
import passengersCss from '../shell/passenger-form/passengers.css'
import { problemText } from '../shell/passenger-form/problem-text'
import type { Problems } from '../shell/passenger-form/validate'
import { type Trip, updateTripPassengers } from '../shell/trip-api'
import { contactUpdate, editProblems, lastFlightDate, passengerDrafts, passengerUpdates } from './passenger-edits'
import { PassengerEditFields } from './passenger-edit-fields'
import { TripDialog, TripDialogActions } from './trip-dialog'

// The fields, their checks and messages are the passengers page's (passengers namespace).
addMessages('en-US', passengersMessages)

interface Props {
  trip: Trip
  lookup: TripLookup
  t: Translate
  locale: string
  /** Saved: the trip as the API now has it. */
  onSaved(trip: Trip): void
  onClose(): void
}

/**
 * A modal dialog changing the trip's contact and each passenger's name spelling, travel
 * document and frequent flyer number, checked as the passengers page checks them, then
 * by the API (whose refusals show at their fields). Escape or Cancel closes it; focus
 * stays inside while it is open and goes back to what opened it.
 */
export function EditPassengersDialog({ trip, lookup, t, locale, onSaved, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  useLazyStyles(dialog, passengersCss)
  const titleId = useId()
  const { order } = trip
  const [drafts, setDrafts] = useState(() => passengerDrafts(order))
  const [contact, setContact] = useState(() => contactDraft(order))
  const [server, setServer] = useState<Problems>({})
  const [left, setLeft] = useState<Set<string>>(new Set())
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  // Documents are changed less often than the rest, and their fields are many: each opens on demand.
  const [documents, setDocuments] = useState<Set<string>>(new Set())

  // A refused Save (by the dialog's checks, or by the API once it answers) takes focus to
  // the first field to fix: Save sits below every field, the fields out of sight above it.
  const { form, focusFirstError } = useFocusFirstError()
  // A failed save is said just above Save changes and takes focus, so a phone shows it (the
  // dialog's top is out of sight there) and the next Tab is Save changes again.
  const failureRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

  const problems = { ...editProblems(drafts, contact, order), ...server }
  const date = lastFlightDate(order)
  const bind: FormBinding = {
    t,
    locale,
    errorOf: (path) => {
      const code = problems[path]
      if (!code || !(attempt > 0 || left.has(path) || path in server)) return undefined
      return code === 'NAME_CHANGE_TOO_LARGE' ? t('manage.edit.nameTooDifferent') : problemText(t, path, code, date)
    },
    leave: (path) => setLeft((current) => new Set(current).add(path)),
    optional: (label) => t('passengers.optional', { label }),
  }
  // The server's word on a field stands until the traveller changes it.
  const touch = (path: string) =>
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path)))
  const { changePassenger, changeContact } = draftChanges(touch, setDrafts, setContact)

  const save = async () => {
    if (saving) return
    setAttempt((count) => count + 1)
    if (Object.keys(editProblems(drafts, contact, order)).length > 0) {
      focusFirstError()
      return
    }
    setSaving(true)
    setFailure(undefined)
    try {
      onSaved(await updateTripPassengers(lookup, contactUpdate(contact, order), passengerUpdates(drafts, order)))
    } catch (error) {
      const refused = refusedFields(error)
      if (refused.length > 0) {
        setServer(Object.fromEntries(refused.map((p) => [p.path, p.code])))
        focusFirstError()
      } else setFailure({ error })
      setSaving(false)
    }
  }

  const airline = getSettings().airline
  const lastYear = Number(date.slice(0, 4))

  return (
    <TripDialog
      titleId={titleId}
      title={t('manage.edit.title')}
      focusFirst="input"
      dialogRef={dialog}
      onClose={onClose}
    >
      <form
        ref={form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {order.contact && (
          <fieldset className="dx-pax-group">
            <legend>{t('confirmation.contact')}</legend>
            <ContactForm draft={contact} bind={bind} onChange={changeContact} />
          </fieldset>
        )}
        {drafts.map((draft, index) => (
          <fieldset key={draft.id} className="dx-pax-group">
            {/* The names as booked: the dialog only opens on a trip read with the traveller's last name. */}
            <legend>{`${order.passengers[index]?.givenName ?? ''} ${order.passengers[index]?.familyName ?? ''}`}</legend>
            <PassengerEditFields
              draft={draft}
              index={index}
              lastYear={lastYear}
              airline={airline}
              bind={bind}
              documentOpen={
                documents.has(draft.id) ||
                Object.keys(problems).some((path) => path.startsWith(`passengers.${index}.travelDocument.`))
              }
              onOpenDocument={() => setDocuments((open) => new Set(open).add(draft.id))}
              onChange={changePassenger(index)}
            />
          </fieldset>
        ))}
        {failure && (
          <div ref={failureRef} tabIndex={-1}>
            <RequestError error={failure.error} t={t} />
          </div>
        )}
        <TripDialogActions closeText={t('manage.edit.cancel')} onClose={onClose}>
          <button type="submit" className="dx-button" aria-disabled={saving}>
            {t(saving ? 'manage.edit.saving' : 'manage.edit.save')}
          </button>
        </TripDialogActions>
      </form>
    </TripDialog>
  )
}
