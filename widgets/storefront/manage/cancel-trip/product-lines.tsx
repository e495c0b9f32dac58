import type { Translate } from '../../../ui/use-translate'
import type { CancelDetails } from './api'

interface Props {
  products: CancelDetails['products']
  money(amount: number): string
  t: Translate
}

type ProductLine = CancelDetails['products'][number]

/** What becomes of a product: a used protection says how it pays, by its kind. */
const outcomeKey = (line: ProductLine): string =>
  line.outcome === 'EXERCISED' ? `EXERCISED_${line.kind === 'CFAR' ? 'CFAR' : 'REFUND_PROTECTION'}` : line.outcome

/**
 * The partner products a whole-trip cancel ends, one line each with its provider's reference,
 * what was paid, what comes back by its own rules and what becomes of it (cancelled, used or
 * kept): they add to the page's totals like every other line.
 */
export function ProductLines({ products, money, t }: Props) {
  if (products.length === 0) return null
  return (
    <>
      <h4>{t('cancelTrip.details.products')}</h4>
      <ul className="dx-ct-list">
        {products.map((line) => (
          <li key={line.productId}>
            {t('cancelTrip.details.product', {
              product: line.title,
              reference: line.reference ?? line.productId,
              outcome: t(`cancelTrip.details.outcome.${outcomeKey(line)}`),
              paid: money(line.paid.amount),
              back: money(line.refundable.amount),
            })}
          </li>
        ))}
      </ul>
    </>
  )
}
