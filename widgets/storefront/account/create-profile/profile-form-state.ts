import { passwordProblem } from '../../../../core/account/password-rules'
import {
  compact,
  contactDraft,
  type ContactDraft,
  type PassengerDraft,
  toContactInput,
} from '../../shell/passenger-form/passenger-draft'
import { emailProblem, type Problems } from '../../shell/passenger-form/validate'
import type { ProfileDraft, ProfileInput } from '../api'
import {
  contactProblems,
  documentInput,
  EMPTY_CONTACT,
  hasLoyalty,
  peopleProblems,
  personDraft,
  personInput,
} from '../traveller-draft'

/** What the create-profile form holds as the traveller types. */
export interface NewProfile {
  userId: string
  password: string
  person: PassengerDraft
  contact: ContactDraft
  /** Whether a travel document is given (optional). */
  withDocument: boolean
  /** The booking's other passengers, offered as saved companions. */
  companions: ProfileDraft['companions']
  saveCompanions: boolean
}

export const emptyProfile = (): NewProfile => ({
  userId: '',
  password: '',
  person: personDraft(undefined),
  contact: EMPTY_CONTACT,
  withDocument: false,
  companions: [],
  saveCompanions: false,
})

/** The form filled from a booking's draft: its lead passenger, contact, first document and programme. */
export function fromBooking(draft: ProfileDraft): NewProfile {
  const document = draft.travelDocuments[0]
  const loyalty = draft.loyaltyMemberships[0]
  return {
    userId: draft.contact.email,
    password: '',
    person: personDraft(draft.personal, { document, programme: loyalty?.programme, number: loyalty?.number }),
    contact: contactDraft(draft),
    withDocument: document !== undefined,
    companions: draft.companions,
    saveCompanions: draft.companions.length > 0,
  }
}

/** Every problem of the form, by the form's paths (userId, password, passengers.0.*, contact.*). */
export function newProfileProblems(form: NewProfile, on: string): Problems {
  const problems: Problems = {
    ...peopleProblems([form.person], ['person', 'loyalty', ...(form.withDocument ? (['document'] as const) : [])], on),
    ...contactProblems(form.contact, on),
  }
  const userId = emailProblem(form.userId)
  if (userId) problems.userId = userId
  const password = passwordProblem(form.password, form.userId)
  if (password) problems.password = password
  return problems
}

/** The profile as createProfile takes it. */
export function profileInput(form: NewProfile): ProfileInput {
  const { person } = form
  return {
    userId: form.userId.trim(),
    personal: personInput(person),
    contact: toContactInput(form.contact),
    ...(form.withDocument ? { travelDocuments: [documentInput(person)] } : {}),
    ...(hasLoyalty(person)
      ? { loyaltyMemberships: [{ programme: person.loyaltyProgramme, number: compact(person.loyaltyNumber) }] }
      : {}),
    ...(form.saveCompanions && form.companions.length > 0 ? { companions: form.companions.map(withoutNulls) } : {}),
  }
}

/** The fields a booking left empty are left out, as the API takes an absent field. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as {
    [K in keyof T]: Exclude<T[K], null>
  }
}
