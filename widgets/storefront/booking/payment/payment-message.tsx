import { useEffect, useRef } from 'react'
import { errorText } from '../../../ui/error-text'
import type { Translate } from '../../../ui/use-translate'

/** Why the last attempt to pay did not end in an order, said at the top of the page. */
export type PaymentMessageKind =
  | 'PAYMENT_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'verification'
  | 'offerExpired'
  | 'network'
  | 'refused'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYMENT_IN_PROGRESS'
  | 'CART_CHANGED'
  | 'PAYMENT_ABANDONED'
  | 'ORDER_CHANGED'
  | 'FARE_SOLD_OUT'
  | 'ZZPAY_CANCELLED'
  | 'CHALLENGE_NOT_SUPPORTED'

/** Messages whose way forward is to pay again at once with what the form holds. */
const PAY_AGAIN: readonly PaymentMessageKind[] = ['network', 'IDEMPOTENCY_KEY_REUSED']

export interface PaymentMessageState {
  kind: PaymentMessageKind
  error?: unknown
}

interface Props {
  message: PaymentMessageState
  /** Changes with each new message: focus comes here. */
  focusKey: number
  t: Translate
  /** Pays again with what the form holds: the same attempt after a failed connection, a new one after a spent key. */
  onRetry(): void
  /** What the page adds for its own case (a change of flights: the trip is unchanged). */
  note?: string | undefined
}

/** An alert that takes focus: the reason, and what to do next. */
export function PaymentMessage({ message, focusKey, t, onRetry, note }: Props) {
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
        {note && <p>{note}</p>}
      </div>
      {PAY_AGAIN.includes(kind) && (
        <button type="button" className="dx-button dx-button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}
