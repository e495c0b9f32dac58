import accountProfileDocument from '../../../core/api/account-profile.graphql'
import accountProfileDraftDocument from '../../../core/api/account-profile-draft.graphql'
import accountTripsDocument from '../../../core/api/account-trips.graphql'
import createAccountProfileDocument from '../../../core/api/create-account-profile.graphql'
import resetAgentPasswordDocument from '../../../core/api/reset-agent-password.graphql'
import resetTravellerPasswordDocument from '../../../core/api/reset-traveller-password.graphql'
import updateAccountProfileDocument from '../../../core/api/update-account-profile.graphql'
import { $account } from '../../../core/account/account-store'
import type {
  AccountProfileDraftQuery,
  AccountProfileDraftQueryVariables,
  AccountProfileFragment,
  AccountProfileQuery,
  AccountTripFragment,
  AccountTripsQuery,
  CreateAccountProfileMutation,
  CreateAccountProfileMutationVariables,
  ResetAgentPasswordMutation,
  ResetTravellerPasswordMutation,
  TripLookupInput,
  UpdateAccountProfileMutation,
  UpdateAccountProfileMutationVariables,
} from '../../../core/api/generated/operations'
import { graphql } from '../../../core/http/graphql'

// The account pages' calls. Personal data (the profile, a booking's names): component
// state only, never stored or logged.

export type Profile = AccountProfileFragment
export type ProfileDraft = AccountProfileDraftQuery['profileDraft']
export type ProfileInput = CreateAccountProfileMutationVariables['profile']
export type ProfileUpdate = UpdateAccountProfileMutationVariables
export type AccountTrip = AccountTripFragment
export type AccountTrips = AccountTripsQuery['upcomingTrips']

export async function fetchProfile(): Promise<Profile> {
  return (await graphql<AccountProfileQuery>(accountProfileDocument, {})).profile
}

export async function fetchProfileDraft(pnrQuery: TripLookupInput): Promise<ProfileDraft> {
  const variables: AccountProfileDraftQueryVariables = { pnrQuery }
  return (await graphql<AccountProfileDraftQuery>(accountProfileDraftDocument, variables)).profileDraft
}

/** Creates the account, which the API signs in at once: every widget on the page sees it ($account). */
export async function createProfile(
  profile: ProfileInput,
  password: string,
  pnrQuery?: TripLookupInput,
): Promise<void> {
  const variables: CreateAccountProfileMutationVariables = { profile, password, ...(pnrQuery ? { pnrQuery } : {}) }
  const { createProfile: session } = await graphql<CreateAccountProfileMutation>(
    createAccountProfileDocument,
    variables,
  )
  $account.set({ status: 'signed-in', session })
}

/** Saves the sections sent, each whole; the API answers the profile as it now stands. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return (await graphql<UpdateAccountProfileMutation>(updateAccountProfileDocument, update)).updateProfile
}

export async function fetchTrips(): Promise<AccountTrips> {
  return (await graphql<AccountTripsQuery>(accountTripsDocument, {})).upcomingTrips
}

/** Sets a new password with the reset link's key: the traveller's, or in the agency channel an agent's. */
export async function resetPassword(channel: string, key: string, password: string): Promise<void> {
  if (channel === 'b2b') await graphql<ResetAgentPasswordMutation>(resetAgentPasswordDocument, { key, password })
  else await graphql<ResetTravellerPasswordMutation>(resetTravellerPasswordDocument, { key, password })
}
