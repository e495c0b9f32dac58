// Declined payments are how stolen card numbers are tested, so after a few from one client
// (DX_DECLINES_BEFORE_CAPTCHA, default 3, in 15 minutes) every purchase of that client needs
// the purchase captcha (checkout/wallet/captcha.ts) until the window ends. A traveller whose
// card is declined twice never sees it; a script testing cards pays a proof of work each try.
import type { DeclinedPayments } from '../graphql/request-context'
import { perClientLimit, type PerClientLimit } from './per-client-limit'

export const defaultDeclinesBeforeCaptcha = 3
/** Clients remembered at once: some 100 bytes each. */
const maxLimitedClients = 10_000

export const declinedPaymentLimit = (declinesBeforeCaptcha: number, now: () => number): PerClientLimit =>
  perClientLimit({ perWindow: declinesBeforeCaptcha, windowMs: 15 * 60_000, maxClients: maxLimitedClients, now })

export function declinedPaymentsOf(limit: PerClientLimit, client: string): DeclinedPayments {
  return { captchaRequired: () => limit.waitMs(client) > 0, declined: () => limit.count(client) }
}
