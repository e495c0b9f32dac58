// Trip lookups that find nothing are how a booking reference and last name would be
// guessed, so one client may get only so many wrong in ten minutes
// (DX_FAILED_LOOKUPS_PER_10_MINUTES, default 5). Past them, every lookup of that client,
// right or wrong, is refused with HTTP 429 and Retry-After until its window ends; a
// lookup that finds its trip does not reset the count, or a client could interleave a
// trip it knows with its guesses.
import type { FailedLookupAllowance } from '../graphql/request-context'
import { tooManyFailedLookupsError } from '../graphql/errors'
import { clientAllowance, perClientLimit, type PerClientLimit } from './per-client-limit'

export const defaultFailedLookupsPer10Minutes = 5
/** Clients remembered at once: some 100 bytes each. */
const maxLimitedClients = 10_000

export const failedLookupLimit = (per10Minutes: number, now: () => number): PerClientLimit =>
  perClientLimit({ perWindow: per10Minutes, windowMs: 600_000, maxClients: maxLimitedClients, now })

/** One request's allowance; `refusedFor` is the Retry-After of a refusal it made, in whole seconds. */
export function failedLookupAllowance(
  limit: PerClientLimit,
  client: string,
): FailedLookupAllowance & { refusedFor(): number | undefined } {
  const { check, count, refusedFor } = clientAllowance(limit, client, tooManyFailedLookupsError)
  return { check, failed: count, refusedFor }
}
