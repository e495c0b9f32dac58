import { useId } from 'react'
import type { Translate } from '../../../ui/use-translate'

/** What the booking's remarks may hold, as the API takes them. */
const MAX = 200
/** From here on each character typed is announced: the traveller learns the limit before the box stops taking more. */
const NEAR = MAX - 20

interface Props {
  value: string
  t: Translate
  onChange(value: string): void
}

/**
 * The booking's remarks for the airline, with how much of the limit is used beside the
 * box ("12 of 200 characters"): the box takes no more than the limit, and a box that stops
 * taking keys without saying why reads as broken. Near the limit the count is also said,
 * politely, as it changes.
 */
export function RemarksField({ value, t, onChange }: Props) {
  const id = useId()
  const count = t('payment.remarks.count', { length: value.length, max: MAX })
  return (
    <div className="dx-field dx-pay-remarks">
      <label htmlFor={id}>{t('payment.remarks.label')}</label>
      <textarea
        id={id}
        name="remarks"
        rows={3}
        maxLength={MAX}
        aria-describedby={`${id}-hint ${id}-count`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <span id={`${id}-hint`} className="dx-field-hint">
        {t('payment.remarks.hint')}
      </span>
      <span id={`${id}-count`} className="dx-field-hint">
        {count}
      </span>
      <span role="status" className="dx-visually-hidden">
        {value.length >= NEAR ? count : ''}
      </span>
    </div>
  )
}
