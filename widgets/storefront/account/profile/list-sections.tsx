import { countryName } from '../../../ui/countries'
import { LoyaltyFields } from '../../shell/passenger-form/loyalty-fields'
import { compact } from '../../shell/passenger-form/passenger-draft'
import { TravelDocumentFields } from '../../shell/passenger-form/travel-document-fields'
import { PersonFields } from '../person-fields'
import { documentInput, hasLoyalty, peopleProblems, personDraft, personInput } from '../traveller-draft'
import type { SectionSpec } from './profile-section'
import { RowList } from './row-list'
import { type SectionContext, sectionDraft } from './section-context'
import { readableDate, shownDate, shownDocumentNumber, shownLoyaltyNumber } from './shown-values'

/** A new row's id: saved companions keep theirs, a new one has none until the API gives it. */
let newRows = 0
const NEW = 'new-'
const newId = () => `${NEW}${++newRows}`

/** Passports and ID cards, each checked as a booking across a border checks it. */
export function documentsSection({ profile, t, locale, on }: SectionContext): SectionSpec {
  const rowName = (index: number) => t('accountPages.profile.documentN', { n: index + 1 })
  return {
    title: t('accountPages.profile.documents'),
    view: profile.travelDocuments.length ? (
      <ul className="dx-ac-list">
        {profile.travelDocuments.map((doc) => (
          <li key={`${doc.type}${doc.number}`}>
            {t('accountPages.profile.documentLine', {
              type: t(`passengers.documentType.${doc.type}`),
              number: shownDocumentNumber(doc.number),
              country: countryName(doc.issuingCountry, locale),
              expiry: readableDate(doc.expiryDate, locale),
            })}
          </li>
        ))}
      </ul>
    ) : (
      <p>{t('accountPages.profile.noDocuments')}</p>
    ),
    start: () =>
      sectionDraft({
        people: profile.travelDocuments.map((document) => personDraft(undefined, { id: newId(), document })),
      }),
    problems: (draft) => peopleProblems(draft.people, ['document'], on),
    update: (draft) => ({ travelDocuments: draft.people.map(documentInput) }),
    fields: (form) => (
      <RowList
        form={form}
        t={t}
        rowName={rowName}
        addLabel={t('accountPages.profile.addDocument')}
        blank={() => personDraft(undefined, { id: newId() })}
        row={(person, index) => (
          <TravelDocumentFields
            draft={person}
            index={index}
            lastYear={Number(on.slice(0, 4))}
            bind={form.bind}
            required
            onChange={form.changePerson(index)}
          />
        )}
      />
    ),
  }
}

/** Frequent flyer memberships, with the balance the programme gives for the first. */
export function loyaltySection({ profile, t, locale, on, airline }: SectionContext): SectionSpec {
  const rowName = (index: number) => t('accountPages.profile.membershipN', { n: index + 1 })
  const balance = profile.loyaltyBalance
  return {
    title: t('accountPages.profile.loyalty'),
    view: profile.loyaltyMemberships.length ? (
      <ul className="dx-ac-list">
        {profile.loyaltyMemberships.map((membership) => (
          <li key={`${membership.programme}${membership.number}`}>
            {t('passengers.programme.of', { airline: membership.programme })} {shownLoyaltyNumber(membership.number)}
            {balance?.programme === membership.programme && balance.number === membership.number && (
              <span className="dx-ac-balance">
                {t('accountPages.profile.balance', {
                  points: new Intl.NumberFormat(locale).format(balance.points),
                  tier: balance.tier,
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    ) : (
      <p>{t('accountPages.profile.noMemberships')}</p>
    ),
    start: () =>
      sectionDraft({
        people: profile.loyaltyMemberships.map((m) =>
          personDraft(undefined, { id: newId(), programme: m.programme, number: m.number }),
        ),
      }),
    problems: (draft) => peopleProblems(draft.people, ['loyalty'], on),
    update: (draft) => ({
      loyaltyMemberships: draft.people
        .filter(hasLoyalty)
        .map((p) => ({ programme: p.loyaltyProgramme, number: compact(p.loyaltyNumber) })),
    }),
    fields: (form) => (
      <RowList
        form={form}
        t={t}
        rowName={rowName}
        addLabel={t('accountPages.profile.addMembership')}
        blank={() => personDraft(undefined, { id: newId(), programme: airline })}
        row={(person, index) => (
          <LoyaltyFields
            draft={person}
            index={index}
            airline={airline}
            bind={form.bind}
            onChange={form.changePerson(index)}
          />
        )}
      />
    ),
  }
}

/** People the traveller often books for: names, birth, gender and programme; a saved document is kept as it is. */
export function companionsSection({ profile, t, locale, on, airline }: SectionContext): SectionSpec {
  const rowName = (index: number) => t('accountPages.profile.companionN', { n: index + 1 })
  const saved = new Map(profile.companions.map((c) => [c.id, c]))
  return {
    title: t('accountPages.profile.companions'),
    view: profile.companions.length ? (
      <ul className="dx-ac-list">
        {profile.companions.map((c) => (
          <li key={c.id}>
            {[
              `${c.givenName} ${c.familyName}`,
              shownDate(c.dateOfBirth, locale),
              c.loyaltyNumber ? `${c.loyaltyProgramme ?? ''} ${shownLoyaltyNumber(c.loyaltyNumber)}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ul>
    ) : (
      <p>{t('accountPages.profile.noCompanions')}</p>
    ),
    start: () =>
      sectionDraft({
        people: profile.companions.map((c) =>
          personDraft(c, {
            id: c.id,
            document: c.travelDocument,
            programme: c.loyaltyProgramme,
            number: c.loyaltyNumber,
          }),
        ),
      }),
    problems: (draft) => peopleProblems(draft.people, ['person', 'loyalty'], on),
    update: (draft) => ({
      companions: draft.people.map((p) => {
        const kept = saved.get(p.id)?.travelDocument
        return {
          ...(p.id && !p.id.startsWith(NEW) ? { id: p.id } : {}),
          ...personInput(p),
          ...(kept ? { travelDocument: documentInput(p) } : {}),
          ...(hasLoyalty(p) ? { loyaltyProgramme: p.loyaltyProgramme, loyaltyNumber: compact(p.loyaltyNumber) } : {}),
        }
      }),
    }),
    fields: (form) => (
      <RowList
        form={form}
        t={t}
        rowName={rowName}
        addLabel={t('accountPages.profile.addCompanion')}
        blank={() => personDraft(undefined, { id: newId() })}
        row={(person, index) => (
          <>
            <PersonFields
              draft={person}
              index={index}
              bind={form.bind}
              own={false}
              onChange={form.changePerson(index)}
            />
            <LoyaltyFields
              draft={person}
              index={index}
              airline={airline}
              bind={form.bind}
              onChange={form.changePerson(index)}
            />
          </>
        )}
      />
    ),
  }
}
