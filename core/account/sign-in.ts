import signInDocument from '../api/sign-in.graphql'
import type { AccountSessionFragment, SignInMutation, SignInMutationVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'
import { $account } from './account-store'

/**
 * Signs a traveller in with their email and password. The API sets the HttpOnly session
 * cookie; `$account` then holds the session it answered (names and balance only), so every
 * widget on the page follows at once. The email and password go in the request body and
 * are kept nowhere. A refusal rejects with the catalogue error (SIGN_IN_FAILED, or
 * RATE_LIMITED with its wait) and leaves `$account` as it was.
 */
export async function signIn(userId: string, password: string): Promise<AccountSessionFragment> {
  const variables: SignInMutationVariables = { userId: userId.trim(), password }
  const { signIn: session } = await graphql<SignInMutation>(signInDocument, variables)
  $account.set({ status: 'signed-in', session })
  return session
}
