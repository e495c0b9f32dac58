import { useId, useRef, useState } from 'react'
import { formatMoney } from '../../../../core/i18n/format'
import { DetailRow } from '../../../ui/detail-row'
import type { Translate } from '../../../ui/use-translate'
import type { Trip } from '../../shell/trip-api'
import type { RefundReview, RefundTarget } from './api'
import { cancelledWhat } from './cancelled-what'
import { StepHeading } from './step-heading'

interface Props {
  trip: Trip
  review: RefundReview
  target: RefundTarget
  busy: boolean
  headingId: string
  t: Translate
  locale: string
  onConfirm(): void
  onBack(): void
}

/**
 * Step 4: what is cancelled and where the refund goes, and the traveller's explicit
 * confirmation: a cancel cannot be undone, so the button does nothing until the box
 * saying so is ticked (it then says why and moves to the box), and the button names
 * what it does.
 */
export function ConfirmStep({ trip, review, target, busy, headingId, t, locale, onConfirm, onBack }: Props) {
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  const [ticked, setTicked] = useState(false)
  const [untickedTry, setUntickedTry] = useState(false)
  const option = review.options.find((o) => o.target === target)
  const amount = option ? formatMoney(option.amount.amount, option.amount.currency, locale) : ''
  const what = cancelledWhat(review.details, trip, t)
  const whole = review.details.wholeOrder
  return (
    <form
      className="dx-ct-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        if (!ticked) {
          setUntickedTry(true)
          box.current?.focus()
          return
        }
        onConfirm()
      }}
    >
      <StepHeading id={headingId}>{t('cancelTrip.confirm.title')}</StepHeading>
      <dl className="dx-cf-details">
        <DetailRow term={t('cancelTrip.confirm.what')}>{what}</DetailRow>
        <DetailRow term={t('cancelTrip.confirm.refund')}>{t(`cancelTrip.review.${target}`, { amount })}</DetailRow>
      </dl>
      <div className="dx-field">
        <label className="dx-check">
          <input
            ref={box}
            type="checkbox"
            checked={ticked}
            aria-invalid={untickedTry && !ticked ? true : undefined}
            aria-describedby={untickedTry && !ticked ? `${id}-error` : undefined}
            onChange={(event) => setTicked(event.currentTarget.checked)}
          />
          <span>{t(whole ? 'cancelTrip.confirm.understandTrip' : 'cancelTrip.confirm.understandPart', { what })}</span>
        </label>
        {untickedTry && !ticked && (
          <p id={`${id}-error`} className="dx-field-error" role="alert">
            {t('cancelTrip.confirm.mustTick')}
          </p>
        )}
      </div>
      <p className="dx-sf-actions dx-ct-buttons">
        <button type="button" className="dx-button dx-button--secondary" onClick={onBack}>
          {t('cancelTrip.back')}
        </button>
        <button type="submit" className="dx-button" aria-disabled={busy ? true : undefined}>
          {busy && <span className="dx-spinner" aria-hidden="true" />}
          {t(`cancelTrip.confirm.button.${whole ? 'trip' : 'part'}.${target}`, { amount })}
        </button>
      </p>
      <div role="status">{busy && <p className="dx-sf-muted">{t('cancelTrip.confirm.sending')}</p>}</div>
    </form>
  )
}
