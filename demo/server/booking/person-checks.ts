// The checks a person's fields get wherever they are sent: a booking's passengers and
// contact (passengers.ts) and a traveller's profile (accounts/profile-rules.ts), so a
// value the passengers form takes is one the profile takes, with the same codes.
import { passportNameProblem } from '../../../core/input/passport-name'
import type { FieldProblem } from '../graphql/errors'
import type { ContactInput, TravelDocumentInput } from '../graphql/generated/resolvers'
import { isCalendarDate } from '../time/calendar'

/** Records a problem of the field named relative to the person (e.g. travelDocument.number). */
export type AddProblem = (field: string, code: string) => void

export const emailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/
const countryPattern = /^[A-Z]{2}$/
const programmePattern = /^[A-Z0-9]{2}$/
const loyaltyNumberPattern = /^[A-Za-z0-9]{4,20}$/

export const isEmail = (value: string): boolean => emailPattern.test(value.trim()) && value.length <= 254

/** Names as a ticket carries them: the passport's Latin letters (the browser checks the same). */
export function checkNames(person: { givenName: string; familyName: string }, add: AddProblem): void {
  for (const field of ['givenName', 'familyName'] as const) {
    const problem = passportNameProblem(person[field])
    if (problem) add(field, problem === 'REQUIRED' ? 'INVALID_NAME' : problem)
  }
}

/** A programme and its number, as a passenger's loyaltyProgramme and loyaltyNumber: both or neither. */
export function checkLoyalty(
  programme: string | null | undefined,
  number: string | null | undefined,
  add: AddProblem,
  fields = { programme: 'loyaltyProgramme', number: 'loyaltyNumber' },
): void {
  if (Boolean(programme) !== Boolean(number)) add(number ? fields.programme : fields.number, 'REQUIRED')
  if (programme && !programmePattern.test(programme)) add(fields.programme, 'INVALID_PROGRAMME')
  if (number && !loyaltyNumberPattern.test(number)) add(fields.number, 'INVALID_LOYALTY_NUMBER')
}

/** A passport or identity card; it must still be valid after `validAfter` (YYYY-MM-DD). */
export function checkTravelDocument(doc: TravelDocumentInput, validAfter: string, add: AddProblem): void {
  if (doc.type !== 'PASSPORT' && doc.type !== 'ID_CARD') add('type', 'INVALID_DOCUMENT_TYPE')
  if (!/^[A-Z0-9]{5,20}$/.test(doc.number)) add('number', 'INVALID_DOCUMENT_NUMBER')
  if (!countryPattern.test(doc.issuingCountry)) add('issuingCountry', 'INVALID_COUNTRY')
  if (!countryPattern.test(doc.nationality)) add('nationality', 'INVALID_COUNTRY')
  if (!isCalendarDate(doc.expiryDate)) add('expiryDate', 'INVALID_DATE')
  else if (doc.expiryDate <= validAfter) add('expiryDate', 'DOCUMENT_EXPIRES')
}

export function checkContact(contact: ContactInput, add: AddProblem): void {
  if (!isEmail(contact.email)) add('email', 'INVALID_EMAIL')
  if (!/^\d{1,3}$/.test(contact.phoneCountryCode)) add('phoneCountryCode', 'INVALID_COUNTRY_CODE')
  if (!/^\d{4,14}$/.test(contact.phoneNumber.replace(/[\s()-]/g, ''))) add('phoneNumber', 'INVALID_PHONE')
}

/** The contact as it is kept: the email trimmed, the phone number's spaces, brackets and hyphens left out. */
export const tidyContact = (contact: ContactInput): ContactInput => ({
  ...contact,
  email: contact.email.trim(),
  phoneNumber: contact.phoneNumber.replace(/[\s()-]/g, ''),
})

/** The add of a person nested at `at` (e.g. passengers.1): its fields' paths start there. */
export const nestedAt =
  (at: string, problems: FieldProblem[]): AddProblem =>
  (field, code) =>
    problems.push({ path: `${at}.${field}`, code })
