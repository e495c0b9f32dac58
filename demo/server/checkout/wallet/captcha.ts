// The purchase captcha: a proof-of-work challenge (ALTCHA, altcha-lib, self-hosted: no
// outside service) the demo server asks for after repeated declined payments from one
// client, so card testing costs the tester's CPU while a traveller waits a moment. The
// browser finds the number whose hash the challenge names; the server checks the answer
// against its own signature, its expiry (10 minutes) and that it was never used before.
import { randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Payload } from 'altcha-lib/v1/types'
import type { PurchaseCaptcha } from '../../graphql/generated/resolvers'
import type { WalletStore } from './wallet-store'

/** Work asked of the browser: at most this many hashes (half on average), well under a second on a phone. */
const maxNumber = 50_000
const validMs = 10 * 60_000

export interface PurchaseCaptchas {
  challenge(): Promise<PurchaseCaptcha>
  /** Whether a purchase's verificationToken solves a challenge of this server, unexpired and unused. */
  verify(token: string | null | undefined): Promise<boolean>
}

const algorithms: ReadonlySet<unknown> = new Set(['SHA-1', 'SHA-256', 'SHA-512'])

const isSolution = (value: unknown): value is Payload => {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    algorithms.has(v.algorithm) &&
    typeof v.challenge === 'string' &&
    typeof v.number === 'number' &&
    typeof v.salt === 'string' &&
    typeof v.signature === 'string'
  )
}

/** The solution a token carries (base64 of its JSON), or null when it holds none. */
function solutionOf(token: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
    return isSolution(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** `hmacKey`: this server's secret (a new one per start is enough: a challenge lives 10 minutes). */
export function purchaseCaptchas(store: WalletStore, hmacKey = randomBytes(32).toString('hex')): PurchaseCaptchas {
  return {
    async challenge() {
      // Expiry is real time, not the demo's clock (DX_NOW): a frozen clock would never expire one.
      const c = await createChallenge({ hmacKey, maxNumber, expires: new Date(Date.now() + validMs) })
      return {
        algorithm: c.algorithm,
        challenge: c.challenge,
        salt: c.salt,
        maxNumber: c.maxnumber ?? maxNumber,
        signature: c.signature,
      }
    },
    async verify(token) {
      if (!token || token.length > 2_000) return false
      const solution = solutionOf(token)
      if (!solution || !(await verifySolution(solution, hmacKey, true))) return false
      const now = Date.now()
      return store.spendCaptcha(solution.signature, now + validMs, now)
    },
  }
}
