import { useEffect, useRef } from 'react'
import { errorText } from '../../ui/error-text'
import type { Translate } from '../../ui/use-translate'

/** Why the last attempt to pay did not end in an order, said at the top of the page. */
export type PaymentMessageKind = 'PAYMENT_DECLINED' | 'INSUFFICIENT_FUNDS' | 'verification' | 'offerExpired' | 'network' | 'refused'

export interface PaymentMessageState {
  kind: PaymentMessageKind
  error?: unknown
}

interface Props {
  message: PaymentMessageState
  /** Changes with each new message: focus comes here. */
  focusKey: number
  t: Translate
  /** Pays again with the same attempt (its idempotency key): offered after a failed connection. */
  onRetry(): void
}

/** An alert that takes focus: the reason, and what to do next. */
export function PaymentMessage({ message, focusKey, t, onRetry }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus()
  }, [focusKey])
  const { kind, error } = message
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="dx-alert dx-pay-message">
      <div>
        <h3>{t(`payment.messages.${kind}.title`)}</h3>
        <p>
          {t(`payment.messages.${kind}.text`)}
          {kind === 'network' || kind === 'refused' ? ` ${errorText(error, t)}` : ''}
        </p>
      </div>
      {kind === 'network' && (
        <button type="button" className="dx-button dx-button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}
