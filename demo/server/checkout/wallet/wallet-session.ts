// Wallet payment sessions: before the Apple Pay or Google Pay sheet opens, the storefront
// asks the demo server (as merchant) for a session: Apple Pay's merchant validation (the
// browser's merchantvalidation event names Apple's validation URL; the demo, offline, does
// not call it and answers a merchant session of its own), or Google Pay's gateway
// parameters. The session holds the amount the sheet shows; a purchase paid with a wallet
// token must name a session of its conversation, unexpired, made for the amount due now.
import { randomBytes } from 'node:crypto'
import { businessError, validationError } from '../../graphql/errors'
import type { MutationWalletPaymentSessionArgs, WalletPaymentSession } from '../../graphql/generated/resolvers'
import type { ApiDeps } from '../../graphql/context'
import type { RequestContext } from '../../graphql/request-context'
import { bookingConversation } from '../../graphql/resolvers/booking-context'
import { money } from '../../graphql/resolvers/money'
import { amountDue } from '../checkout'
import type { WalletToken } from './wallet-token'

/** Apple's merchant session lives five minutes; the demo's, both wallets', as long. */
const sessionMs = 5 * 60_000
const merchantId = 'merchant.com.zzairways.demo'

/** Apple Pay's validation URLs are Apple's own payment gateway hosts, over https. */
function requireAppleValidationUrl(value: string | null | undefined): URL {
  let url: URL | undefined
  try {
    url = value ? new URL(value) : undefined
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:' || !/^apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/.test(url.hostname)) {
    throw validationError(
      'INVALID_VALIDATION_URL',
      "validationUrl must be the validationURL of the browser's merchantvalidation event (an https URL on apple-pay-gateway*.apple.com).",
    )
  }
  return url
}

export function walletPaymentSession(
  deps: ApiDeps,
  args: MutationWalletPaymentSessionArgs,
  context: RequestContext,
): WalletPaymentSession {
  const { conversation, itinerary } = bookingConversation(deps, context)
  const validation = args.method === 'APPLE_PAY' ? requireAppleValidationUrl(args.validationUrl) : undefined
  const nowMs = deps.now()
  const sessionId = randomBytes(16).toString('base64url')
  const amount = amountDue(deps, conversation.key, itinerary)
  const expiresAt = nowMs + sessionMs
  deps.wallet.store.saveSession({
    sessionId,
    conversationKey: conversation.key,
    method: args.method,
    amount,
    currency: itinerary.currency,
    expiresAt,
  })
  const session =
    args.method === 'APPLE_PAY'
      ? {
          merchantSessionIdentifier: sessionId,
          merchantIdentifier: merchantId,
          displayName: 'ZZ Airways',
          domainName: validation?.hostname,
          epochTimestamp: nowMs,
          expiresAt,
        }
      : { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'dxdemo', gatewayMerchantId: merchantId, sessionId } }
  return {
    method: args.method,
    merchantId,
    session: JSON.stringify(session),
    total: money(amount, itinerary.currency),
    expiresAt: new Date(expiresAt).toISOString(),
  }
}

/**
 * Refuses a wallet token that does not stand for this conversation's payment now: another
 * conversation's session, another wallet's, an expired one, or one made for another amount
 * (the cart changed since the sheet opened: the traveller starts the wallet payment again).
 */
export function requireWalletSession(
  deps: ApiDeps,
  conversationKey: string,
  method: string,
  token: WalletToken,
  amount: number,
): void {
  const session = deps.wallet.store.session(token.session)
  if (!session || session.conversationKey !== conversationKey || session.method !== method) {
    throw validationError(
      'INVALID_WALLET_TOKEN',
      'payment.walletToken was not made for this booking: start the wallet payment again.',
    )
  }
  if (session.expiresAt <= deps.now() || session.amount !== amount) {
    throw businessError(
      'WALLET_SESSION_ENDED',
      'The wallet payment was started for another amount or too long ago; nothing was charged. Start the wallet payment again.',
      409,
    )
  }
}
