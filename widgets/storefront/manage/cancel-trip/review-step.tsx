import { useId, useState } from 'react'
import { formatMoney } from '../../../../core/i18n/format'
import type { Translate } from '../../../ui/use-translate'
import type { RefundReview, RefundTarget } from './api'
import { creditDate } from './credit-date'
import { paidWith } from '../../shell/order/paid-with'
import { refundShareAmount } from './refund-share-text'
import { StepButtons } from './step-buttons'
import { StepHeading } from './step-heading'

interface Props {
  review: RefundReview
  /** The target chosen before (Back from the confirmation), else the original payment. */
  chosen: RefundTarget | undefined
  headingId: string
  t: Translate
  locale: string
  onContinue(target: RefundTarget): void
  onBack(): void
}

/**
 * Step 3: where the money goes, each target with its amount: back to the original
 * payment (split over the payments it came from) or a travel credit (valid until a day).
 */
export function ReviewStep({ review, chosen, headingId, t, locale, onContinue, onBack }: Props) {
  const name = useId()
  const first = review.options[0]?.target ?? 'ORIGINAL_PAYMENT'
  const [selected, setSelected] = useState<RefundTarget>(
    review.options.some((o) => o.target === chosen) && chosen ? chosen : first,
  )
  return (
    <form
      className="dx-ct-step"
      onSubmit={(event) => {
        event.preventDefault()
        onContinue(selected)
      }}
    >
      <StepHeading id={headingId}>{t('cancelTrip.review.title')}</StepHeading>
      <fieldset className="dx-ct-options">
        <legend>{t('cancelTrip.review.legend')}</legend>
        {review.options.map((option) => {
          const amount = formatMoney(option.amount.amount, option.amount.currency, locale)
          const hint = `${name}-${option.target}`
          return (
            <div key={option.target} className="dx-ct-option">
              <label className="dx-check">
                <input
                  type="radio"
                  name={name}
                  value={option.target}
                  checked={option.target === selected}
                  aria-describedby={hint}
                  onChange={() => setSelected(option.target)}
                />
                <span>{t(`cancelTrip.review.${option.target}`, { amount })}</span>
              </label>
              <div id={hint} className="dx-sf-muted">
                {option.target === 'TRAVEL_CREDIT'
                  ? option.validUntil && (
                      <p>{t('cancelTrip.review.validUntil', { date: creditDate(option.validUntil, locale) })}</p>
                    )
                  : option.payments.map((share, i) => (
                      <p key={i}>
                        {t('cancelTrip.review.share', {
                          method: paidWith(share, t),
                          amount: refundShareAmount(share, t, locale),
                        })}
                      </p>
                    ))}
              </div>
            </div>
          )
        })}
      </fieldset>
      <StepButtons t={t} busy={false} onBack={onBack} />
    </form>
  )
}
