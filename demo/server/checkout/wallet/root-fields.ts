// Wallet payment sessions (Apple Pay, Google Pay) and the purchase captcha.
import type { ApiDeps } from '../../graphql/context'
import type { RootValue } from '../../graphql/root-value'
import { walletPaymentSession } from './wallet-session'

type Fields = Pick<RootValue, 'walletPaymentSession' | 'purchaseCaptcha'>

export function walletFields(deps: ApiDeps): Fields {
  return {
    walletPaymentSession: (args, context) => walletPaymentSession(deps, args, context),
    purchaseCaptcha: () => deps.wallet.captchas.challenge(),
  }
}
