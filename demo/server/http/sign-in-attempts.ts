// One request's use of the sign-in limits (accounts/sign-in-limits.ts): the client is the
// socket's address (client-address.ts), never what a header claims.
import type { SignInLimits } from '../accounts/sign-in-limits'
import { tooManySignInsError } from '../graphql/errors'
import type { SignInAttempts } from '../graphql/request-context'

/** `refusedFor` is the Retry-After of a refusal this request made, in whole seconds. */
export function signInAttempts(
  limits: SignInLimits,
  client: string,
): SignInAttempts & { refusedFor(): number | undefined } {
  let retryAfterSeconds: number | undefined
  return {
    async check(accountKey) {
      const wait = await limits.waitSeconds(accountKey, client)
      if (wait === undefined) return
      retryAfterSeconds = wait
      throw tooManySignInsError(wait)
    },
    failed: (accountKey) => limits.failed(accountKey, client),
    succeeded: (accountKey) => limits.succeeded(accountKey),
    refusedFor: () => retryAfterSeconds,
  }
}
