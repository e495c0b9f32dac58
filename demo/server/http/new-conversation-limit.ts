// Every new conversation is a stored row, so one client may open only so many a minute
// (DX_NEW_CONVERSATIONS_PER_MINUTE; a traveller never comes near the default). Over it, a
// search without an execution header is refused with HTTP 429 and Retry-After, before it
// runs and without writing anything; a search in a conversation the client has is never
// limited.
import type { NewConversationAllowance } from '../graphql/request-context'
import { rateLimitedError } from '../graphql/errors'
import { clientAllowance, perClientLimit, type PerClientLimit } from './per-client-limit'

export const defaultNewConversationsPerMinute = 30
/** Clients remembered at once: some 100 bytes each. */
const maxLimitedClients = 10_000

export const newConversationLimit = (perMinute: number, now: () => number): PerClientLimit =>
  perClientLimit({ perWindow: perMinute, windowMs: 60_000, maxClients: maxLimitedClients, now })

/** One request's allowance; `refusedFor` is the Retry-After of a refusal it made, in whole seconds. */
export function newConversationAllowance(
  limit: PerClientLimit,
  client: string,
): NewConversationAllowance & { refusedFor(): number | undefined } {
  const { check, count, refusedFor } = clientAllowance(limit, client, rateLimitedError)
  return { check, opened: count, refusedFor }
}
