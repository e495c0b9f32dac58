// Password-reset requests are counted on the server, in the sign-in failures' store
// (sign-in-limits.ts): every request per client (its socket address), whatever name it
// sends, and the mails per account. A client past its allowance is refused with 429; an
// account past its mails is answered as any other request, and simply gets no mail, so
// neither the answer nor its time says whether the account exists or was throttled.
import type { Db } from '../db/open'
import type { SignedIn } from '../graphql/request-context'
import { secretHash } from './secret-token'
import { storedLimiter, sweepEndedCounts } from './sign-in-limits'

export interface ResetLimitOptions {
  /** Reset mails to one account per window */
  perAccount: number
  /** Reset requests from one client per window, known names or not */
  perClient: number
  windowSeconds: number
}

export const defaultResetLimits: ResetLimitOptions = { perAccount: 3, perClient: 10, windowSeconds: 15 * 60 }

export interface ResetLimits {
  /** Counts a reset request of `client`; the seconds to wait (at least 1) when it was over its allowance, else undefined. */
  requested(client: string): Promise<number | undefined>
  /** Counts a reset mail to `who`; false when they have had their mails for the window (none is sent then). */
  mailAllowed(who: SignedIn): Promise<boolean>
}

const personKey = (who: SignedIn) => (who.kind === 'TRAVELLER' ? `TRAVELLER:${who.accountId}` : `AGENT:${who.agentId}`)

export function resetLimits(db: Db, options: ResetLimitOptions = defaultResetLimits): ResetLimits {
  const sweep = sweepEndedCounts(db)
  const accounts = storedLimiter(db, 'reset-account', options.perAccount, options.windowSeconds)
  const clients = storedLimiter(db, 'reset-client', options.perClient, options.windowSeconds)
  return {
    async requested(client) {
      sweep()
      // penalty counts without refusing: the refused requests count too, within the same window.
      const res = await clients.penalty(secretHash(client))
      return res.consumedPoints > options.perClient ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : undefined
    },
    async mailAllowed(who) {
      const res = await accounts.penalty(secretHash(personKey(who)))
      return res.consumedPoints <= options.perAccount
    },
  }
}
