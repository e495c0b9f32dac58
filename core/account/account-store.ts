import { atom } from 'nanostores'
import type { AccountSessionFragment } from '../api/generated/operations'
import { shared } from '../shared-instance'

/**
 * Who is signed in, as every widget on the page sees it: `unknown` until the API was
 * asked (the session cookie is HttpOnly, so only the API can say), `signed-out`, or the
 * session (names and balance only; never an email, document or token). Signing in or
 * out in one widget sets it, and every other widget follows at once.
 */
export type AccountState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; session: AccountSessionFragment }

export const $account = shared('account', () => atom<AccountState>({ status: 'unknown' }))
