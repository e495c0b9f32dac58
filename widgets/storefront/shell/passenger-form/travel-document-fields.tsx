import { countryOptions } from '../../../ui/countries'
import { Field } from '../../../ui/field'
import { SelectField } from '../../../ui/select-field'
import { DateSelects } from './date-selects'
import type { FormBinding } from './form-binding'
import type { DateParts, PassengerDraft } from './passenger-draft'
import { passengerInputs } from './passenger-inputs'

const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD']

interface Props {
  draft: PassengerDraft
  /** Its place in the list: fields are named by API path, passengers.<index>.travelDocument.<field>. */
  index: number
  /** The year of the last flight: the first year a document may expire in. */
  lastYear: number
  bind: FormBinding
  /** Marked required for assistive technology: the booking needs a document, an edit may leave it out. */
  required: boolean
  /** Said under the title, when the form has something to say of why the document is asked. */
  hint?: string
  onChange(change: Partial<PassengerDraft>, path: string): void
}

/** A passenger's passport or ID card: its type, number, issuing country, nationality and expiry. */
export function TravelDocumentFields({ draft, index, lastYear, bind, required, hint, onChange }: Props) {
  const { t, locale, errorOf, leave } = bind
  const { path, changeDocument, documentField } = passengerInputs(draft, index, bind, onChange)
  const marked = required ? 'true' : undefined
  const countryList = countryOptions(locale, t('passengers.choose'))
  return (
    <fieldset className="dx-pax-group">
      <legend>{t('passengers.document.title')}</legend>
      {hint && <p className="dx-field-hint">{hint}</p>}
      <div className="dx-pax-row">
        <SelectField
          label={t('passengers.field.travelDocument.type')}
          aria-required={marked}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`passengers.documentType.${type}`) }))}
          {...documentField('type')}
        />
        <Field
          label={t('passengers.field.travelDocument.number')}
          hint={t('passengers.hint.documentNumber')}
          autoComplete="off"
          spellCheck={false}
          aria-required={marked}
          {...documentField('number')}
        />
      </div>
      <div className="dx-pax-row">
        <SelectField
          label={t('passengers.field.travelDocument.issuingCountry')}
          aria-required={marked}
          options={countryList}
          {...documentField('issuingCountry')}
        />
        <SelectField
          label={t('passengers.field.travelDocument.nationality')}
          aria-required={marked}
          options={countryList}
          {...documentField('nationality')}
        />
      </div>
      <DateSelects
        legend={t('passengers.field.travelDocument.expiryDate')}
        value={draft.document.expiry}
        years={Array.from({ length: 21 }, (_, i) => lastYear + i)}
        onChange={(expiry: DateParts) => changeDocument({ expiry }, 'expiryDate')}
        onLeave={() => leave(path('travelDocument.expiryDate'))}
        error={errorOf(path('travelDocument.expiryDate'))}
        path={path('travelDocument.expiryDate')}
        locale={locale}
        t={t}
        required={required}
      />
    </fieldset>
  )
}
