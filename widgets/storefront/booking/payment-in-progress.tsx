import { isDxError } from '../../../core/http/errors'
import { ErrorMessage } from '../../ui/messages'
import { RetryButton } from '../../ui/retry-button'
import { RouteLink } from '../shell/route-link'

/**
 * A change refused because a payment of the booking waits for the bank or ZZ Pay
 * (businessLogic PAYMENT_IN_PROGRESS, 409): the API holds the cart as it is until that
 * payment is finished or cancelled (demo/server/booking/purchase.ts).
 */
export const isPaymentInProgress = (error: unknown): boolean => isDxError(error) && error.code === 'PAYMENT_IN_PROGRESS'

interface Props {
  /** What cannot change now and what to do: each page says it in its own namespace. */
  text: string
  /** The link to the payment page, where the waiting payment is finished or replaced. */
  paymentLabel: string
  paymentHash: string
  retryLabel: string
  onRetry(): void
}

/** The refusal with its way forward: to payment, or try again once the payment is over. */
export function PaymentInProgress({ text, paymentLabel, paymentHash, retryLabel, onRetry }: Props) {
  return (
    <ErrorMessage
      action={
        <span className="dx-sf-actions">
          <RouteLink hash={paymentHash}>{paymentLabel}</RouteLink>
          <RetryButton label={retryLabel} onRetry={onRetry} />
        </span>
      }
    >
      {text}
    </ErrorMessage>
  )
}
