import { passportNameProblem } from '../../../../core/input/passport-name'
import {
  callingCode,
  compact,
  documentNumber,
  isEmptyDate,
  isoOf,
  phoneDigits,
  type ContactDraft,
  type DateParts,
  type PassengerDraft,
  type TripFacts,
} from './passenger-draft'

// The passenger page's checks, the same rules and codes as the API's
// (demo/server/booking/passengers.ts), so a field shows the same message whether the
// browser or the server found the problem. Client-only codes: INCOMPLETE_DATE,
// BORN_AFTER_TRIP (the server says INVALID_DATE for both).

/** Problems by the API's field path (passengers.1.dateOfBirth, contact.email) -> code. */
export type Problems = Record<string, string>

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/
const COUNTRY = /^[A-Z]{2}$/

/** Whole years between two YYYY-MM-DD dates. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number)
  const [y = 0, m = 0, d = 0] = on.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** YYYY-MM-DD of a day that exists, or undefined for 31 April and the like. */
function realDate(date: DateParts): string | undefined {
  const iso = isoOf(date)
  if (!iso) return undefined
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number)
  const day = new Date(Date.UTC(y, m - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? iso : undefined
}

/** A date's own problem (missing, half chosen, not a day), or its ISO value. */
function readDate(date: DateParts, required: boolean): { code?: string; iso?: string } {
  if (isEmptyDate(date)) return required ? { code: 'REQUIRED' } : {}
  if (!isoOf(date)) return { code: 'INCOMPLETE_DATE' }
  const iso = realDate(date)
  return iso ? { iso } : { code: 'INVALID_DATE' }
}

/**
 * The date of birth's problem for a passenger of `type`, or undefined: the one rule of the
 * form's check and of which saved traveller the passengers page offers for a place.
 */
export function birthProblem(p: Pick<PassengerDraft, 'type' | 'birth'>, trip: TripFacts): string | undefined {
  const { code, iso } = readDate(p.birth, p.type !== 'ADT' || trip.international)
  if (code || !iso) return code
  if (iso > trip.lastFlightDate) return 'BORN_AFTER_TRIP'
  // Ages count on the day of the last flight: a child must still be a child when flying home.
  const age = ageOn(iso, trip.lastFlightDate)
  if (p.type === 'CHD' && (age < 2 || age > 11)) return 'CHILD_AGE'
  if (p.type === 'INF' && age >= 2) return 'INFANT_AGE'
  if (p.type === 'ADT' && age < 12) return 'ADULT_AGE'
  return undefined
}

function checkDocument(p: PassengerDraft, trip: TripFacts, add: (field: string, code: string) => void): void {
  const doc = p.document
  if (doc.type !== 'PASSPORT' && doc.type !== 'ID_CARD') add('travelDocument.type', 'INVALID_DOCUMENT_TYPE')
  const number = documentNumber(doc.number)
  if (!number) add('travelDocument.number', 'REQUIRED')
  else if (!/^[A-Z0-9]{5,20}$/.test(number)) add('travelDocument.number', 'INVALID_DOCUMENT_NUMBER')
  for (const field of ['issuingCountry', 'nationality'] as const) {
    if (!doc[field]) add(`travelDocument.${field}`, 'REQUIRED')
    else if (!COUNTRY.test(doc[field])) add(`travelDocument.${field}`, 'INVALID_COUNTRY')
  }
  const { code, iso } = readDate(doc.expiry, true)
  if (code) add('travelDocument.expiryDate', code)
  else if (iso && iso <= trip.lastFlightDate) add('travelDocument.expiryDate', 'DOCUMENT_EXPIRES')
}

function checkPassenger(p: PassengerDraft, trip: TripFacts, add: (field: string, code: string) => void): void {
  const given = passportNameProblem(p.givenName)
  if (given) add('givenName', given)
  const family = passportNameProblem(p.familyName)
  if (family) add('familyName', family)
  const birth = birthProblem(p, trip)
  if (birth) add('dateOfBirth', birth)
  const programme = p.loyaltyProgramme
  const loyalty = compact(p.loyaltyNumber)
  if (Boolean(programme) !== Boolean(loyalty)) add(loyalty ? 'loyaltyProgramme' : 'loyaltyNumber', 'REQUIRED')
  if (programme && !/^[A-Z0-9]{2}$/.test(programme)) add('loyaltyProgramme', 'INVALID_PROGRAMME')
  if (loyalty && !/^[A-Za-z0-9]{4,20}$/.test(loyalty)) add('loyaltyNumber', 'INVALID_LOYALTY_NUMBER')
  const ktn = compact(p.knownTravellerNumber)
  if (ktn && !/^[A-Za-z0-9]{8,10}$/.test(ktn)) add('knownTravellerNumber', 'INVALID_KNOWN_TRAVELLER_NUMBER')
  const redress = compact(p.redressNumber)
  if (redress && !/^\d{7,13}$/.test(redress)) add('redressNumber', 'INVALID_REDRESS_NUMBER')
  if (trip.international) checkDocument(p, trip, add)
}

/** Each infant sits on the lap of a different adult of the booking. */
function checkInfants(passengers: readonly PassengerDraft[], problems: Problems): void {
  const carriers = new Set<string>()
  passengers.forEach((p, i) => {
    if (p.type !== 'INF') return
    const adult = passengers.find((a) => a.id === p.infantOf)
    if (adult?.type !== 'ADT') problems[`passengers.${i}.infantOf`] = 'ADULT_REQUIRED'
    else if (carriers.has(adult.id)) problems[`passengers.${i}.infantOf`] = 'ONE_INFANT_PER_ADULT'
    else carriers.add(adult.id)
  })
}

/** An email address's problem (REQUIRED, INVALID_EMAIL), or undefined: the contact's, and an account's sign-in name. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim()
  if (!email) return 'REQUIRED'
  return !EMAIL.test(email) || email.length > 254 ? 'INVALID_EMAIL' : undefined
}

function checkContact(contact: ContactDraft, problems: Problems): void {
  const email = emailProblem(contact.email)
  if (email) problems['contact.email'] = email
  const code = callingCode(contact.phoneCountryCode)
  if (!code) problems['contact.phoneCountryCode'] = 'REQUIRED'
  else if (!/^\d{1,3}$/.test(code)) problems['contact.phoneCountryCode'] = 'INVALID_COUNTRY_CODE'
  const phone = phoneDigits(contact.phoneNumber)
  if (!phone) problems['contact.phoneNumber'] = 'REQUIRED'
  else if (!/^\d{4,14}$/.test(phone)) problems['contact.phoneNumber'] = 'INVALID_PHONE'
}

/** Every problem of the form at once; no entry means the API would take it. The first problem of a field wins. */
export function validatePassengers(
  passengers: readonly PassengerDraft[],
  contact: ContactDraft,
  trip: TripFacts,
): Problems {
  const problems: Problems = {}
  for (const [i, p] of passengers.entries()) {
    checkPassenger(p, trip, (field, code) => {
      problems[`passengers.${i}.${field}`] ??= code
    })
  }
  checkInfants(passengers, problems)
  checkContact(contact, problems)
  return problems
}
