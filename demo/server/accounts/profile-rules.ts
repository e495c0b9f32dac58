// A profile's sections are checked by the rules of the passengers form (booking/person-
// checks.ts), all at once: one validation error lists every invalid field's path and code
// in extensions.details. Paths start at the call's argument, as updatePassengers' do:
// profile.contact.email for createProfile, contact.email for updateProfile. A profile
// has no flight to check dates against, so documents must outlast today and dates of
// birth must not be after it.
import { randomBytes } from 'node:crypto'
import {
  type AddProblem,
  checkContact,
  checkLoyalty,
  checkNames,
  checkTravelDocument,
  isEmail,
  nestedAt,
  tidyContact,
} from '../booking/person-checks'
import { type FieldProblem, fieldsError } from '../graphql/errors'
import type {
  Companion,
  CompanionInput,
  LoyaltyMembershipInput,
  MutationUpdateProfileArgs,
  PersonalDetailsInput,
  ProfileInput,
  TravelPreferencesInput,
} from '../graphql/generated/resolvers'
import { requireAtMost } from '../graphql/validate-input'
import { isCalendarDate } from '../time/calendar'
import { noPreferences, type ProfileData } from './profile-data'

/** The sections updateProfile may send; createProfile sends them inside its profile. */
type ProfileSections = MutationUpdateProfileArgs

// Caps on each list, checked before any item: a profile is a person's, not a directory.
const maxDocuments = 5
const maxMemberships = 10
const maxCompanions = 20

/** A new companion's id: random, so it says nothing about the companion or the account. */
const newCompanionId = (): string => `c-${randomBytes(9).toString('base64url')}`

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

function checkBirth(dateOfBirth: string | null | undefined, today: string, add: AddProblem): void {
  const birth = blankToNull(dateOfBirth)
  if (birth !== null && (!isCalendarDate(birth) || birth > today)) add('dateOfBirth', 'INVALID_DATE')
}

function checkCompanions(
  companions: readonly CompanionInput[],
  known: ReadonlySet<string>,
  at: string,
  today: string,
  problems: FieldProblem[],
): void {
  const seen = new Set<string>()
  companions.forEach((c, i) => {
    const add = nestedAt(`${at}.${i}`, problems)
    const id = blankToNull(c.id)
    if (id !== null) {
      if (!known.has(id)) add('id', 'UNKNOWN_ID')
      else if (seen.has(id)) add('id', 'DUPLICATE_ID')
      seen.add(id)
    }
    checkNames(c, add)
    checkBirth(c.dateOfBirth, today, add)
    checkLoyalty(c.loyaltyProgramme, c.loyaltyNumber, add)
    if (c.travelDocument) checkTravelDocument(c.travelDocument, today, nestedAt(`${at}.${i}.travelDocument`, problems))
  })
}

function checkSections(
  sections: ProfileSections,
  root: string,
  known: ReadonlySet<string>,
  today: string,
  problems: FieldProblem[],
): void {
  const { personal, contact, travelDocuments, loyaltyMemberships, preferences, companions } = sections
  requireAtMost(`${root}travelDocuments`, travelDocuments ?? [], maxDocuments, 'travel documents')
  requireAtMost(`${root}loyaltyMemberships`, loyaltyMemberships ?? [], maxMemberships, 'memberships')
  requireAtMost(`${root}companions`, companions ?? [], maxCompanions, 'companions')
  if (personal) {
    const add = nestedAt(`${root}personal`, problems)
    checkNames(personal, add)
    checkBirth(personal.dateOfBirth, today, add)
  }
  if (contact) checkContact(contact, nestedAt(`${root}contact`, problems))
  travelDocuments?.forEach((doc, i) => {
    checkTravelDocument(doc, today, nestedAt(`${root}travelDocuments.${i}`, problems))
  })
  loyaltyMemberships?.forEach((m, i) => {
    checkLoyalty(m.programme, m.number, nestedAt(`${root}loyaltyMemberships.${i}`, problems), {
      programme: 'programme',
      number: 'number',
    })
  })
  // A special meal is an IATA code of four letters (VGML, KSML, ...).
  const meal = blankToNull(preferences?.meal)
  if (meal !== null && !/^[A-Z]{4}$/.test(meal))
    problems.push({ path: `${root}preferences.meal`, code: 'INVALID_MEAL' })
  if (companions) checkCompanions(companions, known, `${root}companions`, today, problems)
}

const refuse = (problems: readonly FieldProblem[]): never => {
  throw fieldsError(
    'INVALID_PROFILE',
    `${problems.length} profile field(s) are invalid; see extensions.details for each field's path and code, correct them and send the section again.`,
    problems,
  )
}

const tidyPersonal = (p: PersonalDetailsInput) => ({
  givenName: p.givenName.trim(),
  familyName: p.familyName.trim(),
  dateOfBirth: blankToNull(p.dateOfBirth),
  gender: p.gender ?? null,
})

const tidyMembership = (m: LoyaltyMembershipInput) => ({ programme: m.programme, number: m.number })

const tidyPreferences = (p: TravelPreferencesInput) => ({ seat: p.seat, meal: blankToNull(p.meal) })

/** A companion as kept: its id kept when it had one, a new one when it is new. */
const tidyCompanion = (c: CompanionInput): Companion => ({
  id: blankToNull(c.id) ?? newCompanionId(),
  givenName: c.givenName.trim(),
  familyName: c.familyName.trim(),
  dateOfBirth: blankToNull(c.dateOfBirth),
  gender: c.gender ?? null,
  travelDocument: c.travelDocument ?? null,
  loyaltyProgramme: blankToNull(c.loyaltyProgramme),
  loyaltyNumber: blankToNull(c.loyaltyNumber),
})

/** The sections sent, checked and tidied as they are kept; the ones not sent are absent. */
function tidySections(sections: ProfileSections): Partial<ProfileData> {
  const { personal, contact, travelDocuments, loyaltyMemberships, preferences, companions } = sections
  return {
    ...(personal && { personal: tidyPersonal(personal) }),
    ...(contact && { contact: tidyContact(contact) }),
    ...(travelDocuments && { travelDocuments: [...travelDocuments] }),
    ...(loyaltyMemberships && { loyaltyMemberships: loyaltyMemberships.map(tidyMembership) }),
    ...(preferences && { preferences: tidyPreferences(preferences) }),
    ...(companions && { companions: companions.map(tidyCompanion) }),
  }
}

/**
 * A new profile's sections and sign-in name (createProfile's `profile`; paths start at
 * profile.), checked whole. Every companion is new, so each gets a new id whatever it was
 * sent with.
 */
export function newProfile(input: ProfileInput, today: string): ProfileData {
  const problems: FieldProblem[] = []
  if (!isEmail(input.userId)) problems.push({ path: 'profile.userId', code: 'INVALID_EMAIL' })
  const { userId: _, ...sections } = input
  const companions = (sections.companions ?? []).map((c) => ({ ...c, id: null }))
  checkSections({ ...sections, companions }, 'profile.', new Set(), today, problems)
  if (problems.length > 0) refuse(problems)
  return {
    personal: tidyPersonal(sections.personal),
    contact: tidyContact(sections.contact),
    travelDocuments: [...(sections.travelDocuments ?? [])],
    loyaltyMemberships: (sections.loyaltyMemberships ?? []).map(tidyMembership),
    preferences: sections.preferences ? tidyPreferences(sections.preferences) : noPreferences,
    companions: companions.map(tidyCompanion),
  }
}

/**
 * The profile with the sections sent replaced (each one whole); paths start at the
 * section's argument. A companion sent with its id keeps it; one without gets a new id.
 */
export function updatedProfile(profile: ProfileData, sections: ProfileSections, today: string): ProfileData {
  const problems: FieldProblem[] = []
  const known = new Set(profile.companions.map((c) => c.id))
  checkSections(sections, '', known, today, problems)
  if (problems.length > 0) refuse(problems)
  return { ...profile, ...tidySections(sections) }
}
