// Passengers and contact of a booking: every
// field checked at once, so the answer lists each invalid field with a code.
import { passportNameProblem } from '../../../core/input/passport-name'
import { fieldsError, type FieldProblem } from '../graphql/errors'
import { requireAtMost } from '../graphql/validate-input'
import { maxPassengers } from '../shopping/criteria'
import { isCalendarDate } from '../time/calendar'
import type { PassengerCounts } from '../shopping/pricing'
import type { ContactInput, PassengerInput, PassengerTypeCode } from '../graphql/generated/resolvers'

/** A passenger and the contact as updatePassengers takes them, stored as they came. */
export type PassengerData = PassengerInput
export type ContactData = ContactInput

export const emailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/
const countryPattern = /^[A-Z]{2}$/

/**
 * What the party is checked against: how many of each type travel, where, and until when. An
 * itinerary is one (itinerary.ts); declared here so that passengers, and the order details that
 * keep them, need nothing of the itinerary and its cart.
 */
export interface PartyRules {
  counts: PassengerCounts
  /** Local date of the last flight's departure: ages and document expiry are checked against it. */
  lastFlightDate: string
  international: boolean
}

/** Whole years between a date of birth and a date (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = on.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

function checkPassenger(p: PassengerData, at: string, itinerary: PartyRules, problems: FieldProblem[]): void {
  const add = (field: string, code: string) => problems.push({ path: `${at}.${field}`, code })
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(p.id)) add('id', 'INVALID_ID')
  // Names as a ticket carries them: the passport's Latin letters (the browser checks the same).
  for (const field of ['givenName', 'familyName'] as const) {
    const problem = passportNameProblem(p[field])
    if (problem) add(field, problem === 'REQUIRED' ? 'INVALID_NAME' : problem)
  }
  const needsBirth = p.type !== 'ADT' || itinerary.international
  const birth = p.dateOfBirth ?? undefined
  if (birth === undefined || birth === '') {
    if (needsBirth) add('dateOfBirth', 'REQUIRED')
  } else if (!isCalendarDate(birth) || birth > itinerary.lastFlightDate) {
    add('dateOfBirth', 'INVALID_DATE')
  } else {
    // Ages count on the date of the last flight: a child must still be a child when flying home.
    const age = ageOn(birth, itinerary.lastFlightDate)
    if (p.type === 'CHD' && (age < 2 || age > 11)) add('dateOfBirth', 'CHILD_AGE')
    if (p.type === 'INF' && age >= 2) add('dateOfBirth', 'INFANT_AGE')
    if (p.type === 'ADT' && age < 12) add('dateOfBirth', 'ADULT_AGE')
  }
  if (Boolean(p.loyaltyProgramme) !== Boolean(p.loyaltyNumber))
    add(p.loyaltyNumber ? 'loyaltyProgramme' : 'loyaltyNumber', 'REQUIRED')
  if (p.loyaltyProgramme && !/^[A-Z0-9]{2}$/.test(p.loyaltyProgramme)) add('loyaltyProgramme', 'INVALID_PROGRAMME')
  if (p.loyaltyNumber && !/^[A-Za-z0-9]{4,20}$/.test(p.loyaltyNumber)) add('loyaltyNumber', 'INVALID_LOYALTY_NUMBER')
  if (p.knownTravellerNumber && !/^[A-Za-z0-9]{8,10}$/.test(p.knownTravellerNumber))
    add('knownTravellerNumber', 'INVALID_KNOWN_TRAVELLER_NUMBER')
  if (p.redressNumber && !/^\d{7,13}$/.test(p.redressNumber)) add('redressNumber', 'INVALID_REDRESS_NUMBER')
  const doc = p.travelDocument
  if (!doc) {
    if (itinerary.international) add('travelDocument', 'REQUIRED')
    return
  }
  if (doc.type !== 'PASSPORT' && doc.type !== 'ID_CARD') add('travelDocument.type', 'INVALID_DOCUMENT_TYPE')
  if (!/^[A-Z0-9]{5,20}$/.test(doc.number)) add('travelDocument.number', 'INVALID_DOCUMENT_NUMBER')
  if (!countryPattern.test(doc.issuingCountry)) add('travelDocument.issuingCountry', 'INVALID_COUNTRY')
  if (!countryPattern.test(doc.nationality)) add('travelDocument.nationality', 'INVALID_COUNTRY')
  if (!isCalendarDate(doc.expiryDate)) add('travelDocument.expiryDate', 'INVALID_DATE')
  else if (doc.expiryDate <= itinerary.lastFlightDate) add('travelDocument.expiryDate', 'DOCUMENT_EXPIRES')
}

function checkParty(passengers: readonly PassengerData[], itinerary: PartyRules, problems: FieldProblem[]): void {
  const { counts } = itinerary
  const expected: Record<PassengerTypeCode, number> = {
    ADT: counts.ADT + counts.YTH + counts.SRC,
    CHD: counts.CHD,
    INF: counts.INF,
  }
  for (const type of ['ADT', 'CHD', 'INF'] as const) {
    if (passengers.filter((p) => p.type === type).length !== expected[type])
      problems.push({ path: 'passengers', code: `${type}_COUNT` })
  }
  const ids = new Set<string>()
  const carriers = new Set<string>()
  passengers.forEach((p, i) => {
    if (ids.has(p.id)) problems.push({ path: `passengers.${i}.id`, code: 'DUPLICATE_ID' })
    ids.add(p.id)
  })
  passengers.forEach((p, i) => {
    if (p.type !== 'INF') {
      if (p.infantOf) problems.push({ path: `passengers.${i}.infantOf`, code: 'NOT_AN_INFANT' })
      return
    }
    const adult = passengers.find((a) => a.id === p.infantOf)
    if (adult?.type !== 'ADT') problems.push({ path: `passengers.${i}.infantOf`, code: 'ADULT_REQUIRED' })
    else if (carriers.has(adult.id)) problems.push({ path: `passengers.${i}.infantOf`, code: 'ONE_INFANT_PER_ADULT' })
    else carriers.add(adult.id)
  })
}

export function checkContact(contact: ContactData, problems: FieldProblem[]): void {
  if (!emailPattern.test(contact.email.trim()) || contact.email.length > 254)
    problems.push({ path: 'contact.email', code: 'INVALID_EMAIL' })
  if (!/^\d{1,3}$/.test(contact.phoneCountryCode))
    problems.push({ path: 'contact.phoneCountryCode', code: 'INVALID_COUNTRY_CODE' })
  if (!/^\d{4,14}$/.test(contact.phoneNumber.replace(/[\s()-]/g, '')))
    problems.push({ path: 'contact.phoneNumber', code: 'INVALID_PHONE' })
}

/** The passengers and contact, trimmed; throws one validation error listing every invalid field. */
export function validatePassengers(
  passengers: readonly PassengerData[],
  contact: ContactData,
  itinerary: PartyRules,
): { passengers: PassengerData[]; contact: ContactData } {
  requireAtMost('passengers', passengers, maxPassengers, 'passengers, the most one search takes')
  const problems: FieldProblem[] = []
  checkParty(passengers, itinerary, problems)
  for (const [i, p] of passengers.entries()) checkPassenger(p, `passengers.${i}`, itinerary, problems)
  checkContact(contact, problems)
  if (problems.length > 0) {
    throw fieldsError(
      'INVALID_PASSENGERS',
      `${problems.length} passenger or contact field(s) are invalid; see extensions.details for each field's path and code, correct them and send all passengers again.`,
      problems,
    )
  }
  return {
    passengers: passengers.map((p) => ({ ...p, givenName: p.givenName.trim(), familyName: p.familyName.trim() })),
    contact: { ...contact, email: contact.email.trim(), phoneNumber: contact.phoneNumber.replace(/[\s()-]/g, '') },
  }
}
