import { Field } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import type { FormBinding } from './form-binding'
import type { PassengerDraft } from './passenger-draft'
import { passengerInputs } from './passenger-inputs'

interface Props {
  draft: PassengerDraft
  /** Its place in the list: fields are named by API path, passengers.<index>.<field>. */
  index: number
  /** The airline whose programme can be chosen (settings.airline). */
  airline: string
  bind: FormBinding
  onChange(change: Partial<PassengerDraft>, path: string): void
}

/**
 * A frequent flyer programme and number, both optional. The programmes offered are the
 * airline's, and the one the passenger has already, so a saved choice is never lost.
 */
export function LoyaltyFields({ draft, index, airline, bind, onChange }: Props) {
  const { t, optional } = bind
  const { field } = passengerInputs(draft, index, bind, onChange)
  const programmes = [
    airline,
    ...(draft.loyaltyProgramme && draft.loyaltyProgramme !== airline ? [draft.loyaltyProgramme] : []),
  ]
  return (
    <div className="dx-pax-row">
      <SelectField
        label={optional(t('passengers.field.loyaltyProgramme'))}
        options={[
          { value: '', label: t('passengers.programme.none') },
          ...programmes.map((code) => ({ value: code, label: t('passengers.programme.of', { airline: code }) })),
        ]}
        {...field('loyaltyProgramme')}
      />
      <Field
        label={optional(t('passengers.field.loyaltyNumber'))}
        hint={t('passengers.hint.loyaltyNumber')}
        autoComplete="off"
        spellCheck={false}
        {...field('loyaltyNumber')}
      />
    </div>
  )
}
