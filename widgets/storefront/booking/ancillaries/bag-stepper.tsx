import { useId } from 'react'
import { plural } from '../../../ui/plural'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { BagOffer } from './api'

interface Props {
  offer: BagOffer
  /** Extra bags chosen now. */
  value: number
  /** Who and which direction, for the buttons' names: "Adult 1, London to New York". */
  whose: string
  t: Translate
  locale: string
  onChange(value: number): void
}

/**
 * Extra checked bags for one passenger on one part: the allowance the fare includes and,
 * on a booked trip, the extra bags already bought (apart: a bag bought is not in the fare),
 * the price of each extra bag, and -/+ buttons from 0 to maxExtra. The buttons stay
 * focusable at a limit (aria-disabled) and the count is announced as it changes.
 */
export function BagStepper({ offer, value, whose, t, locale, onChange }: Props) {
  const id = useId()
  const price = priceText({ money: offer.pricePerBag, locale, t })
  const atMin = value <= 0
  const atMax = value >= offer.maxExtra
  return (
    <div className="dx-ax-bags" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-info`}>
      <p id={`${id}-label`} className="dx-ax-label">
        {t('extras.bags.label')}
      </p>
      <p id={`${id}-info`} className="dx-sf-muted">
        {offer.included > 0 ? plural(t, locale, 'extras.bags.included', offer.included) : t('extras.bags.noneIncluded')}
        {offer.bought > 0 && ` · ${plural(t, locale, 'extras.bags.bought', offer.bought)}`}
        {' · '}
        {t('extras.bags.price', { price })}
      </p>
      <div className="dx-ax-stepper">
        <button
          type="button"
          className="dx-ax-step"
          aria-label={t('extras.bags.remove', { whose })}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="dx-ax-count" aria-live="polite">
          {plural(t, locale, 'extras.bags.extra', value)}
        </output>
        <button
          type="button"
          className="dx-ax-step"
          aria-label={t('extras.bags.add', { whose })}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {atMax && <p className="dx-sf-muted">{plural(t, locale, 'extras.bags.max', offer.maxExtra)}</p>}
    </div>
  )
}
