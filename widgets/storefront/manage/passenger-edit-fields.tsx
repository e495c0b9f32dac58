import { maskValue } from '../../../core/privacy/mask'
import type { FormBinding } from '../shell/passenger-form/form-binding'
import { LoyaltyFields } from '../shell/passenger-form/loyalty-fields'
import type { PassengerDraft } from '../shell/passenger-form/passenger-draft'
import { passengerInputs } from '../shell/passenger-form/passenger-inputs'
import { TravelDocumentFields } from '../shell/passenger-form/travel-document-fields'
import { NameRow } from '../shell/passenger-form/name-row'

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

/**
 * What a booked passenger may change: the name's spelling, travel document, frequent flyer
 * number; the passengers page's fields. A document is optional here, so not marked required.
 */
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
  const { t, locale } = bind
  const { field } = passengerInputs(draft, index, bind, onChange)
  return (
    <div className="dx-pax-fields">
      <p className="dx-field-hint">{t('manage.edit.nameHint')}</p>
      <NameRow locale={locale} t={t} field={field} autoComplete={() => 'off'} />
      {!documentOpen && (
        <p className="dx-sf-actions">
          {draft.document.number && (
            <span>
              {t(`passengers.documentType.${draft.document.type}`)}{' '}
              <bdi dir="ltr">{maskValue('travelDocument', draft.document.number)}</bdi>
            </span>
          )}
          <button type="button" className="dx-button dx-button--secondary" onClick={onOpenDocument}>
            {t(draft.document.number ? 'manage.edit.changeDocument' : 'manage.edit.addDocument')}
          </button>
        </p>
      )}
      {documentOpen && (
        <TravelDocumentFields
          draft={draft}
          index={index}
          lastYear={lastYear}
          bind={bind}
          required={false}
          onChange={onChange}
        />
      )}
      <LoyaltyFields draft={draft} index={index} airline={airline} bind={bind} onChange={onChange} />
    </div>
  )
}
