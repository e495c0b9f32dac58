import { ContactForm } from '../../shell/passenger-form/contact-form'
import { contactDraft, toContactInput } from '../../shell/passenger-form/passenger-draft'
import { PersonFields } from '../person-fields'
import { contactProblems, peopleProblems, personDraft, personInput } from '../traveller-draft'
import { DetailList } from './detail-list'
import type { SectionSpec } from './profile-section'
import { type SectionContext, sectionDraft } from './section-context'
import { shownDate, shownEmail, shownPhone } from './shown-values'

/** Names, date of birth and gender. */
export function personalSection({ profile, t, locale, on }: SectionContext): SectionSpec {
  const { personal } = profile
  return {
    title: t('accountPages.profile.personal'),
    view: (
      <DetailList
        empty={t('accountPages.profile.notGiven')}
        rows={[
          [t('accountPages.profile.name'), `${personal.givenName} ${personal.familyName}`],
          [t('passengers.field.dateOfBirth'), shownDate(personal.dateOfBirth, locale)],
          [t('passengers.field.gender'), personal.gender ? t(`passengers.gender.${personal.gender}`) : ''],
        ]}
      />
    ),
    start: () => sectionDraft({ people: [personDraft(personal)] }),
    problems: (draft) => peopleProblems(draft.people, ['person'], on),
    update: (draft) => ({ personal: personInput(draft.people[0] ?? personDraft(personal)) }),
    fields: ({ draft, bind, changePerson }) =>
      draft.people[0] && <PersonFields draft={draft.people[0]} index={0} bind={bind} own onChange={changePerson(0)} />,
  }
}

/** Email and phone: the passengers form's contact fields. */
export function contactSection({ profile, t, on }: SectionContext): SectionSpec {
  const { contact } = profile
  return {
    title: t('passengers.contact.title'),
    view: (
      <DetailList
        empty={t('accountPages.profile.notGiven')}
        rows={[
          [t('passengers.field.email'), shownEmail(contact.email)],
          [
            t('passengers.field.phoneNumber'),
            contact.phoneNumber && <bdi dir="ltr">{shownPhone(contact.phoneCountryCode, contact.phoneNumber)}</bdi>,
          ],
        ]}
      />
    ),
    start: () => sectionDraft({ contact: contactDraft({ contact }) }),
    problems: (draft) => contactProblems(draft.contact, on),
    update: (draft) => ({ contact: toContactInput(draft.contact) }),
    fields: ({ draft, bind, changeContact }) => (
      <ContactForm draft={draft.contact} bind={bind} onChange={changeContact} />
    ),
  }
}
