import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { ExtraOffer } from './api'

interface Props {
  offer: ExtraOffer
  chosen: boolean
  /** Who and which direction, read with the name: "Adult 1, London to New York". */
  whose: string
  t: Translate
  locale: string
  onChange(chosen: boolean): void
}

/**
 * An extra such as priority boarding: a checkbox with its price, or a line saying the fare
 * includes it or that it was bought for the trip already (never that a fare includes what
 * was paid for).
 */
export function ExtraChoice({ offer, chosen, whose, t, locale, onChange }: Props) {
  const name = t(`extras.codes.${offer.code}`)
  const label = name.startsWith('extras.') ? offer.code : name
  if (offer.included || offer.bought)
    return (
      <p className="dx-ax-included">
        <span aria-hidden="true">✓ </span>
        {t(offer.included ? 'extras.included' : 'extras.bought', { name: label })}
        <span className="dx-visually-hidden"> ({whose})</span>
      </p>
    )
  return (
    <label className="dx-check dx-ax-extra">
      <input type="checkbox" checked={chosen} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>
        {label}
        <span className="dx-visually-hidden"> ({whose})</span> · {priceText({ money: offer.price, locale, t })}
      </span>
    </label>
  )
}
