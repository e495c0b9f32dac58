import { latinDigits } from '../../../../core/input/latin-digits'
import type { PassengerCounts } from '../../../../core/search/types'
import { bookingPassengers, defaultCarrier } from '../passenger-ids'
import type { BookingPassengerType, Contact, Passenger, PassengerDetails, PassengerInput } from './api'

// The form's model: what the traveller is typing, as typed. Inputs for the API are made
// from it with the same clean-ups validate.ts checks (spaces out, capitals), so what is
// checked is what is sent.

/** A date chosen in three selects; each part may still be empty. */
export interface DateParts {
  year: string
  /** 1-12 */
  month: string
  /** 1-31 */
  day: string
}

export interface DocumentDraft {
  type: string
  number: string
  issuingCountry: string
  nationality: string
  expiry: DateParts
}

export interface PassengerDraft {
  id: string
  type: BookingPassengerType
  givenName: string
  familyName: string
  birth: DateParts
  gender: string
  loyaltyProgramme: string
  loyaltyNumber: string
  knownTravellerNumber: string
  redressNumber: string
  document: DocumentDraft
  infantOf: string
}

export type ContactDraft = Contact

/** What the checks need of the trip: whether it crosses a border, and when its last flight leaves. */
export interface TripFacts {
  international: boolean
  /** YYYY-MM-DD; ages and document expiry count on this day (server: booking/passengers.ts). */
  lastFlightDate: string
}

const EMPTY_DATE: DateParts = { year: '', month: '', day: '' }

export function dateParts(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  return match
    ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) }
    : { ...EMPTY_DATE }
}

export const isEmptyDate = (date: DateParts): boolean => !date.year && !date.month && !date.day

/** YYYY-MM-DD of complete parts (not checked to exist), or undefined. */
export function isoOf(date: DateParts): string | undefined {
  if (!date.year || !date.month || !date.day) return undefined
  return `${date.year}-${date.month.padStart(2, '0')}-${date.day.padStart(2, '0')}`
}

/** The form of a travel document as saved or booked; with none yet, a passport to fill in. */
export function documentDraft(document: Passenger['travelDocument'] | undefined): DocumentDraft {
  return {
    type: document?.type ?? 'PASSPORT',
    number: document?.number ?? '',
    issuingCountry: document?.issuingCountry ?? '',
    nationality: document?.nationality ?? '',
    expiry: dateParts(document?.expiryDate),
  }
}

/** A form per traveller of the search, filled with what the conversation saved for the same id and type. */
export function draftsFor(counts: PassengerCounts, saved: readonly Passenger[]): PassengerDraft[] {
  return bookingPassengers(counts).map(({ id, type, number }) => {
    const known = saved.find((p) => p.id === id && p.type === type)
    return {
      id,
      type,
      givenName: known?.givenName ?? '',
      familyName: known?.familyName ?? '',
      birth: dateParts(known?.dateOfBirth),
      gender: known?.gender ?? '',
      loyaltyProgramme: known?.loyaltyProgramme ?? '',
      loyaltyNumber: known?.loyaltyNumber ?? '',
      knownTravellerNumber: known?.knownTravellerNumber ?? '',
      redressNumber: known?.redressNumber ?? '',
      document: documentDraft(known?.travelDocument),
      // Infant n travels with adult n unless the traveller chose otherwise.
      infantOf: type === 'INF' ? (known?.infantOf ?? defaultCarrier(number)) : '',
    }
  })
}

/** The contact form, filled with what the conversation saved or the trip has booked. */
export function contactDraft(details: Pick<PassengerDetails, 'contact'>): ContactDraft {
  return {
    email: details.contact?.email ?? '',
    phoneCountryCode: details.contact?.phoneCountryCode ?? '',
    phoneNumber: details.contact?.phoneNumber ?? '',
  }
}

// Clean-ups of what people type that the API would refuse for no good reason: digits of
// any script (a traveller's Arabic keyboard types ٩٧١) are read as 0-9.
export const compact = (value: string): string => latinDigits(value).replace(/\s+/g, '')
export const documentNumber = (value: string): string => compact(value).toUpperCase()
export const phoneDigits = (value: string): string => latinDigits(value).replace(/[\s().-]/g, '')
/** "+44", "0044" and "44" are the same calling code. */
export const callingCode = (value: string): string => compact(value).replace(/^(\+|00)/, '')

/** The API's input for one passenger; empty optional fields are left out, the document only on international trips. */
export function toPassengerInput(draft: PassengerDraft, international: boolean): PassengerInput {
  const input: PassengerInput = {
    id: draft.id,
    type: draft.type,
    givenName: draft.givenName.trim(),
    familyName: draft.familyName.trim(),
  }
  const birth = isoOf(draft.birth)
  if (birth) input.dateOfBirth = birth
  if (draft.gender) input.gender = draft.gender as NonNullable<Passenger['gender']>
  if (draft.loyaltyProgramme) input.loyaltyProgramme = draft.loyaltyProgramme
  if (compact(draft.loyaltyNumber)) input.loyaltyNumber = compact(draft.loyaltyNumber)
  if (compact(draft.knownTravellerNumber)) input.knownTravellerNumber = compact(draft.knownTravellerNumber)
  if (compact(draft.redressNumber)) input.redressNumber = compact(draft.redressNumber)
  if (draft.type === 'INF') input.infantOf = draft.infantOf
  if (international) {
    const { document } = draft
    input.travelDocument = {
      type: document.type as NonNullable<Passenger['travelDocument']>['type'],
      number: documentNumber(document.number),
      issuingCountry: document.issuingCountry,
      nationality: document.nationality,
      expiryDate: isoOf(document.expiry) ?? '',
    }
  }
  return input
}

export function toContactInput(draft: ContactDraft): Contact {
  return {
    email: draft.email.trim(),
    phoneCountryCode: callingCode(draft.phoneCountryCode),
    phoneNumber: phoneDigits(draft.phoneNumber),
  }
}
