import sessionDocument from '../api/session.graphql'
import type { SessionQuery, SessionQueryVariables } from '../api/generated/operations'
import { graphql } from '../http/graphql'
import { $account } from './account-store'

let asking: Promise<void> | undefined

/**
 * Asks the API who is signed in when no widget on the page has asked yet (the session
 * cookie is HttpOnly: only the API can say), and puts the answer in `$account` for every
 * widget. Many widgets calling it at once send one request. A failed call leaves the
 * state `unknown`, so the next caller asks again, and rejects with the catalogue error.
 */
export function ensureSession(): Promise<void> {
  if ($account.get().status !== 'unknown') return Promise.resolve()
  asking ??= graphql<SessionQuery>(sessionDocument, {} satisfies SessionQueryVariables)
    .then(({ session }) => {
      $account.set(session ? { status: 'signed-in', session } : { status: 'signed-out' })
    })
    .finally(() => {
      asking = undefined
    })
  return asking
}
