import { useEffect, useState } from 'react'
import type { WalletMethod } from '../../../../core/api/generated/operations'
import type { Money } from '../../shell/api'
import type { Translate } from '../../../ui/use-translate'
import type { PurchaseRequest } from './payment-form'
import { canPayWith, showWallet } from './wallet'

const WALLETS: readonly WalletMethod[] = ['APPLE_PAY', 'GOOGLE_PAY']

interface Props {
  total: Money
  /** The purchase of the form's other details (remarks, language) with `type` as the form of payment. */
  requestFor(type: WalletMethod): PurchaseRequest
  pay(request: PurchaseRequest, settled: (ordered: boolean) => unknown): Promise<void>
  paying: boolean
  t: Translate
}

/**
 * Apple Pay and Google Pay buttons, each shown only where the browser can pay with that
 * wallet (Payment Request and canMakePayment): nothing at all elsewhere, not a greyed button.
 */
export function WalletButtons({ total, requestFor, pay, paying, t }: Props) {
  const [ready, setReady] = useState<readonly WalletMethod[]>([])
  const [failed, setFailed] = useState(false)
  const { amount, currency } = total

  useEffect(() => {
    let live = true
    Promise.all(WALLETS.map((method) => canPayWith(method, { amount, currency }))).then((can) => {
      if (live) setReady(WALLETS.filter((_, index) => can[index]))
    })
    return () => {
      live = false
    }
  }, [amount, currency])

  if (ready.length === 0) return null

  const start = async (method: WalletMethod) => {
    if (paying) return
    setFailed(false)
    try {
      const wallet = await showWallet(method, total, t('payment.wallet.total'))
      const request = requestFor(method)
      await pay(
        {
          ...request,
          variables: { ...request.variables, payment: { ...request.variables.payment, walletToken: wallet.token } },
        },
        (ordered) => wallet.complete(ordered),
      )
    } catch (error) {
      // The traveller closed the sheet: the page stays as it was, with nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return
      setFailed(true)
    }
  }

  return (
    <section className="dx-pay-wallets" aria-labelledby="dx-pay-wallets-title">
      <h3 id="dx-pay-wallets-title">{t('payment.wallet.title')}</h3>
      {failed && (
        <p className="dx-alert" role="alert">
          {t('payment.wallet.failed')}
        </p>
      )}
      <div className="dx-pay-wallet-buttons">
        {ready.map((method) => (
          <button
            key={method}
            type="button"
            className="dx-button dx-button--secondary"
            aria-disabled={paying || undefined}
            onClick={() => void start(method)}
          >
            {t(`payment.wallet.${method}`)}
          </button>
        ))}
      </div>
      <p>{t('payment.wallet.or')}</p>
    </section>
  )
}
