// One request's use of the reset-request limit (accounts/reset-limits.ts): the client is the
// socket's address (client-address.ts), never what a header claims.
import type { ResetLimits } from '../accounts/reset-limits'
import { tooManyResetRequestsError } from '../graphql/errors'
import type { ResetRequestAllowance } from '../graphql/request-context'

/** `refusedFor` is the Retry-After of a refusal this request made, in whole seconds. */
export function resetRequestAllowance(
  limits: ResetLimits,
  client: string,
): ResetRequestAllowance & { refusedFor(): number | undefined } {
  let retryAfterSeconds: number | undefined
  return {
    async check() {
      const wait = await limits.requested(client)
      if (wait === undefined) return
      retryAfterSeconds = wait
      throw tooManyResetRequestsError(wait)
    },
    refusedFor: () => retryAfterSeconds,
  }
}
