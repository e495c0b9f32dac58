import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { isDxError } from '../../../../core/http/errors'
import { formatLongDate } from '../../../../core/i18n/format'
import { parseSearchDate } from '../../../../core/dates/dates'
import { getSettings } from '../../../../core/settings/get-settings'
import { RequestError } from '../../../ui/messages'
import { plural } from '../../../ui/plural'
import { isPaymentInProgress, PaymentInProgress } from '../payment-in-progress'
import { goToNextBookingPage } from '../../shell/booking-flow'
import { criteriaHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { refusedFields } from '../../../../core/http/refused-fields'
import { updatePassengers, type PassengerDetails } from '../../shell/passenger-form/api'
import { ContactForm } from '../../shell/passenger-form/contact-form'
import { draftChanges } from '../../shell/passenger-form/draft-changes'
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary'
import { inNameOrder } from '../../../../core/i18n/name-order'
import type { FormBinding } from '../../shell/passenger-form/form-binding'
import {
  contactDraft,
  draftsFor,
  toContactInput,
  toPassengerInput,
  type ContactDraft,
  type PassengerDraft,
  type TripFacts,
} from '../../shell/passenger-form/passenger-draft'
import { PassengerForm } from './passenger-form'
import { fieldOf, problemText } from '../../shell/passenger-form/problem-text'
import { SavedContact, SavedPassenger } from './saved-details'
import { SavedTravellersNotice } from './saved-travellers-notice'
import { useTravellerChoice } from './use-traveller-choice'
import { WhoIsTravelling } from './who-is-travelling'
import { validatePassengers, type Problems } from '../../shell/passenger-form/validate'

const CONTACT = 'contact'

/** The API's paths as the form's fields: a missing document is its number; whole-booking problems have no field. */
function serverPath(path: string): string | undefined {
  if (/^passengers\.\d+\.travelDocument$/.test(path)) return `${path}.number`
  if (/^passengers\.\d+\.id$/.test(path) || !/^(passengers\.\d+|contact)\./.test(path)) return undefined
  return path
}

/** Which part of the form (a passenger id or the contact) a path belongs to; none for the whole booking. */
function ownerOf(path: string, drafts: readonly PassengerDraft[]): string | undefined {
  if (path.startsWith(`${CONTACT}.`)) return CONTACT
  const index = /^passengers\.(\d+)\./.exec(path)?.[1]
  return index === undefined ? undefined : drafts[Number(index)]?.id
}

/** A new set with `items` added (state sets are never changed in place). */
const withAll = (set: ReadonlySet<string>, items: (string | undefined)[]): ReadonlySet<string> => {
  const next = new Set(set)
  for (const item of items) if (item !== undefined) next.add(item)
  return next
}

interface Props extends BookingPageProps {
  details: PassengerDetails
}

/**
 * The passengers and the contact, checked at each field as they are left and all at
 * once on submit (summary first, focus on it); the API's refusals land on the same
 * fields. What the conversation already holds shows as masked summaries with Edit.
 */
export function PassengersForm({ route, criteria, t, locale, onError, details }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const ids = useId()
  const contactHeading = `${ids}-contact`
  const airline = getSettings().airline
  const [drafts, setDrafts] = useState(() => draftsFor(criteria.passengers, details.passengers))
  const [contact, setContact] = useState<ContactDraft>(() => contactDraft(details))
  // Saved parts show as summaries until the traveller asks to edit them.
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => {
    const open = new Set(
      drafts.filter((d) => !details.passengers.some((p) => p.id === d.id && p.type === d.type)).map((d) => d.id),
    )
    if (!details.contact) open.add(CONTACT)
    return open
  })
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const changed = useRef(new Set<string>())
  const [server, setServer] = useState<Problems>({})
  const [attempt, setAttempt] = useState(0)
  const [sendError, setSendError] = useState<unknown>()
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  // A field to focus once the render that shows it is done (Edit, a summary link).
  const [focusTarget, setFocusTarget] = useState<{ selector: string }>()

  const lastPart = criteria.itineraryParts[criteria.itineraryParts.length - 1]
  // Ages and document expiry count on the last part's day. The API counts on its last
  // flight's, a day later at most after an overnight connection, and refuses that rare
  // difference itself (shown at the field like any refusal).
  const trip: TripFacts = { international: details.international, lastFlightDate: lastPart?.date ?? '' }
  const lastDate = parseSearchDate(trip.lastFlightDate)
  const dateText = lastDate ? formatLongDate(lastDate, locale) : trip.lastFlightDate
  const problems: Problems = { ...server, ...validatePassengers(drafts, contact, trip) }
  const shows = (path: string) => attempt > 0 || left.has(path) || path in server
  const who = (draft: { type: string; id: string }) =>
    t(`passengers.who.${draft.type}`, { n: Number(draft.id.split('-')[1]) })
  const adults = drafts
    .filter((d) => d.type === 'ADT')
    .map((d) => {
      const name = `${d.givenName} ${d.familyName}`.trim()
      return { id: d.id, label: name ? t('passengers.adultNamed', { who: who(d), name }) : who(d) }
    })
  const adultLabel = (id: string) => adults.find((a) => a.id === id)?.label ?? id

  const bind: FormBinding = {
    t,
    locale,
    errorOf: (path) => {
      const code = problems[path]
      return code && shows(path) ? problemText(t, path, code, dateText) : undefined
    },
    leave: (path) => {
      if (changed.current.has(path) && !left.has(path)) setLeft((current) => new Set(current).add(path))
    },
    optional: (label) => t('passengers.optional', { label }),
  }

  const touch = (path: string) => {
    changed.current.add(path)
    // The server's word on a field stands until the traveller changes it.
    if (path in server)
      setServer((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path)))
  }
  const { changePassenger, changeContact } = draftChanges(touch, setDrafts, setContact)
  const choice = useTravellerChoice({
    drafts,
    trip,
    who,
    changePassenger,
    setContact,
    open: (id) => setEditing((current) => withAll(current, [id])),
  })
  // The form replaces the summary: focus goes to its first field, where the Edit button was.
  const edit = (owner: string) => {
    setEditing((current) => withAll(current, [owner]))
    setFocusTarget({ selector: `[data-owner="${owner}"] [data-path]` })
  }
  // A summary link opens its part if it shows saved details, then focuses the field.
  const pick = (path: string) => {
    setEditing((current) => withAll(current, [ownerOf(path, drafts)]))
    setFocusTarget({ selector: `[data-path="${path}"]` })
  }
  useEffect(() => {
    if (focusTarget) formRef.current?.querySelector<HTMLElement>(focusTarget.selector)?.focus()
  }, [focusTarget])
  // Signed in from the offer above the passengers, its Sign in goes away with it (and the
  // dialog's focus with them): once the profile's answer is in, focus goes to the first
  // place's choice that took its place (the first field when no one fits), or to Try again.
  const signedInHere = useRef(false)
  const offerStatus = choice.saved.status
  useEffect(() => {
    if (!signedInHere.current || offerStatus === 'loading' || offerStatus === 'signed-out') return
    signedInHere.current = false
    const next = offerStatus === 'failed' ? '.dx-pax-account button' : '.dx-pax-who select, [data-path]'
    formRef.current?.querySelector<HTMLElement>(next)?.focus()
  }, [offerStatus])

  // A refused submit: open every part with a problem, then read the summary out first.
  const refuse = (found: Problems) => {
    setEditing((current) =>
      withAll(
        current,
        Object.keys(found).map((path) => ownerOf(path, drafts)),
      ),
    )
    setAttempt((count) => count + 1)
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    // A second click while the first save is under way sends nothing (no duplicate mutation).
    if (inFlight.current) return
    const found = validatePassengers(drafts, contact, trip)
    if (Object.keys(found).length > 0) return refuse(found)
    inFlight.current = true
    setSending(true)
    setSendError(undefined)
    updatePassengers(
      drafts.map((d) => toPassengerInput(d, trip.international)),
      toContactInput(contact),
    ).then(
      () => goToNextBookingPage(route.channel, 'passengers', criteria),
      (error: unknown) => {
        inFlight.current = false
        setSending(false)
        const fields = refusedFields(error)
        if (fields.length > 0) {
          const refused: Problems = {}
          for (const { path, code } of fields) refused[serverPath(path) ?? 'passengers'] ??= code
          setServer(refused)
          refuse(refused)
          return
        }
        if (isDxError(error) && error.type === 'EXECUTION_EXPIRED') onError(error)
        setSendError(error)
      },
    )
  }

  // In the order of the fields on the page, a Japanese traveller's family name first.
  const fieldOrder = inNameOrder(Object.keys(problems), locale)
  const summaryItems: SummaryItem[] = Object.entries(problems)
    .filter(() => attempt > 0)
    .sort(([a], [b]) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b))
    .map(([path, code]) => {
      if (path === 'passengers') return { text: t('passengers.error.party') }
      const owner = ownerOf(path, drafts)
      const draft = drafts.find((d) => d.id === owner)
      return {
        path,
        text: t('passengers.summaryItem', {
          who: draft ? who(draft) : t('passengers.contact.title'),
          field: t(`passengers.field.${fieldOf(path)}`),
          message: problemText(t, path, code, dateText),
        }),
      }
    })
  const saved = (id: string) => details.passengers.find((p) => p.id === id)

  return (
    <form ref={formRef} className="dx-pax-form" onSubmit={submit} noValidate>
      <ErrorSummary
        title={plural(t, locale, 'passengers.errorSummary', summaryItems.length)}
        items={summaryItems}
        focusKey={attempt}
        className="dx-pax-errors"
        onPick={pick}
      />
      {getSettings().privacy.isEnabled && (details.passengers.length > 0 || details.contact) && (
        <p className="dx-pax-note">{t('passengers.privacyNote')}</p>
      )}
      <SavedTravellersNotice state={choice.saved} t={t} onSignedIn={() => (signedInHere.current = true)} />
      {drafts.map((draft, index) => {
        const headingId = `${ids}-${draft.id}`
        const stored = saved(draft.id)
        const offer = choice.offerFor(draft)
        return (
          <section key={draft.id} className="dx-pax" aria-labelledby={headingId} data-owner={draft.id}>
            <h3 id={headingId}>
              {who(draft)} <span className="dx-pax-age">{t(`passengers.age.${draft.type}`)}</span>
            </h3>
            {offer.length > 0 && (
              <WhoIsTravelling
                people={offer}
                chosen={choice.chosen[draft.id] ?? ''}
                takenBy={(key) => choice.takenBy(key, draft.id)}
                who={who(draft)}
                t={t}
                onChoose={(key) => choice.choose(index, key)}
              />
            )}
            {editing.has(draft.id) || !stored ? (
              <PassengerForm
                draft={draft}
                index={index}
                trip={trip}
                adults={adults}
                airline={airline}
                lead={index === 0}
                bind={bind}
                onChange={changePassenger(index)}
              />
            ) : (
              <SavedPassenger
                passenger={stored}
                who={who(draft)}
                adultLabel={adultLabel}
                t={t}
                locale={locale}
                onEdit={() => edit(draft.id)}
              />
            )}
          </section>
        )
      })}
      <section className="dx-pax" aria-labelledby={contactHeading} data-owner={CONTACT}>
        <h3 id={contactHeading}>{t('passengers.contact.title')}</h3>
        <p className="dx-field-hint">{t('passengers.contact.text')}</p>
        {editing.has(CONTACT) || !details.contact ? (
          <ContactForm draft={contact} bind={bind} onChange={changeContact} />
        ) : (
          <SavedContact
            contact={details.contact}
            who={t('passengers.contact.title')}
            t={t}
            onEdit={() => edit(CONTACT)}
          />
        )}
      </section>
      {sendError !== undefined &&
        (isPaymentInProgress(sendError) ? (
          <PaymentInProgress
            text={t('passengers.paymentInProgress.text')}
            paymentLabel={t('passengers.paymentInProgress.payment')}
            paymentHash={criteriaHash(route.channel, 'payment', criteria)}
            retryLabel={t('common.retry')}
            onRetry={() => submit()}
          />
        ) : (
          <RequestError error={sendError} t={t} onRetry={() => submit()} />
        ))}
      <div className="dx-pax-actions">
        {/* The button says it is busy, as the payment button does; the status says it to a screen reader. */}
        <button type="submit" className="dx-button" aria-disabled={sending || undefined}>
          {t(sending ? 'passengers.busy' : 'passengers.submit')}
        </button>
        <span role="status" className="dx-visually-hidden">
          {sending ? t('passengers.saving') : ''}
        </span>
      </div>
    </form>
  )
}
