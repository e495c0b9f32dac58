import { maskValue } from '../../../../core/privacy/mask'
import { DetailRow as Row } from '../../../ui/detail-row'
import type { Translate } from '../../../ui/use-translate'
import { dateOfBirthText } from '../../shell/date-of-birth'
import type { Contact, Passenger } from '../../shell/passenger-form/api'
import { countryName } from '../../../ui/countries'

// What the conversation holds, shown again read-only with the privacy settings' masks.
// Known-traveller and redress numbers identify a traveller as a
// document number does, so they follow the travel-document flag.

function EditButton({ t, who, onEdit }: { t: Translate; who: string; onEdit(): void }) {
  return (
    <button
      type="button"
      className="dx-button dx-button--secondary dx-pax-edit"
      aria-label={t('passengers.editLabel', { who })}
      onClick={onEdit}
    >
      {t('passengers.edit')}
    </button>
  )
}

export interface SavedPassengerProps {
  passenger: Passenger
  who: string
  /** How to name the adult an infant travels with. */
  adultLabel(id: string): string
  t: Translate
  locale: string
  onEdit(): void
}

export function SavedPassenger({ passenger: p, who, adultLabel, t, locale, onEdit }: SavedPassengerProps) {
  const doc = p.travelDocument
  return (
    <div className="dx-pax-saved">
      <dl>
        <Row term={t('passengers.field.name')}>{`${p.givenName} ${p.familyName}`}</Row>
        {p.dateOfBirth && <Row term={t('passengers.field.dateOfBirth')}>{dateOfBirthText(p.dateOfBirth, locale)}</Row>}
        {p.gender && <Row term={t('passengers.field.gender')}>{t(`passengers.gender.${p.gender}`)}</Row>}
        {p.infantOf && <Row term={t('passengers.field.infantOf')}>{adultLabel(p.infantOf)}</Row>}
        {doc && (
          <Row term={t('passengers.document.title')}>
            {t(`passengers.documentType.${doc.type}`)} <bdi dir="ltr">{maskValue('travelDocument', doc.number)}</bdi>
            {` · ${countryName(doc.issuingCountry, locale)}`}
          </Row>
        )}
        {p.loyaltyProgramme && p.loyaltyNumber && (
          <Row term={t('passengers.field.loyaltyNumber')}>
            {p.loyaltyProgramme} <bdi dir="ltr">{maskValue('frequentFlyerNumber', p.loyaltyNumber)}</bdi>
          </Row>
        )}
        {p.knownTravellerNumber && (
          <Row term={t('passengers.field.knownTravellerNumber')}>
            <bdi dir="ltr">{maskValue('travelDocument', p.knownTravellerNumber)}</bdi>
          </Row>
        )}
        {p.redressNumber && (
          <Row term={t('passengers.field.redressNumber')}>
            <bdi dir="ltr">{maskValue('travelDocument', p.redressNumber)}</bdi>
          </Row>
        )}
      </dl>
      <EditButton t={t} who={who} onEdit={onEdit} />
    </div>
  )
}

export function SavedContact({
  contact,
  who,
  t,
  onEdit,
}: {
  contact: Contact
  who: string
  t: Translate
  onEdit(): void
}) {
  return (
    <div className="dx-pax-saved">
      <dl>
        <Row term={t('passengers.field.email')}>
          <bdi dir="ltr">{maskValue('email', contact.email)}</bdi>
        </Row>
        <Row term={t('passengers.field.phoneNumber')}>
          <bdi dir="ltr">{`+${contact.phoneCountryCode} ${maskValue('phone', contact.phoneNumber)}`}</bdi>
        </Row>
      </dl>
      <EditButton t={t} who={who} onEdit={onEdit} />
    </div>
  )
}
