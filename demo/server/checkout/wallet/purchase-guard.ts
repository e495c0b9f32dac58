// What a purchase must pass before the checkout runs, and what its outcome teaches: a
// client whose payments keep being declined must solve the purchase captcha (captcha.ts),
// and a wallet token must stand for this conversation's payment now (wallet-session.ts).
import { GraphQLError } from 'graphql'
import { businessError } from '../../graphql/errors'
import type { ApiDeps } from '../../graphql/context'
import type { MutationPurchaseArgs } from '../../graphql/generated/resolvers'
import type { RequestContext } from '../../graphql/request-context'
import { bookingConversation } from '../../graphql/resolvers/booking-context'
import { amountDue } from '../checkout'
import { requireWalletSession } from './wallet-session'
import { readWalletToken } from './wallet-token'

const declineCodes: ReadonlySet<unknown> = new Set(['PAYMENT_DECLINED', 'INSUFFICIENT_FUNDS'])

const captchaRequiredError = () =>
  businessError(
    'CAPTCHA_REQUIRED',
    'Payments from this device were declined several times: solve the purchase captcha (purchaseCaptcha) and send its solution as verificationToken; nothing was charged.',
    428,
  )

/** Runs `purchase` once the request passed the captcha (when asked) and the wallet checks; counts a decline. */
export async function guardedPurchase<Result>(
  deps: ApiDeps,
  args: MutationPurchaseArgs,
  context: RequestContext,
  purchase: () => Result | Promise<Result>,
): Promise<Result> {
  if (context.declinedPayments?.captchaRequired() && !(await deps.wallet.captchas.verify(args.verificationToken)))
    throw captchaRequiredError()
  const { type } = args.payment
  const repeat =
    context.executionIn !== undefined &&
    deps.booking.orders.attempt(context.executionIn, args.idempotencyKey)?.state === 'DONE'
  if ((type === 'APPLE_PAY' || type === 'GOOGLE_PAY') && !repeat) {
    const { conversation, itinerary } = bookingConversation(deps, context)
    requireWalletSession(
      deps,
      conversation.key,
      type,
      readWalletToken(args.payment.walletToken),
      amountDue(deps, conversation.key, itinerary),
    )
  }
  try {
    return await purchase()
  } catch (error) {
    if (error instanceof GraphQLError && declineCodes.has(error.extensions.code)) context.declinedPayments?.declined()
    throw error
  }
}
