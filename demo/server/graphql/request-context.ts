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
}
