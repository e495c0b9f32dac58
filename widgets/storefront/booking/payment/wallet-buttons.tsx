import { useEffect, useState } from 'react'
import type { WalletMethod } from '../../../../core/api/generated/operations'
import type { Money } from '../../shell/api'
import type { Translate } from '../../../ui/use-translate'
import type { PurchaseRequest } from './payment-form'
import { canPayWith, prepareGooglePay, showWallet } from './wallet'

interface Props {
  /** The wallets the API offers for this cart (its payment options). */
  methods: readonly WalletMethod[]
  total: Money
  /** The purchase of the form's other details (remarks, language) with `type` as the form of payment. */
  requestFor(type: WalletMethod): PurchaseRequest
  pay(request: PurchaseRequest, settled: (ordered: boolean) => unknown): Promise<void>
  paying: boolean
  t: Translate
}

/**
 * Apple Pay and Google Pay buttons, each shown only where the API offers that wallet and
 * the browser can pay with it (Payment Request and canMakePayment): nothing at all
 * elsewhere, not a greyed button.
 */
export function WalletButtons({ methods, total, requestFor, pay, paying, t }: Props) {
  const [ready, setReady] = useState<readonly WalletMethod[]>([])
  const [failed, setFailed] = useState(false)
  const { amount, currency } = total

  const offered = methods.join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's content (offered), not a new array each render, asks the browser again
  useEffect(() => {
    let live = true
    Promise.all(methods.map((method) => canPayWith(method, { amount, currency }))).then((can) => {
      if (!live) return
      const usable = methods.filter((_, index) => can[index])
      if (usable.includes('GOOGLE_PAY')) prepareGooglePay({ amount, currency })
      setReady(usable)
    })
    return () => {
      live = false
    }
  }, [amount, currency, offered])

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
