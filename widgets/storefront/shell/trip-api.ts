import confirmScheduleChangeDocument from '../../../core/api/confirm-schedule-change.graphql'
import startTripChangeDocument from '../../../core/api/start-trip-change.graphql'
import updateTripPassengersDocument from '../../../core/api/update-trip-passengers.graphql'
import type {
  ConfirmScheduleChangeMutation,
  ConfirmScheduleChangeMutationVariables,
  ContactInput,
  StartTripChangeMutation,
  StartTripChangeMutationVariables,
  TripFragment,
  TripLookupInput,
  TripPassengerUpdateInput,
  UpdateTripPassengersMutation,
  UpdateTripPassengersMutationVariables,
} from '../../../core/api/generated/operations'
import { graphql } from '../../../core/http/graphql'

// Names for the parts of the generated answers the trip page passes around, and the calls
// that change a trip. Personal data (names, documents, the lookup's last name): component
// state and request bodies only.

export type Trip = TripFragment
export type TripOrder = Trip['order']
export type TripPassenger = TripOrder['passengers'][number]
export type TripSegment = TripOrder['segments'][number]
export type TripAction = Trip['actions'][number]
export type { TripLookupInput, TripPassengerUpdateInput }

/** Accepts the airline's schedule change (every changed flight at once). */
export async function confirmScheduleChange(lookup: TripLookupInput): Promise<Trip> {
  return (
    await graphql<ConfirmScheduleChangeMutation>(confirmScheduleChangeDocument, {
      lookup,
    } satisfies ConfirmScheduleChangeMutationVariables)
  ).confirmScheduleChange
}

/** Saves the contact and the passengers' changed details; a refusal names its fields (passengers/api.ts fieldProblems). */
export async function updateTripPassengers(
  lookup: TripLookupInput,
  contact: ContactInput | undefined,
  passengers: TripPassengerUpdateInput[],
): Promise<Trip> {
  const variables: UpdateTripPassengersMutationVariables = { lookup, passengers }
  if (contact) variables.contact = contact
  return (await graphql<UpdateTripPassengersMutation>(updateTripPassengersDocument, variables)).updateTripPassengers
}

/**
 * Opens a conversation on the paid trip to add seats, bags and extras: its key arrives
 * in the execution header (core/execution takes it). Refusals: ORDER_NOT_MODIFIABLE
 * (not paid, cancelled), TRIP_NOT_FOUND, RATE_LIMITED (too many conversations).
 */
export async function startTripChange(lookup: TripLookupInput): Promise<void> {
  await graphql<StartTripChangeMutation>(startTripChangeDocument, { lookup } satisfies StartTripChangeMutationVariables)
}
