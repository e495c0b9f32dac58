import { Field } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { DateSelects } from '../../shell/passenger-form/date-selects'
import type { FormBinding } from '../../shell/passenger-form/form-binding'
import { LoyaltyFields } from '../../shell/passenger-form/loyalty-fields'
import type { DateParts, PassengerDraft, TripFacts } from '../../shell/passenger-form/passenger-draft'
import { passengerInputs } from '../../shell/passenger-form/passenger-inputs'
import { TravelDocumentFields } from '../../shell/passenger-form/travel-document-fields'
import { NameRow } from '../../shell/passenger-form/name-row'

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

/** Years of birth a passenger type can have on the last flight, most recent first (the checks still decide). */
function birthYears(type: PassengerDraft['type'], lastYear: number): number[] {
  const [youngest, oldest] = type === 'INF' ? [0, 2] : type === 'CHD' ? [2, 12] : [12, 120]
  return Array.from({ length: oldest - youngest + 1 }, (_, i) => lastYear - youngest - i)
}

/** The fields of one passenger; a travel document only on international trips. */
export function PassengerForm({ draft, index, trip, adults, airline, lead, bind, onChange }: PassengerFormProps) {
  const { t, locale, errorOf, leave, optional } = bind
  const { path, field } = passengerInputs(draft, index, bind, onChange)
  const lastYear = Number(trip.lastFlightDate.slice(0, 4))
  const birthRequired = draft.type !== 'ADT' || trip.international
  const auto = (token: string) => (lead ? token : 'off')

  return (
    <div className="dx-pax-fields">
      <NameRow locale={locale} t={t} field={field} autoComplete={auto} hint={t('passengers.hint.name')} />
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
          {...field('gender')}
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
          {...field('infantOf')}
        />
      )}
      {trip.international && (
        <TravelDocumentFields
          draft={draft}
          index={index}
          lastYear={lastYear}
          bind={bind}
          required
          hint={t('passengers.document.text')}
          onChange={onChange}
        />
      )}
      <fieldset className="dx-pax-group">
        <legend>{t('passengers.programmes')}</legend>
        <LoyaltyFields draft={draft} index={index} airline={airline} bind={bind} onChange={onChange} />
        <div className="dx-pax-row">
          <Field
            label={optional(t('passengers.field.knownTravellerNumber'))}
            hint={t('passengers.hint.knownTravellerNumber')}
            autoComplete="off"
            spellCheck={false}
            {...field('knownTravellerNumber')}
          />
          <Field
            label={optional(t('passengers.field.redressNumber'))}
            hint={t('passengers.hint.redressNumber')}
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            {...field('redressNumber')}
          />
        </div>
      </fieldset>
    </div>
  )
}
