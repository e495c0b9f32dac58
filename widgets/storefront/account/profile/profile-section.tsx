import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { RequestError } from '../../../ui/messages'
import { useFocusFirstError } from '../../../ui/use-focus-first-error'
import type { Translate } from '../../../ui/use-translate'
import { draftChanges } from '../../shell/passenger-form/draft-changes'
import type { FormBinding } from '../../shell/passenger-form/form-binding'
import type { ContactDraft, PassengerDraft } from '../../shell/passenger-form/passenger-draft'
import { problemText } from '../../shell/passenger-form/problem-text'
import type { Problems } from '../../shell/passenger-form/validate'
import type { Profile, ProfileUpdate } from '../api'
import { refusedFields } from '../form-paths'

/** What a section edits: its people (the traveller, documents, programmes or companions), the contact, the preferences. */
export interface SectionDraft {
  people: PassengerDraft[]
  contact: ContactDraft
  seat: string
  meal: string
}

/** The editing form's parts a section's fields use. */
export interface SectionForm {
  draft: SectionDraft
  bind: FormBinding
  changePerson: (index: number) => (change: Partial<PassengerDraft>, path: string) => void
  changeContact: (change: Partial<ContactDraft>, path: string) => void
  /** Replaces the whole draft (a row added or removed, a preference chosen). */
  setDraft(update: (draft: SectionDraft) => SectionDraft): void
}

export interface SectionSpec {
  /** Its heading. */
  title: string
  /** The section as saved, read-only (masked where privacy says so). */
  view: ReactNode
  /** The edit form's first state, from the profile as saved. */
  start(): SectionDraft
  /** The passengers form's problems of the draft, by the form's paths. */
  problems(draft: SectionDraft): Problems
  /** The section alone, as updateProfile takes it. */
  update(draft: SectionDraft): ProfileUpdate
  fields(form: SectionForm): ReactNode
}

interface Props {
  spec: SectionSpec
  t: Translate
  locale: string
  /** Whom Edit names, for screen readers: "Edit contact details". */
  save(update: ProfileUpdate): Promise<Profile>
  onSaved(profile: Profile): void
}

/**
 * One section of the profile: shown read-only with its own Edit; edited and saved on its
 * own (updateProfile with this section only), checked as the passengers form checks, the
 * API's refusals shown at their fields. After a save focus goes to the section's heading;
 * after a refusal to the first field to fix; Cancel gives focus back to Edit.
 */
export function ProfileSection({ spec, t, locale, save, onSaved }: Props) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const [draft, setDraft] = useState<SectionDraft>()
  const [server, setServer] = useState<Problems>({})
  const [left, setLeft] = useState<Set<string>>(new Set())
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const [focus, setFocus] = useState<'heading' | 'edit' | 'form'>()
  const { form, focusFirstError } = useFocusFirstError()

  useEffect(() => {
    if (focus === 'heading') heading.current?.focus()
    if (focus === 'edit') editButton.current?.focus()
    if (focus === 'form') form.current?.querySelector<HTMLElement>('input, select')?.focus()
    setFocus(undefined)
  }, [focus, form])

  const open = () => {
    setDraft(spec.start())
    setServer({})
    setLeft(new Set())
    setAttempt(0)
    setFailure(undefined)
    setFocus('form')
  }
  const close = (to: 'heading' | 'edit') => {
    setDraft(undefined)
    setFocus(to)
  }

  const own = draft ? spec.problems(draft) : {}
  const problems = { ...own, ...server }
  const date = new Date().toISOString().slice(0, 10)
  const bind: FormBinding = {
    t,
    locale,
    errorOf: (path) => {
      const code = problems[path]
      if (!code || !(attempt > 0 || left.has(path) || path in server)) return undefined
      return problemText(t, path, code, date)
    },
    leave: (path) => setLeft((current) => new Set(current).add(path)),
    optional: (label) => t('passengers.optional', { label }),
  }
  // The server's word on a field stands until the traveller changes it.
  const touch = (path: string) =>
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== path)))
  const update = (change: (draft: SectionDraft) => SectionDraft) =>
    setDraft((current) => (current ? change(current) : current))
  const { changePassenger, changeContact } = draftChanges(
    touch,
    (people) => update((d) => ({ ...d, people: typeof people === 'function' ? people(d.people) : people })),
    (contact) => update((d) => ({ ...d, contact: typeof contact === 'function' ? contact(d.contact) : contact })),
  )

  const submit = async () => {
    if (!draft || saving) return
    setAttempt((count) => count + 1)
    if (Object.keys(own).length > 0) {
      focusFirstError()
      return
    }
    setSaving(true)
    setFailure(undefined)
    try {
      onSaved(await save(spec.update(draft)))
      close('heading')
    } catch (error) {
      const refused = refusedFields(error)
      if (Object.keys(refused).length > 0) {
        setServer(refused)
        focusFirstError()
      } else setFailure({ error })
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="dx-ac-section" aria-labelledby={headingId}>
      <div className="dx-ac-section-head">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {spec.title}
        </h3>
        {!draft && (
          <button
            ref={editButton}
            type="button"
            className="dx-button dx-button--secondary"
            aria-label={t('accountPages.profile.editLabel', { section: spec.title })}
            onClick={open}
          >
            {t('accountPages.profile.edit')}
          </button>
        )}
      </div>
      {draft ? (
        <form
          ref={form}
          className="dx-pax dx-pax-form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          {spec.fields({ draft, bind, changePerson: changePassenger, changeContact, setDraft: update })}
          {failure && <RequestError error={failure.error} t={t} />}
          <p className="dx-sf-actions">
            <button type="submit" className="dx-button" aria-disabled={saving}>
              {t(saving ? 'accountPages.profile.saving' : 'accountPages.profile.save')}
            </button>
            <button type="button" className="dx-button dx-button--secondary" onClick={() => close('edit')}>
              {t('accountPages.profile.cancel')}
            </button>
          </p>
        </form>
      ) : (
        spec.view
      )}
    </section>
  )
}
