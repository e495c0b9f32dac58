import { useEffect, useRef, useState } from 'react'
import accountMessages from 'dx-locale:accountPages'
import passengersMessages from 'dx-locale:passengers'
import { $account } from '../../../../core/account/account-store'
import { isDxError } from '../../../../core/http/errors'
import { addMessages } from '../../../../core/i18n/i18n'
import { getSettings } from '../../../../core/settings/get-settings'
import { useLazyStyles } from '../../../ui/adopt-lazy-styles'
import { Field } from '../../../ui/field'
import { Loading, Notice, RequestError } from '../../../ui/messages'
import { SignInButton } from '../../../ui/sign-in/sign-in-button'
import { useFocusFirstError } from '../../../ui/use-focus-first-error'
import { useRequest } from '../../../ui/use-request'
import { useStore } from '../../../ui/use-store'
import { go, pageHash } from '../../shell/navigate'
import type { BookingPageProps } from '../../shell/page-props'
import { ContactForm } from '../../shell/passenger-form/contact-form'
import type { FormBinding } from '../../shell/passenger-form/form-binding'
import { LoyaltyFields } from '../../shell/passenger-form/loyalty-fields'
import passengersCss from '../../shell/passenger-form/passengers.css'
import { problemText } from '../../shell/passenger-form/problem-text'
import { TravelDocumentFields } from '../../shell/passenger-form/travel-document-fields'
import type { Problems } from '../../shell/passenger-form/validate'
import { $profileFromBooking } from '../../shell/profile-from-booking'
import { RouteLink } from '../../shell/route-link'
import css from '../account.css'
import { $accountCreated } from '../account-created'
import { createProfile, fetchProfileDraft } from '../api'
import { refusedFields } from '../form-paths'
import { NewPasswordFields } from '../password/new-password-fields'
import { PersonFields } from '../person-fields'
import { today } from '../traveller-draft'
import { emptyProfile, fromBooking, type NewProfile, newProfileProblems, profileInput } from './profile-form-state'

addMessages('en-US', { ...accountMessages, ...passengersMessages })

/** Refusals of createProfile that are about the whole account, not a field: said at the field they concern. */
const ACCOUNT_CODES: Record<string, string> = { USER_ID_TAKEN: 'userId', PASSWORD_TOO_WEAK: 'password' }

function serverProblems(error: unknown): Problems {
  const problems = refusedFields(error)
  const code = isDxError(error) ? error.code : undefined
  const field = code ? ACCOUNT_CODES[code] : undefined
  if (code && field) problems[field] ??= code
  return problems
}

/**
 * create-profile: a new traveller account (email and password, personal details,
 * contact, optionally a travel document and a frequent flyer number), checked as the
 * passengers form checks. Opened from a guest booking's confirmation, it is filled from
 * that booking (profileDraft) and createProfile attaches the booking to the account; the
 * booking is handed over in memory only, so after a reload the page opens empty and says so.
 */
export function CreateProfilePage({ route, t, locale, titleId }: BookingPageProps) {
  const section = useRef<HTMLElement>(null)
  useLazyStyles(section, css)
  useLazyStyles(section, passengersCss)
  const account = useStore($account)
  // The booking the confirmation handed over, taken once: a later visit starts anew.
  const [booking] = useState(() => $profileFromBooking.get())
  useEffect(() => () => $profileFromBooking.set(undefined), [])
  const fromBookingLost = !booking && route.query.get('from') === 'booking'
  const [draftState, reloadDraft] = useRequest(booking ? 'draft' : undefined, () =>
    booking ? fetchProfileDraft(booking) : Promise.reject(new Error('No booking')),
  )
  const [form, setForm] = useState<NewProfile>(emptyProfile)
  const [server, setServer] = useState<Problems>({})
  const [left, setLeft] = useState<Set<string>>(new Set())
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const { form: formRef, focusFirstError } = useFocusFirstError()

  useEffect(() => {
    if (draftState.status === 'success') setForm(fromBooking(draftState.data))
  }, [draftState])

  const on = today()
  const own = newProfileProblems(form, on)
  const problems = { ...own, ...server }
  const shown = (path: string) => problems[path] && (attempt > 0 || left.has(path) || path in server)
  const bind: FormBinding = {
    t,
    locale,
    errorOf: (path) => {
      const code = problems[path]
      if (!code || !shown(path)) return undefined
      if (path === 'password') return t(`accountPages.password.problem.${code}`)
      if (path === 'userId')
        return code === 'USER_ID_TAKEN'
          ? t('accountPages.create.userIdTaken')
          : problemText(t, 'contact.email', code, on)
      return problemText(t, path, code, on)
    },
    leave: (path) => setLeft((current) => new Set(current).add(path)),
    optional: (label) => t('passengers.optional', { label }),
  }
  const change = (patch: Partial<NewProfile>, path: string) => {
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path)))
    setForm((current) => ({ ...current, ...patch }))
  }
  const changePerson = (patch: Partial<NewProfile['person']>, path: string) =>
    change({ person: { ...form.person, ...patch } }, path)

  const submit = async () => {
    if (saving) return
    setAttempt((count) => count + 1)
    if (Object.keys(own).length > 0) {
      focusFirstError()
      return
    }
    setSaving(true)
    setFailure(undefined)
    try {
      await createProfile(profileInput(form), form.password, booking)
      // A booking it came from is now the account's: the trips page shows it.
      $accountCreated.set(true)
      go(pageHash(route.channel, booking ? 'trips' : 'profile'))
    } catch (error) {
      const refused = serverProblems(error)
      if (Object.keys(refused).length > 0) {
        setServer(refused)
        focusFirstError()
      } else setFailure({ error })
      setSaving(false)
    }
  }

  const taken = server.userId === 'USER_ID_TAKEN'
  return (
    <section ref={section} className="dx-sf-page dx-ac" aria-labelledby={titleId}>
      <h2 id={titleId} className="dx-sf-title" tabIndex={-1}>
        {t('accountPages.create.title')}
      </h2>
      {account.status === 'signed-in' && !saving ? (
        <div className="dx-ac-prompt">
          <p>{t('accountPages.create.signedIn')}</p>
          <RouteLink hash={pageHash(route.channel, 'profile')} className="dx-button">
            {t('accountPages.create.toProfile')}
          </RouteLink>
        </div>
      ) : (
        <>
          <p>{t(booking ? 'accountPages.create.introBooking' : 'accountPages.create.intro')}</p>
          {fromBookingLost && <Notice>{t('accountPages.create.bookingForgotten')}</Notice>}
          {draftState.status === 'loading' && <Loading label={t('accountPages.create.loadingBooking')} />}
          {draftState.status === 'error' && <RequestError error={draftState.error} t={t} onRetry={reloadDraft} />}
          <form
            ref={formRef}
            className="dx-pax dx-pax-form"
            noValidate
            aria-labelledby={titleId}
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <fieldset className="dx-pax-group">
              <legend>{t('accountPages.create.signIn')}</legend>
              <Field
                type="email"
                inputMode="email"
                autoComplete="username"
                spellCheck={false}
                data-path="userId"
                label={t('accountPages.create.userId')}
                hint={t('accountPages.create.userIdHint')}
                value={form.userId}
                error={bind.errorOf('userId')}
                aria-required="true"
                onBlur={() => bind.leave('userId')}
                onChange={(event) => {
                  const userId = event.currentTarget.value
                  // The contact email follows the sign-in email until the traveller writes another:
                  // most use one address for both, and typing it twice is a chance to mistype it.
                  const follows = form.contact.email === form.userId
                  change({ userId, ...(follows && { contact: { ...form.contact, email: userId } }) }, 'userId')
                }}
              />
              {taken && (
                <div className="dx-ac-prompt">
                  <p>{t('accountPages.create.signInInstead')}</p>
                  <SignInButton className="dx-button" onSignedIn={() => go(pageHash(route.channel, 'profile'))} />
                </div>
              )}
              <NewPasswordFields
                t={t}
                password={form.password}
                userId={form.userId}
                error={bind.errorOf('password')}
                onChange={(password) => change({ password }, 'password')}
                onLeave={() => bind.leave('password')}
              />
            </fieldset>
            <fieldset className="dx-pax-group">
              <legend>{t('accountPages.profile.personal')}</legend>
              <PersonFields draft={form.person} index={0} bind={bind} own onChange={changePerson} />
            </fieldset>
            <fieldset className="dx-pax-group">
              <legend>{t('passengers.contact.title')}</legend>
              <ContactForm
                draft={form.contact}
                bind={bind}
                onChange={(patch, path) => change({ contact: { ...form.contact, ...patch } }, path)}
              />
            </fieldset>
            <div className="dx-pax-group">
              <label className="dx-ac-check">
                <input
                  type="checkbox"
                  checked={form.withDocument}
                  onChange={(event) => change({ withDocument: event.currentTarget.checked }, 'withDocument')}
                />
                {t('accountPages.create.withDocument')}
              </label>
              {form.withDocument && (
                <TravelDocumentFields
                  draft={form.person}
                  index={0}
                  lastYear={Number(on.slice(0, 4))}
                  bind={bind}
                  required
                  onChange={changePerson}
                />
              )}
            </div>
            {form.companions.length > 0 && (
              <div className="dx-pax-group">
                <label className="dx-ac-check">
                  <input
                    type="checkbox"
                    checked={form.saveCompanions}
                    onChange={(event) => change({ saveCompanions: event.currentTarget.checked }, 'saveCompanions')}
                  />
                  {t('accountPages.create.saveCompanions', {
                    names: form.companions.map((c) => `${c.givenName} ${c.familyName}`).join(', '),
                  })}
                </label>
              </div>
            )}
            <fieldset className="dx-pax-group">
              <legend>{bind.optional(t('accountPages.profile.loyalty'))}</legend>
              <LoyaltyFields
                draft={form.person}
                index={0}
                airline={getSettings().airline}
                bind={bind}
                onChange={changePerson}
              />
            </fieldset>
            {failure && <RequestError error={failure.error} t={t} />}
            <p className="dx-sf-actions">
              <button type="submit" className="dx-button" aria-disabled={saving}>
                {t(saving ? 'accountPages.create.creating' : 'accountPages.create.submit')}
              </button>
            </p>
          </form>
        </>
      )}
    </section>
  )
}
