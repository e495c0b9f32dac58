import passengersDocument from '../../../core/api/passengers.graphql'
import updatePassengersDocument from '../../../core/api/update-passengers.graphql'
import { graphql } from '../../../core/http/graphql'
import { isDxError } from '../../../core/http/errors'
import type {
  ContactInput,
  PassengerDetailsFragment,
  PassengerInput,
  PassengerTypeCode,
  PassengersQuery,
  UpdatePassengersMutation,
  UpdatePassengersMutationVariables,
} from '../../../core/api/generated/operations'

// Names for the parts of the generated answers and variables that the passengers page passes around.
// Personal data: component state only.

export type { PassengerInput }
export type BookingPassengerType = PassengerTypeCode
export type PassengerDetails = PassengerDetailsFragment
export type Passenger = PassengerDetails['passengers'][number]
export type Contact = ContactInput

/** One refused field of updatePassengers, e.g. { path: 'passengers.2.dateOfBirth', code: 'CHILD_AGE' }. */
export interface FieldProblem {
  path: string
  code: string
}

export async function fetchPassengers(): Promise<PassengerDetails> {
  return (await graphql<PassengersQuery>(passengersDocument, {})).passengers
}

export async function updatePassengers(passengers: PassengerInput[], contact: Contact): Promise<PassengerDetails> {
  return (
    await graphql<UpdatePassengersMutation>(updatePassengersDocument, {
      passengers,
      contact,
    } satisfies UpdatePassengersMutationVariables)
  ).updatePassengers
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
