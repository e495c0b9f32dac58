import { useId } from 'react'
import type { Translate } from '../../../ui/use-translate'
import { priceText } from '../../../ui/price'
import { RouteLink } from '../../shell/route-link'
import type { PriceChange } from '../meta-search/price-change'

interface Props {
  change: PriceChange
  /** Flight selection for the same trip. */
  otherFlights: string
  onContinue(): void
  t: Translate
  locale: string
}

/**
 * Today's price is not the total the meta-search partner showed: both amounts and the
 * difference, said at once (an alert), before the traveller types anything. Continue
 * goes on at today's price; "Choose other flights" searches the same trip again.
 */
export function PriceChangedNotice({ change, otherFlights, onContinue, t, locale }: Props) {
  const titleId = useId()
  const money = (amount: PriceChange['current']) => priceText({ money: amount, locale, t })
  const { amount, currency } = change.difference
  const values = {
    advertised: money(change.advertised),
    current: money(change.current),
    difference: money({ amount: Math.abs(amount), currency }),
  }
  return (
    <div role="alert" aria-labelledby={titleId} className="dx-alert dx-alert--info dx-pax-price">
      <h3 id={titleId}>{t('passengers.priceChange.title')}</h3>
      <p>{t(amount > 0 ? 'passengers.priceChange.dearer' : 'passengers.priceChange.cheaper', values)}</p>
      <p className="dx-pax-price-actions">
        <button type="button" className="dx-button" onClick={onContinue}>
          {t('passengers.priceChange.continue', values)}
        </button>
        <RouteLink hash={otherFlights} className="dx-button dx-button--secondary">
          {t('passengers.priceChange.otherFlights')}
        </RouteLink>
      </p>
    </div>
  )
}
