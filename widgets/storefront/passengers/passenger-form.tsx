import { Field } from '../../ui/field'
import type { FormBinding } from './form-binding'
import { countries } from '../../ui/countries'
import { DateSelects } from './date-selects'
import type { DateParts, DocumentDraft, PassengerDraft, TripFacts } from './passenger-draft'
import { SelectField } from '../../ui/select-field'

export interface PassengerFormProps {
  draft: PassengerDraft
  /** Its place in the list: fields are named by API path, passengers.<index>.<field>. */
  index: number
  trip: TripFacts
  /** Adults of the booking an infant can travel with: id and how to name them. */
  adults: { id: string; label: string }[]
  /** The airline whose programme can be chosen (settings.airline). */
  airline: string
  /** The first adult is the one the browser's autofill is most likely to know. */
  lead: boolean
  bind: FormBinding
  onChange(change: Partial<PassengerDraft>, path: string): void
}

const GENDERS = ['FEMALE', 'MALE', 'UNSPECIFIED']
const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD']

/** Years of birth a passenger type can have on the last flight, most recent first (the checks still decide). */
function birthYears(type: PassengerDraft['type'], lastYear: number): number[] {
  const [youngest, oldest] = type === 'INF' ? [0, 2] : type === 'CHD' ? [2, 12] : [12, 120]
  return Array.from({ length: oldest - youngest + 1 }, (_, i) => lastYear - youngest - i)
}

/** The fields of one passenger; a travel document only on international trips. */
export function PassengerForm({ draft, index, trip, adults, airline, lead, bind, onChange }: PassengerFormProps) {
  const { t, locale, errorOf, leave, optional } = bind
  const path = (field: string) => `passengers.${index}.${field}`
  const lastYear = Number(trip.lastFlightDate.slice(0, 4))
  const text = (field: 'givenName' | 'familyName' | 'loyaltyNumber' | 'knownTravellerNumber' | 'redressNumber') => ({
    'data-path': path(field),
    value: draft[field],
    error: errorOf(path(field)),
    onBlur: () => leave(path(field)),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange({ [field]: event.currentTarget.value }, path(field)),
  })
  const select = (field: 'gender' | 'loyaltyProgramme' | 'infantOf') => ({
    'data-path': path(field),
    value: draft[field],
    error: errorOf(path(field)),
    onBlur: () => leave(path(field)),
    onChange: (event: { currentTarget: HTMLSelectElement }) =>
      onChange({ [field]: event.currentTarget.value }, path(field)),
  })
  const document = (change: Partial<DocumentDraft>, field: string) =>
    onChange({ document: { ...draft.document, ...change } }, path(`travelDocument.${field}`))
  const documentSelect = (field: 'type' | 'issuingCountry' | 'nationality') => ({
    'data-path': path(`travelDocument.${field}`),
    value: draft.document[field],
    error: errorOf(path(`travelDocument.${field}`)),
    onBlur: () => leave(path(`travelDocument.${field}`)),
    onChange: (event: { currentTarget: HTMLSelectElement }) => document({ [field]: event.currentTarget.value }, field),
  })
  const countryOptions = [
    { value: '', label: t('passengers.choose') },
    ...countries(locale).map((c) => ({ value: c.code, label: c.name })),
  ]
  const birthRequired = draft.type !== 'ADT' || trip.international
  const auto = (token: string) => (lead ? token : 'off')

  return (
    <div className="dx-pax-fields">
      <div className="dx-pax-row">
        <Field
          label={t('passengers.field.givenName')}
          hint={t('passengers.hint.name')}
          autoComplete={auto('given-name')}
          aria-required="true"
          {...text('givenName')}
        />
        <Field
          label={t('passengers.field.familyName')}
          hint={t('passengers.hint.name')}
          autoComplete={auto('family-name')}
          aria-required="true"
          {...text('familyName')}
        />
      </div>
      <div className="dx-pax-row">
        <DateSelects
          legend={birthRequired ? t('passengers.field.dateOfBirth') : optional(t('passengers.field.dateOfBirth'))}
          value={draft.birth}
          years={birthYears(draft.type, lastYear)}
          onChange={(birth: DateParts) => onChange({ birth }, path('dateOfBirth'))}
          onLeave={() => leave(path('dateOfBirth'))}
          error={errorOf(path('dateOfBirth'))}
          path={path('dateOfBirth')}
          locale={locale}
          t={t}
          required={birthRequired}
          {...(lead ? { autoComplete: 'bday' as const } : {})}
        />
        <SelectField
          label={optional(t('passengers.field.gender'))}
          autoComplete={auto('sex')}
          options={[
            { value: '', label: t('passengers.gender.none') },
            ...GENDERS.map((g) => ({ value: g, label: t(`passengers.gender.${g}`) })),
          ]}
          {...select('gender')}
        />
      </div>
      {draft.type === 'INF' && (
        <SelectField
          label={t('passengers.field.infantOf')}
          hint={t('passengers.hint.infantOf')}
          aria-required="true"
          options={[
            { value: '', label: t('passengers.choose') },
            ...adults.map((a) => ({ value: a.id, label: a.label })),
          ]}
          {...select('infantOf')}
        />
      )}
      {trip.international && (
        <fieldset className="dx-pax-group">
          <legend>{t('passengers.document.title')}</legend>
          <p className="dx-field-hint">{t('passengers.document.text')}</p>
          <div className="dx-pax-row">
            <SelectField
              label={t('passengers.field.travelDocument.type')}
              aria-required="true"
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`passengers.documentType.${type}`) }))}
              {...documentSelect('type')}
            />
            <Field
              label={t('passengers.field.travelDocument.number')}
              hint={t('passengers.hint.documentNumber')}
              autoComplete="off"
              spellCheck={false}
              aria-required="true"
              data-path={path('travelDocument.number')}
              value={draft.document.number}
              error={errorOf(path('travelDocument.number'))}
              onBlur={() => leave(path('travelDocument.number'))}
              onChange={(event) => document({ number: event.currentTarget.value }, 'number')}
            />
          </div>
          <div className="dx-pax-row">
            <SelectField
              label={t('passengers.field.travelDocument.issuingCountry')}
              aria-required="true"
              options={countryOptions}
              {...documentSelect('issuingCountry')}
            />
            <SelectField
              label={t('passengers.field.travelDocument.nationality')}
              aria-required="true"
              options={countryOptions}
              {...documentSelect('nationality')}
            />
          </div>
          <DateSelects
            legend={t('passengers.field.travelDocument.expiryDate')}
            value={draft.document.expiry}
            years={Array.from({ length: 21 }, (_, i) => lastYear + i)}
            onChange={(expiry: DateParts) => document({ expiry }, 'expiryDate')}
            onLeave={() => leave(path('travelDocument.expiryDate'))}
            error={errorOf(path('travelDocument.expiryDate'))}
            path={path('travelDocument.expiryDate')}
            locale={locale}
            t={t}
            required
          />
        </fieldset>
      )}
      <fieldset className="dx-pax-group">
        <legend>{t('passengers.programmes')}</legend>
        <div className="dx-pax-row">
          <SelectField
            label={optional(t('passengers.field.loyaltyProgramme'))}
            options={[
              { value: '', label: t('passengers.programme.none') },
              ...[
                airline,
                ...(draft.loyaltyProgramme && draft.loyaltyProgramme !== airline ? [draft.loyaltyProgramme] : []),
              ].map((code) => ({
                value: code,
                label: t('passengers.programme.of', { airline: code }),
              })),
            ]}
            {...select('loyaltyProgramme')}
          />
          <Field
            label={optional(t('passengers.field.loyaltyNumber'))}
            hint={t('passengers.hint.loyaltyNumber')}
            autoComplete="off"
            spellCheck={false}
            {...text('loyaltyNumber')}
          />
        </div>
        <div className="dx-pax-row">
          <Field
            label={optional(t('passengers.field.knownTravellerNumber'))}
            hint={t('passengers.hint.knownTravellerNumber')}
            autoComplete="off"
            spellCheck={false}
            {...text('knownTravellerNumber')}
          />
          <Field
            label={optional(t('passengers.field.redressNumber'))}
            hint={t('passengers.hint.redressNumber')}
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            {...text('redressNumber')}
          />
        </div>
      </fieldset>
    </div>
  )
}
