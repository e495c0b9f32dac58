import type { TravelDocumentInput } from '../../../core/api/generated/operations'
import {
  compact,
  dateParts,
  documentDraft,
  toPassengerInput,
  type ContactDraft,
  type PassengerDraft,
} from '../shell/passenger-form/passenger-draft'
import { type Problems, validatePassengers } from '../shell/passenger-form/validate'

// A profile's people (the traveller, each companion) as the passengers form's drafts, so
// the same fields, checks and messages serve them. Ages and document expiry count on
// today, as a booking counts them on its last flight.

interface Person {
  givenName: string
  familyName: string
  dateOfBirth?: string | null
  gender?: string | null
}

export interface SavedDocument {
  type: string
  number: string
  issuingCountry: string
  nationality: string
  expiryDate: string
}

/** A person's draft; `id` names a saved companion ('' for the traveller or a new one). */
export function personDraft(
  person: Person | undefined,
  more: { id?: string; document?: SavedDocument | null; programme?: string | null; number?: string | null } = {},
): PassengerDraft {
  return {
    id: more.id ?? '',
    type: 'ADT',
    givenName: person?.givenName ?? '',
    familyName: person?.familyName ?? '',
    birth: dateParts(person?.dateOfBirth),
    gender: person?.gender ?? '',
    loyaltyProgramme: more.programme ?? '',
    loyaltyNumber: more.number ?? '',
    knownTravellerNumber: '',
    redressNumber: '',
    document: documentDraft(more.document ?? undefined),
    infantOf: '',
  }
}

export const EMPTY_CONTACT: ContactDraft = { email: '', phoneCountryCode: '', phoneNumber: '' }

/** YYYY-MM-DD of today, on this device. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Which of the people's fields to check: their names and birth, their documents, their programmes. */
export type PersonParts = 'person' | 'document' | 'loyalty'

const PART_FIELDS: Record<PersonParts, RegExp> = {
  person: /^passengers\.\d+\.(givenName|familyName|dateOfBirth|gender)$/,
  document: /^passengers\.\d+\.travelDocument\./,
  loyalty: /^passengers\.\d+\.loyalty/,
}

/**
 * The passengers form's problems of the people's `parts`, ages counted on `on`. A
 * profile's people may be of any age (a companion may be a child), so the adult age of a
 * booking's adult is not asked.
 */
export function peopleProblems(people: readonly PassengerDraft[], parts: PersonParts[], on: string): Problems {
  const all = validatePassengers(people, EMPTY_CONTACT, {
    international: parts.includes('document'),
    lastFlightDate: on,
  })
  return Object.fromEntries(
    Object.entries(all).filter(
      ([path, code]) => code !== 'ADULT_AGE' && parts.some((part) => PART_FIELDS[part].test(path)),
    ),
  )
}

/** The contact's problems, as the passengers form checks them. */
export function contactProblems(contact: ContactDraft, on: string): Problems {
  return validatePassengers([], contact, { international: false, lastFlightDate: on })
}

/** Names, birth and gender as the API takes them (empty optional fields left out). */
export function personInput(draft: PassengerDraft) {
  const { givenName, familyName, dateOfBirth, gender } = toPassengerInput(draft, false)
  return { givenName, familyName, ...(dateOfBirth ? { dateOfBirth } : {}), ...(gender ? { gender } : {}) }
}

/** The draft's travel document as the API takes it. */
export function documentInput(draft: PassengerDraft): TravelDocumentInput {
  return toPassengerInput(draft, true).travelDocument as TravelDocumentInput
}

/** Whether a programme or a number was given. */
export const hasLoyalty = (draft: PassengerDraft): boolean =>
  Boolean(draft.loyaltyProgramme || compact(draft.loyaltyNumber))
