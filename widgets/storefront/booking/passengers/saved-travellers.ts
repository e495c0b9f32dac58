import type { TravellerProfileQuery } from '../../../../core/api/generated/operations'
import type { BookingPassengerType, Passenger } from '../../shell/passenger-form/api'
import {
  dateParts,
  documentDraft,
  type ContactDraft,
  type PassengerDraft,
  type TripFacts,
} from '../../shell/passenger-form/passenger-draft'
import { birthProblem } from '../../shell/passenger-form/validate'

// The signed-in traveller and their saved companions as the passengers page offers them.
// Personal data: component state only, never storage, URLs or logs.

export type TravellerProfile = TravellerProfileQuery['profile']

/** Someone the form can be filled with: the traveller themselves or a saved companion. */
export interface SavedTraveller {
  /** `self`, or `companion:<id>`: which one a passenger place has chosen. */
  key: string
  self: boolean
  givenName: string
  familyName: string
  dateOfBirth: string | null
  gender: Passenger['gender']
  travelDocument: Passenger['travelDocument']
  loyaltyProgramme: string | null
  loyaltyNumber: string | null
}

/** The traveller first (their first document and loyalty membership), then each companion. */
export function savedTravellers(profile: TravellerProfile): SavedTraveller[] {
  const { personal, travelDocuments, loyaltyMemberships, companions } = profile
  const membership = loyaltyMemberships[0]
  return [
    {
      key: 'self',
      self: true,
      ...personal,
      travelDocument: travelDocuments[0] ?? null,
      loyaltyProgramme: membership?.programme ?? null,
      loyaltyNumber: membership?.number ?? null,
    },
    ...companions.map(({ id, ...companion }) => ({ key: `companion:${id}`, self: false, ...companion })),
  ]
}

/**
 * Whether someone may take a place of `type` on this trip, by the form's own date-of-birth
 * rules: a child or an infant only with a date of birth of their age on the last flight; an
 * adult place anyone not known to be younger than 12 (the date of birth may be added then).
 */
export function fitsPlace(person: SavedTraveller, type: BookingPassengerType, trip: TripFacts): boolean {
  return !birthProblem({ type, birth: dateParts(person.dateOfBirth) }, { ...trip, international: false })
}

/**
 * What choosing `person` for a place changes in its form, by API field: every field the
 * profile has a value for (the traveller chose them, so these replace what was there);
 * fields it lacks (a known-traveller number) stay as typed.
 */
export function fillFrom(person: SavedTraveller, draft: PassengerDraft): Partial<PassengerDraft> {
  const change: Partial<PassengerDraft> = { givenName: person.givenName, familyName: person.familyName }
  if (person.dateOfBirth) change.birth = dateParts(person.dateOfBirth)
  if (person.gender) change.gender = person.gender
  if (person.travelDocument) change.document = documentDraft(person.travelDocument)
  if (person.loyaltyProgramme && person.loyaltyNumber) {
    change.loyaltyProgramme = person.loyaltyProgramme
    change.loyaltyNumber = person.loyaltyNumber
  }
  // Only what differs counts as changed (and clears the server's word on that field).
  return Object.fromEntries(
    Object.entries(change).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(draft[field as keyof PassengerDraft]),
    ),
  )
}

/**
 * The contact with the traveller's email and phone where it is empty: never over what was
 * typed or saved. The phone is a pair: its calling code and number fill only together.
 */
export function contactWithProfile(contact: ContactDraft, profile: TravellerProfile): ContactDraft {
  const phoneEmpty = !contact.phoneCountryCode.trim() && !contact.phoneNumber.trim()
  const { email, phoneCountryCode, phoneNumber } = profile.contact
  return {
    email: contact.email.trim() ? contact.email : email,
    phoneCountryCode: phoneEmpty ? phoneCountryCode : contact.phoneCountryCode,
    phoneNumber: phoneEmpty ? phoneNumber : contact.phoneNumber,
  }
}
