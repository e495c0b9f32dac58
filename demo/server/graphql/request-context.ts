// What one GraphQL request carries (the generated resolver types name it as their context). It
// imports nothing of the domain, so every module may read the generated types without reaching
// back into the stores the resolvers' dependencies hold.

/**
 * How many new conversations the request's client may still open this minute. The
 * search checks before it runs and counts once it has stored a new conversation; resuming
 * one is never limited.
 */
export interface NewConversationAllowance {
  /** Throws RATE_LIMITED (answered with HTTP 429 and Retry-After) when the client has used up its minute's allowance. */
  check(): void
  /** Counts the conversation the client has just opened. */
  opened(): void
}

/**
 * How many more trip lookups the request's client may get wrong (manage booking): a
 * lookup checks before it runs and counts when no trip matched. A lookup that finds its
 * trip never gives any back, so a known trip cannot be used to keep on guessing others.
 */
export interface FailedLookupAllowance {
  /** Throws RATE_LIMITED (HTTP 429 with Retry-After) when the client has had its failures for the window. */
  check(): void
  /** Counts a lookup that found no trip. */
  failed(): void
}

/**
 * Who the request's session signs in: the session cookie's, or the host's access token
 * (hostIdentity). A traveller by their account, an agent by their agency and themselves.
 */
export type SignedIn = { kind: 'TRAVELLER'; accountId: string } | { kind: 'AGENT'; agentId: string; agencyId: string }

/**
 * What a resolver does to the browser's session: `start` stores a new session for `who`
 * (a new random id, so a session from before is never reused) and sets its cookie on the
 * answer; `end` deletes the request's session and clears the cookie.
 */
export interface SessionControl {
  start(who: SignedIn): void
  end(): void
  /** Seconds until the request's session (or host token) ends unless used again; after `start`, the new session's. */
  remainingSeconds?(): number | undefined
}

/**
 * Failed sign-ins of the request's client and of the account it names (5 per account, 20
 * per client in 15 minutes, counted on the server). `check` throws RATE_LIMITED (HTTP 429
 * with Retry-After) before any password is hashed; `failed` counts one; `succeeded` forgets
 * the account's failures, never the client's.
 */
export interface SignInAttempts {
  check(signInName: string): Promise<void>
  failed(signInName: string): Promise<void>
  succeeded(signInName: string): Promise<void>
}

/**
 * Password-reset requests of the request's client (10 in 15 minutes, known names or not,
 * counted on the server): `check` counts one and throws RATE_LIMITED (HTTP 429 with
 * Retry-After) past the allowance, before any name is looked up.
 */
export interface ResetRequestAllowance {
  check(): Promise<void>
}

/**
 * Declined payments of the request's client: after a few, its purchases need the purchase
 * captcha (http/declined-payment-limit.ts). `declined` counts one.
 */
export interface DeclinedPayments {
  captchaRequired(): boolean
  declined(): void
}

/**
 * Per request: the execution key the client sent, its language, and how a resolver
 * names the conversation it used; the HTTP layer turns that into the `execution`
 * response header.
 */
// A type, not an interface: graphql-http wants a context assignable to a plain record.
export type RequestContext = {
  executionIn?: string
  setExecution(key: string): void
  newConversations: NewConversationAllowance
  failedLookups: FailedLookupAllowance
  /** The locale the client asked for (Accept-Language), one the API has names in; absent: en-US. */
  locale?: string
  /** Who is signed in, read once per request before the resolvers run; absent: nobody. */
  signedIn?: SignedIn
  /** Starts and ends the request's session (the session cookie of the answer); absent outside HTTP. */
  sessions?: SessionControl
  /** Counts the client's failed sign-ins; absent outside HTTP (nothing is counted then). */
  signInAttempts?: SignInAttempts
  /** Counts the client's password-reset requests; absent outside HTTP (nothing is counted then). */
  resetRequests?: ResetRequestAllowance
  /** The client's declined payments; absent outside HTTP (no captcha is asked then). */
  declinedPayments?: DeclinedPayments
}
