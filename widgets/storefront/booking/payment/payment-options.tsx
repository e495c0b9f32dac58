import { useId } from 'react'
import type { Translate } from '../../../ui/use-translate'
import type { PaymentOption } from './api'
import { surchargeText } from './surcharge-text'

interface Props {
  options: PaymentOption[]
  selected: string
  t: Translate
  locale: string
  onSelect(type: string): void
}

/** The forms of payment the API offers, as native radio buttons (arrow keys move between them), each with its surcharges. */
export function PaymentOptions({ options, selected, t, locale, onSelect }: Props) {
  const name = useId()
  return (
    <fieldset className="dx-pay-options">
      <legend>{t('payment.options.legend')}</legend>
      {options.map((option) => {
        const translated = t(`payment.options.${option.type}`)
        return (
          <label key={option.type} className="dx-pay-option">
            <input
              type="radio"
              name={name}
              value={option.type}
              checked={option.type === selected}
              onChange={() => onSelect(option.type)}
            />
            <span className="dx-pay-option-text">
              <span className="dx-pay-option-name">{translated.startsWith('payment.') ? option.name : translated}</span>
              <span className="dx-sf-muted">{surchargeText(option, locale, t)}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
