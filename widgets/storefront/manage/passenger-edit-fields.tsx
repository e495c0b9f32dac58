import { maskValue } from '../../../core/privacy/mask'
import { countries } from '../../ui/countries'
import { Field } from '../../ui/field'
import { SelectField } from '../../ui/select-field'
import { DateSelects } from '../passengers/date-selects'
import type { FormBinding } from '../passengers/form-binding'
import type { DateParts, DocumentDraft, PassengerDraft } from '../passengers/passenger-draft'

const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD']

interface Props {
  draft: PassengerDraft
  /** Its place in the trip: fields are named by API path, passengers.<index>.<field>. */
  index: number
  /** The year of the last flight: the first year a document may expire in. */
  lastYear: number
  /** The airline whose programme can be chosen (settings.airline). */
  airline: string
  bind: FormBinding
  /** Whether the travel document's fields show; closed, the booked document is named (masked) with a button to change it. */
  documentOpen: boolean
  onOpenDocument(): void
  onChange(change: Partial<PassengerDraft>, path: string): void
}

/** What a booked passenger may change: the name's spelling, travel document, frequent flyer number. */
export function PassengerEditFields({
  draft,
  index,
  lastYear,
  airline,
  bind,
  documentOpen,
  onOpenDocument,
  onChange,
}: Props) {
  const { t, locale, errorOf, leave, optional } = bind
  const path = (field: string) => `passengers.${index}.${field}`
  const text = (field: 'givenName' | 'familyName' | 'loyaltyNumber') => ({
    'data-path': path(field),
    value: draft[field],
    error: errorOf(path(field)),
    onBlur: () => leave(path(field)),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
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
  const programmes = [
    airline,
    ...(draft.loyaltyProgramme && draft.loyaltyProgramme !== airline ? [draft.loyaltyProgramme] : []),
  ]
  return (
    <div className="dx-pax-fields">
      <p className="dx-field-hint">{t('manage.edit.nameHint')}</p>
      <div className="dx-pax-row">
        <Field label={t('passengers.field.givenName')} autoComplete="off" aria-required="true" {...text('givenName')} />
        <Field
          label={t('passengers.field.familyName')}
          autoComplete="off"
          aria-required="true"
          {...text('familyName')}
        />
      </div>
      {!documentOpen && (
        <p className="dx-sf-actions">
          {draft.document.number && (
            <span>
              {`${t(`passengers.documentType.${draft.document.type}`)} ${maskValue('travelDocument', draft.document.number)}`}
            </span>
          )}
          <button type="button" className="dx-button dx-button--secondary" onClick={onOpenDocument}>
            {t(draft.document.number ? 'manage.edit.changeDocument' : 'manage.edit.addDocument')}
          </button>
        </p>
      )}
      {documentOpen && (
        <fieldset className="dx-pax-group">
          <legend>{t('passengers.document.title')}</legend>
          <div className="dx-pax-row">
            <SelectField
              label={t('passengers.field.travelDocument.type')}
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`passengers.documentType.${type}`) }))}
              {...documentSelect('type')}
            />
            <Field
              label={t('passengers.field.travelDocument.number')}
              hint={t('passengers.hint.documentNumber')}
              autoComplete="off"
              spellCheck={false}
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
              options={countryOptions}
              {...documentSelect('issuingCountry')}
            />
            <SelectField
              label={t('passengers.field.travelDocument.nationality')}
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
          />
        </fieldset>
      )}
      <div className="dx-pax-row">
        <SelectField
          label={optional(t('passengers.field.loyaltyProgramme'))}
          options={[
            { value: '', label: t('passengers.programme.none') },
            ...programmes.map((code) => ({ value: code, label: t('passengers.programme.of', { airline: code }) })),
          ]}
          data-path={path('loyaltyProgramme')}
          value={draft.loyaltyProgramme}
          error={errorOf(path('loyaltyProgramme'))}
          onBlur={() => leave(path('loyaltyProgramme'))}
          onChange={(event) => onChange({ loyaltyProgramme: event.currentTarget.value }, path('loyaltyProgramme'))}
        />
        <Field
          label={optional(t('passengers.field.loyaltyNumber'))}
          hint={t('passengers.hint.loyaltyNumber')}
          autoComplete="off"
          spellCheck={false}
          {...text('loyaltyNumber')}
        />
      </div>
    </div>
  )
}
