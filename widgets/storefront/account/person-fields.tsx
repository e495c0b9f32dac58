import { SelectField } from '../../ui/select-field'
import { DateSelects } from '../shell/passenger-form/date-selects'
import type { FormBinding } from '../shell/passenger-form/form-binding'
import type { DateParts, PassengerDraft } from '../shell/passenger-form/passenger-draft'
import { passengerInputs } from '../shell/passenger-form/passenger-inputs'
import { NameRow } from '../shell/passenger-form/name-row'

const GENDERS = ['FEMALE', 'MALE', 'UNSPECIFIED']

interface Props {
  draft: PassengerDraft
  /** Its place in the form: fields are named passengers.<index>.<field>. */
  index: number
  bind: FormBinding
  /** The account holder's own fields take the browser's autofill; a companion's do not. */
  own: boolean
  onChange(change: Partial<PassengerDraft>, path: string): void
}

/** A person's names (as on the travel document), date of birth and gender: the passengers form's fields. */
export function PersonFields({ draft, index, bind, own, onChange }: Props) {
  const { t, locale, errorOf, leave, optional } = bind
  const { path, field } = passengerInputs(draft, index, bind, onChange)
  const thisYear = new Date().getFullYear()
  const auto = (token: string) => (own ? token : 'off')
  return (
    <div className="dx-pax-fields">
      <NameRow locale={locale} t={t} field={field} autoComplete={auto} hint={t('passengers.hint.name')} />
      <div className="dx-pax-row">
        <DateSelects
          legend={optional(t('passengers.field.dateOfBirth'))}
          value={draft.birth}
          years={Array.from({ length: 121 }, (_, i) => thisYear - i)}
          onChange={(birth: DateParts) => onChange({ birth }, path('dateOfBirth'))}
          onLeave={() => leave(path('dateOfBirth'))}
          error={errorOf(path('dateOfBirth'))}
          path={path('dateOfBirth')}
          locale={locale}
          t={t}
          {...(own ? { autoComplete: 'bday' as const } : {})}
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
    </div>
  )
}
