// Wallet payment sessions (Apple Pay, Google Pay) and the purchase captcha.
import type { ApiDeps } from '../../graphql/context'
import type { RootValue } from '../../graphql/root-value'
import { notBuilt } from '../../products/not-built'

type Fields = Pick<RootValue, 'walletPaymentSession' | 'purchaseCaptcha'>

export function walletFields(_deps: ApiDeps): Fields {
  return {
    walletPaymentSession: notBuilt('walletPaymentSession'),
    purchaseCaptcha: notBuilt('purchaseCaptcha'),
  }
}
