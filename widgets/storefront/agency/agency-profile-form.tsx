import { useRef, useState, type FormEvent } from 'react'
import { writesPostcode } from '../../../core/address/postcode'
import { countryOptions } from '../../ui/countries'
import { ErrorSummary } from '../../ui/error-summary'
import { errorText } from '../../ui/error-text'
import { Field } from '../../ui/field'
import { plural } from '../../ui/plural'
import { SelectField } from '../../ui/select-field'
import type { Translate } from '../../ui/use-translate'
import {
  AGENCY_FIELDS,
  AGENT_DETAIL_FIELDS,
  AGENT_FIELDS,
  localProblems,
  problemText,
  refusedFields,
  type Values,
} from './agency-form-state'

/** A fieldset of the form: its legend and its fields' paths. */
interface FormSection {
  legend: string
  paths: readonly string[]
}

/** The agency's details in two fieldsets; registering, the first agent's fields follow. */
export const agencySections = (t: Translate, withAgent: boolean): FormSection[] => [
  { legend: t('agency.profile.agencySection'), paths: AGENCY_FIELDS.slice(0, 6) },
  { legend: t('agency.profile.contactSection'), paths: AGENCY_FIELDS.slice(6) },
  ...(withAgent ? [{ legend: t('agency.profile.agentSection'), paths: AGENT_FIELDS }] : []),
]

/** An agent the agency adds or changes (no password), under `legend`. */
export const agentSections = (legend: string): FormSection[] => [{ legend, paths: AGENT_DETAIL_FIELDS }]

interface Props {
  t: Translate
  locale: string
  initial: Values
  sections: readonly FormSection[]
  submitLabel: string
  busyLabel: string
  /** Sends the form; a refusal it throws is shown (its fields marked, or the reason). */
  onSubmit(values: Values): Promise<void>
  onCancel?(): void
  /** Where a refusal's code finds its own words (errorText's refusals) before the catalogue's. */
  refusalTexts?: string
}

/** What each field's input is for the browser: its type and autofill. */
const INPUTS: Record<string, { type?: string; autoComplete: string; inputMode?: 'numeric' | 'tel' }> = {
  'agency.name': { autoComplete: 'organization' },
  'agency.iataNumber': { autoComplete: 'off', inputMode: 'numeric' },
  'agency.address.street': { autoComplete: 'street-address' },
  'agency.address.city': { autoComplete: 'address-level2' },
  'agency.address.postalCode': { autoComplete: 'postal-code' },
  'agency.address.country': { autoComplete: 'country' },
  'agency.contact.email': { type: 'email', autoComplete: 'email' },
  'agency.contact.phoneCountryCode': { autoComplete: 'tel-country-code', inputMode: 'numeric' },
  'agency.contact.phoneNumber': { type: 'tel', autoComplete: 'tel-national' },
  'agent.loginId': { autoComplete: 'username' },
  'agent.givenName': { autoComplete: 'given-name' },
  'agent.familyName': { autoComplete: 'family-name' },
  'agent.email': { type: 'email', autoComplete: 'email' },
  'agent.password': { type: 'password', autoComplete: 'new-password' },
}
const HINTED = new Set(['agency.iataNumber', 'agency.contact.phoneCountryCode', 'agent.password'])

const COUNTRY = 'agency.address.country'
const POSTCODE = 'agency.address.postalCode'

/**
 * The agency's details (and when registering, its first agent), every problem listed at
 * the top once a submit was refused, each linked to its field; a submit while one runs
 * is ignored. The API's refusal marks the fields it names ({ path, code }).
 */
export function AgencyProfileForm({
  t,
  locale,
  initial,
  sections,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  refusalTexts,
}: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(initial)
  const [tried, setTried] = useState(false)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<unknown>()
  const [busy, setBusy] = useState(false)
  const [refusals, setRefusals] = useState(0)
  const pending = useRef(false)
  const paths = sections.flatMap((section) => section.paths)
  const local = localProblems(values, paths)
  // What the page finds itself first; the API's verdict on a field stands until it is changed.
  const problems: Record<string, string> = tried ? { ...refused, ...local } : refused
  const listed = paths.filter((path) => problems[path])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending.current) return
    setTried(true)
    setFailure(undefined)
    if (Object.keys(local).length > 0) {
      setRefusals((count) => count + 1)
      return
    }
    pending.current = true
    setBusy(true)
    try {
      await onSubmit(values)
    } catch (error) {
      const fields = refusedFields(error)
      setRefused(fields)
      if (Object.keys(fields).length > 0) setRefusals((count) => count + 1)
      else setFailure(error)
    } finally {
      pending.current = false
      setBusy(false)
    }
  }

  const field = (path: string) => {
    const input = INPUTS[path] ?? { autoComplete: 'off' }
    const problem = problems[path]
    const common = {
      key: path,
      name: path,
      label: t(`agency.fields.${path}`),
      error: problem ? problemText(problem, t) : undefined,
      value: values[path] ?? '',
      onChange: (event: { currentTarget: { value: string } }) => {
        const next = event.currentTarget.value
        setValues((before) => ({ ...before, [path]: next }))
        setRefused(({ [path]: _gone, ...rest }) => rest)
      },
    }
    // The country is picked from the countries named in the page's language, sorted as it sorts them.
    if (path === COUNTRY)
      return (
        <SelectField
          {...common}
          autoComplete={input.autoComplete}
          required
          options={countryOptions(locale, t('agency.profile.countryPlaceholder'))}
        />
      )
    return (
      <Field
        {...common}
        hint={HINTED.has(path) ? t(`agency.hints.${path}`) : undefined}
        {...input}
        maxLength={path === 'agent.password' ? 128 : 100}
        // No postcode is asked for where addresses carry none (the United Arab Emirates).
        required={path !== POSTCODE || writesPostcode(values[COUNTRY] ?? '')}
      />
    )
  }

  return (
    <form ref={form} className="dx-form dx-ag-section" aria-busy={busy} onSubmit={submit} noValidate>
      <ErrorSummary
        title={plural(t, locale, 'agency.profile.problems', listed.length)}
        items={listed.map((path) => ({
          path,
          text: `${t(`agency.fields.${path}`)}: ${problemText(problems[path] ?? '', t)}`,
        }))}
        focusKey={refusals}
        className="dx-alert dx-ag-errors"
        onPick={(path) => form.current?.querySelector<HTMLElement>(`[name="${path}"]`)?.focus()}
      />
      {sections.map((section) => (
        <fieldset key={section.legend}>
          <legend>{section.legend}</legend>
          {section.paths.map(field)}
        </fieldset>
      ))}
      {failure !== undefined && (
        <p role="alert" className="dx-alert">
          {errorText(failure, t, refusalTexts)}
        </p>
      )}
      <p className="dx-sf-actions">
        <button type="submit" className="dx-button" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="dx-button dx-button--secondary" onClick={onCancel}>
            {t('agency.profile.cancel')}
          </button>
        )}
      </p>
    </form>
  )
}
