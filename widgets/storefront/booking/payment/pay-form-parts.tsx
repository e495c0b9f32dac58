import { ErrorSummary } from '../../../ui/error-summary'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'
import type { CardForm } from './use-card-form'

/** The card form's error summary, as the payment page and Pay now show it. */
export function CardErrorSummary({ cardForm, t, locale }: { cardForm: CardForm; t: Translate; locale: string }) {
  return (
    <ErrorSummary
      title={plural(t, locale, 'payment.summary.title', cardForm.summary.length)}
      items={cardForm.summary}
      focusKey={cardForm.summaryFocus}
      className="dx-alert dx-pay-summary"
      onPick={cardForm.pick}
    />
  )
}

/**
 * The submit button of a payment: aria-disabled, not disabled, while paying (the focus
 * stays on it and a second press is ignored), with a spinner and "Paying…" meanwhile.
 */
export function PayButton({ paying, label, t }: { paying: boolean; label: string; t: Translate }) {
  return (
    <button type="submit" className="dx-button dx-pay-submit" aria-disabled={paying || undefined}>
      {paying && <span className="dx-spinner" aria-hidden="true" />}
      {paying ? t('payment.paying') : label}
    </button>
  )
}
