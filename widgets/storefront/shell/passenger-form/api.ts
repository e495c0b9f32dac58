import passengersDocument from '../../../../core/api/passengers.graphql'
import updatePassengersDocument from '../../../../core/api/update-passengers.graphql'
import { graphql } from '../../../../core/http/graphql'
import { prefetch, takePrefetchedOr } from '../../../../core/prefetch/prefetch'
import type {
  ContactInput,
  PassengerDetailsFragment,
  PassengerInput,
  PassengerTypeCode,
  PassengersQuery,
  UpdatePassengersMutation,
  UpdatePassengersMutationVariables,
} from '../../../../core/api/generated/operations'

// Names for the parts of the generated answers and variables that the passengers page passes around.
// Personal data: component state only.

export type { PassengerInput }
export type BookingPassengerType = PassengerTypeCode
export type PassengerDetails = PassengerDetailsFragment
export type Passenger = PassengerDetails['passengers'][number]
export type Contact = ContactInput

export async function fetchPassengers(): Promise<PassengerDetails> {
  return (await graphql<PassengersQuery>(passengersDocument, {})).passengers
}

/** The key of a conversation's passengers query started ahead of its page. */
const aheadKey = (execution: string) => `passengers:${execution}`

/**
 * Starts the conversation's passengers query before its page asks (a meta-search landing,
 * as its call answers: the page's code and render would otherwise come first).
 */
export function fetchPassengersAhead(execution: string): void {
  prefetch(aheadKey(execution), fetchPassengers)
}

/**
 * The page's first read of the conversation's passengers: the query started ahead for it,
 * taken once, else a call of its own (also when the one ahead got no answer).
 */
export function firstPassengersRead(execution: string | undefined): Promise<PassengerDetails> {
  return execution ? takePrefetchedOr(aheadKey(execution), fetchPassengers) : fetchPassengers()
}

export async function updatePassengers(passengers: PassengerInput[], contact: Contact): Promise<PassengerDetails> {
  return (
    await graphql<UpdatePassengersMutation>(updatePassengersDocument, {
      passengers,
      contact,
    } satisfies UpdatePassengersMutationVariables)
  ).updatePassengers
}
