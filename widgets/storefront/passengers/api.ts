import passengersDocument from '../../../core/api/passengers.graphql'
import updatePassengersDocument from '../../../core/api/update-passengers.graphql'
import { graphql } from '../../../core/http/graphql'
import { isDxError } from '../../../core/http/errors'

// The shapes of core/api/passengers.graphql and update-passengers.graphql
// (core/api/schema.graphql, "Booking"). Personal data: component state only.

export type BookingPassengerType = 'ADT' | 'CHD' | 'INF'

export type Gender = 'MALE' | 'FEMALE' | 'UNSPECIFIED'

export type DocumentType = 'PASSPORT' | 'ID_CARD'

export interface TravelDocument {
  type: DocumentType
  number: string
  /** ISO 3166 alpha-2 */
  issuingCountry: string
  /** YYYY-MM-DD, after the last flight */
  expiryDate: string
  /** ISO 3166 alpha-2 */
  nationality: string
}

export interface Passenger {
  /** ADT-1, ADT-2, CHD-1, INF-1...: in type order, the same on server and client. */
  id: string
  type: BookingPassengerType
  givenName: string
  familyName: string
  /** YYYY-MM-DD */
  dateOfBirth: string | null
  gender: Gender | null
  /** Airline code of the programme, with loyaltyNumber */
  loyaltyProgramme: string | null
  loyaltyNumber: string | null
  knownTravellerNumber: string | null
  redressNumber: string | null
  travelDocument: TravelDocument | null
  /** Infants: the adult they travel with */
  infantOf: string | null
}

export interface Contact {
  email: string
  /** Digits of the country calling code, e.g. 44 */
  phoneCountryCode: string
  phoneNumber: string
}

export interface PassengerDetails {
  /** The trip crosses a border: documents and dates of birth are required. */
  international: boolean
  /** Empty until the first save. */
  passengers: Passenger[]
  contact: Contact | null
}

/** What updatePassengers takes: optional fields left out rather than null. */
export type PassengerInput = Pick<Passenger, 'id' | 'type' | 'givenName' | 'familyName'> & {
  [K in Exclude<keyof Passenger, 'id' | 'type' | 'givenName' | 'familyName'>]?: NonNullable<Passenger[K]>
}

/** One refused field of updatePassengers, e.g. { path: 'passengers.2.dateOfBirth', code: 'CHILD_AGE' }. */
export interface FieldProblem {
  path: string
  code: string
}

export async function fetchPassengers(): Promise<PassengerDetails> {
  return (await graphql<{ passengers: PassengerDetails }>(passengersDocument, {})).passengers
}

export async function updatePassengers(passengers: PassengerInput[], contact: Contact): Promise<PassengerDetails> {
  return (await graphql<{ updatePassengers: PassengerDetails }>(updatePassengersDocument, { passengers, contact }))
    .updatePassengers
}

/** The refused fields of a validation error (DxError details), or none for any other failure. */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!isDxError(error) || error.type !== 'validation' || !Array.isArray(error.details)) return []
  return error.details.filter(
    (item): item is FieldProblem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldProblem).path === 'string' &&
      typeof (item as FieldProblem).code === 'string',
  )
}
