import { useId } from 'react'
import type { Route } from '../../../../core/router/route'
import type { SearchCriteria } from '../../../../core/search/types'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import { useTripChange } from '../../shell/trip-change/use-trip-change'
import { type ChangeCart, type ChangedOrder, changeLines } from './change-lines'

interface Props {
  cart: ChangeCart
  /** The change's page: its trip names the flights and passengers of the lines. */
  route: Route
  criteria: SearchCriteria
  surcharge: Money
  /** The surcharge's line, named with its rate (surchargeLineName). */
  surchargeName: string
  /** The fee of the installment plan chosen, when one is: in `due`. */
  installmentFee?: Money | undefined
  /** The lines plus the surcharge and installmentFee: what is paid. */
  due: Money
  t: Translate
  locale: string
}

const NO_ORDER: ChangedOrder = { segments: [], passengers: [] }

/**
 * What a change to a booked trip costs, one named amount a row (changeLines): a change of
 * flights or an upgrade, each seat, bag and extra added with its passenger and flight, each
 * partner product; then the payment's surcharge and what is paid. A change is priced for the
 * trip, not per passenger: no per-passenger table, whose fares would be the new flights' whole
 * price, and whose rows for seats and bags added said neither whose they are nor for which flight.
 */
export function ChangeBreakdown({
  cart,
  route,
  criteria,
  surcharge,
  surchargeName,
  installmentFee,
  due,
  t,
  locale,
}: Props) {
  const captionId = useId()
  const change = useTripChange(route, criteria)
  const lines = changeLines(cart, change?.trip.order ?? NO_ORDER, t, locale)
  const money = (value: Money) => priceText({ money: value, locale, t })
  return (
    <div className="dx-pay-breakdown-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="dx-pay-breakdown">
        <caption id={captionId}>{t('payment.breakdown.caption')}</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td>{money(line.money)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{surchargeName}</th>
            <td>{money(surcharge)}</td>
          </tr>
          {installmentFee && (
            <tr>
              <th scope="row">{t('payment.breakdown.installmentFee')}</th>
              <td>{money(installmentFee)}</td>
            </tr>
          )}
          <tr className="dx-pay-due">
            <th scope="row">{t('payment.breakdown.due')}</th>
            <td>{money(due)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
