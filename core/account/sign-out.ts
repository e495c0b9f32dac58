import signOutDocument from '../api/sign-out.graphql'
import type { SignOutMutation, SignOutMutationVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'
import { endTripAccess } from '../trip/end-trip-access'
import { $account } from './account-store'

/**
 * Ends the session on the API (which clears the cookie), then tells every widget: `$account`
 * becomes signed out, and the trip access this tab held goes too, so the next person at
 * this device finds no trip open. A failed call leaves the traveller signed in (the cookie
 * is still valid) and rejects with the catalogue error.
 */
export async function signOut(): Promise<void> {
  await graphql<SignOutMutation>(signOutDocument, {} satisfies SignOutMutationVariables)
  $account.set({ status: 'signed-out' })
  endTripAccess()
}
