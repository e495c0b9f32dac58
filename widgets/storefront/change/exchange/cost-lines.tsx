import type { Translate } from '../../../ui/use-translate'
import type { ChangePrice } from '../../shell/exchange/api'
import { changeCostLines } from '../../shell/exchange/change-cost'

/** What the change costs as a list of labelled amounts, the last one (due, refunded or credited) in bold. */
export function CostLines({ change, t, locale }: { change: ChangePrice; t: Translate; locale: string }) {
  const lines = changeCostLines(change, t, locale)
  return (
    <dl className="dx-xc-costs">
      {lines.map((line, index) => {
        const last = index === lines.length - 1 ? 'dx-xc-total' : undefined
        return [
          <dt key={`${line.key}-label`} className={last}>
            {line.label}
          </dt>,
          <dd key={`${line.key}-amount`} className={last}>
            {line.amount}
          </dd>,
        ]
      })}
    </dl>
  )
}
