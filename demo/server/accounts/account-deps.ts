// Everything the sign-in, session and reset calls keep, built once per server over its database.
import type { Db } from '../db/open'
import { credentials, type Credentials } from './credentials'
import { type HostClient, hostTokens, type HostTokens } from './host-tokens'
import { outbox, type Outbox } from './outbox'
import { people, type People } from './people'
import { resetKeys, type ResetKeys } from './reset-keys'
import { defaultResetLimits, type ResetLimitOptions, resetLimits, type ResetLimits } from './reset-limits'
import { sessionStore, type SessionStore } from './session-store'
import { defaultSignInLimits, type SignInLimitOptions, signInLimits, type SignInLimits } from './sign-in-limits'

export interface AccountDeps {
  sessions: SessionStore
  credentials: Credentials
  limits: SignInLimits
  /** Reset requests per client and reset mails per account (reset-limits.ts). */
  resetLimits: ResetLimits
  resetKeys: ResetKeys
  outbox: Outbox
  people: People
  hostTokens: HostTokens
  /** The storefront page reset links open (DX_STOREFRONT_URL), e.g. https://shop.example/storefront.html */
  storefrontUrl: string
  /** The API's public origin: a calling page on its site gets a SameSite=Lax cookie, any other a partitioned one. */
  apiOrigin: string
  /** Runs work once the answer is on its way: mail is queued after it, so an answer takes as long whoever it names. */
  later(work: () => void | Promise<void>): void
}

export interface AccountOptions {
  /** The API's public origin; the storefront page defaults to its /storefront.html. */
  apiOrigin: string
  storefrontUrl?: string
  /** Applications and clients whose pages may send host access tokens. */
  hostClients?: readonly HostClient[]
  limits?: SignInLimitOptions
  resetLimits?: ResetLimitOptions
  later?: (work: () => void | Promise<void>) => void
}

/** After the current answer; a failure is logged, never thrown at no one. */
function runSoon(work: () => void | Promise<void>): void {
  setImmediate(() => {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => console.error('dx-storefront demo: sending mail failed:', error))
  })
}

export function createAccounts(db: Db, now: () => number, options: AccountOptions): AccountDeps {
  return {
    sessions: sessionStore(db, now),
    credentials: credentials(db),
    limits: signInLimits(db, options.limits ?? defaultSignInLimits),
    resetLimits: resetLimits(db, options.resetLimits ?? defaultResetLimits),
    resetKeys: resetKeys(db, now),
    outbox: outbox(db, now),
    people: people(db),
    hostTokens: hostTokens(options.hostClients ?? [], now),
    storefrontUrl: options.storefrontUrl ?? `${options.apiOrigin}/storefront.html`,
    apiOrigin: options.apiOrigin,
    later: options.later ?? runSoon,
  }
}
