import { bidiIsolate } from '../../../../core/i18n/locale'
import { countryName } from '../../../ui/countries'
import { compact } from '../../shell/passenger-form/passenger-draft'
import { LoyaltyFields } from '../../shell/passenger-form/loyalty-fields'
import { TravelDocumentFields } from '../../shell/passenger-form/travel-document-fields'
import { PersonFields } from '../person-fields'
import { documentInput, hasLoyalty, peopleProblems, personDraft, personInput } from '../traveller-draft'
import { listSection } from './list-section'
import type { SectionSpec } from './profile-section'
import type { SectionContext } from './section-context'
import { readableDate, shownDate, shownDocumentNumber, shownLoyaltyNumber } from './shown-values'

/** A new row's id: saved companions keep theirs, a new one has none until the API gives it. */
let newRows = 0
const NEW = 'new-'
const newId = () => `${NEW}${++newRows}`

/** Passports and ID cards, each checked as a booking across a border checks it. */
export function documentsSection({ profile, t, locale, on }: SectionContext): SectionSpec {
  return listSection(t, {
    title: t('accountPages.profile.documents'),
    empty: t('accountPages.profile.noDocuments'),
    rowName: (index) => t('accountPages.profile.documentN', { n: index + 1 }),
    addLabel: t('accountPages.profile.addDocument'),
    items: profile.travelDocuments,
    key: (doc) => `${doc.type}${doc.number}`,
    line: (doc) =>
      t('accountPages.profile.documentLine', {
        type: t(`passengers.documentType.${doc.type}`),
        number: bidiIsolate(shownDocumentNumber(doc.number), locale),
        country: countryName(doc.issuingCountry, locale),
        expiry: readableDate(doc.expiryDate, locale),
      }),
    draft: (document) => personDraft(undefined, { id: newId(), document }),
    blank: () => personDraft(undefined, { id: newId() }),
    problems: (people) => peopleProblems(people, ['document'], on),
    update: (people) => ({ travelDocuments: people.map(documentInput) }),
    row: (person, index, form) => (
      <TravelDocumentFields
        draft={person}
        index={index}
        lastYear={Number(on.slice(0, 4))}
        bind={form.bind}
        required
        onChange={form.changePerson(index)}
      />
    ),
  })
}

/** Frequent flyer memberships, with the balance the programme gives for the first. */
export function loyaltySection({ profile, t, locale, on, airline }: SectionContext): SectionSpec {
  const balance = profile.loyaltyBalance
  return listSection(t, {
    title: t('accountPages.profile.loyalty'),
    empty: t('accountPages.profile.noMemberships'),
    rowName: (index) => t('accountPages.profile.membershipN', { n: index + 1 }),
    addLabel: t('accountPages.profile.addMembership'),
    items: profile.loyaltyMemberships,
    key: (membership) => `${membership.programme}${membership.number}`,
    line: (membership) => (
      <>
        {t('passengers.programme.of', { airline: membership.programme })}{' '}
        <bdi dir="ltr">{shownLoyaltyNumber(membership.number)}</bdi>
        {balance?.programme === membership.programme && balance.number === membership.number && (
          <span className="dx-ac-balance">
            {t('accountPages.profile.balance', {
              points: new Intl.NumberFormat(locale).format(balance.points),
              tier: balance.tier,
            })}
          </span>
        )}
      </>
    ),
    draft: (m) => personDraft(undefined, { id: newId(), programme: m.programme, number: m.number }),
    blank: () => personDraft(undefined, { id: newId(), programme: airline }),
    problems: (people) => peopleProblems(people, ['loyalty'], on),
    update: (people) => ({
      loyaltyMemberships: people
        .filter(hasLoyalty)
        .map((p) => ({ programme: p.loyaltyProgramme, number: compact(p.loyaltyNumber) })),
    }),
    row: (person, index, form) => (
      <LoyaltyFields
        draft={person}
        index={index}
        airline={airline}
        bind={form.bind}
        onChange={form.changePerson(index)}
      />
    ),
  })
}

/** People the traveller often books for: names, birth, gender and programme; a saved document is kept as it is. */
export function companionsSection({ profile, t, locale, on, airline }: SectionContext): SectionSpec {
  const saved = new Map(profile.companions.map((c) => [c.id, c]))
  return listSection(t, {
    title: t('accountPages.profile.companions'),
    empty: t('accountPages.profile.noCompanions'),
    rowName: (index) => t('accountPages.profile.companionN', { n: index + 1 }),
    addLabel: t('accountPages.profile.addCompanion'),
    items: profile.companions,
    key: (c) => c.id,
    line: (c) =>
      [
        `${c.givenName} ${c.familyName}`,
        shownDate(c.dateOfBirth, locale),
        c.loyaltyNumber
          ? `${c.loyaltyProgramme ?? ''} ${bidiIsolate(shownLoyaltyNumber(c.loyaltyNumber), locale)}`
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
    draft: (c) =>
      personDraft(c, { id: c.id, document: c.travelDocument, programme: c.loyaltyProgramme, number: c.loyaltyNumber }),
    blank: () => personDraft(undefined, { id: newId() }),
    problems: (people) => peopleProblems(people, ['person', 'loyalty'], on),
    update: (people) => ({
      companions: people.map((p) => {
        const kept = saved.get(p.id)?.travelDocument
        return {
          ...(p.id && !p.id.startsWith(NEW) ? { id: p.id } : {}),
          ...personInput(p),
          ...(kept ? { travelDocument: documentInput(p) } : {}),
          ...(hasLoyalty(p) ? { loyaltyProgramme: p.loyaltyProgramme, loyaltyNumber: compact(p.loyaltyNumber) } : {}),
        }
      }),
    }),
    row: (person, index, form) => (
      <>
        <PersonFields draft={person} index={index} bind={form.bind} own={false} onChange={form.changePerson(index)} />
        <LoyaltyFields
          draft={person}
          index={index}
          airline={airline}
          bind={form.bind}
          onChange={form.changePerson(index)}
        />
      </>
    ),
  })
}
