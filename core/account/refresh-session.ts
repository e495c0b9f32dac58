import sessionDocument from '../api/session.graphql'
import type { SessionQuery, SessionQueryVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'
import { $account } from './account-store'

/**
 * Asks the API again who is signed in, with the loyalty balance read afresh from the
 * programme (refreshBalances), and puts the answer in `$account` for every widget: a
 * session that ended meanwhile shows as signed out. Rejects with the catalogue error.
 */
export async function refreshSession(): Promise<void> {
  const variables: SessionQueryVariables = { refreshBalances: true }
  const { session } = await graphql<SessionQuery>(sessionDocument, variables)
  $account.set(session ? { status: 'signed-in', session } : { status: 'signed-out' })
}
