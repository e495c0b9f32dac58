import { formatMoney } from '../../../../core/i18n/format'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'
import type { Order } from './api'
import { Detail } from './order-passengers'
import { paidWith } from './paid-with'

/** A named line of what was paid (the trip page's, from the API): the kinds of ChargeKind. */
interface ChargeLine {
  kind: string
  amount: { amount: number }
}

interface Props {
  order: Order
  /** The trip page's named lines, which add up to the total; without them the cart's parts and the payment fees */
  charges?: readonly ChargeLine[] | undefined
  /** Given back since, of what the lines name as paid (the trip page's; manage/refunded-since.ts) */
  refunded?: number
  t: Translate
  locale: string
}

/** A product in these states was paid with the order (a cancelled or exercised one too: what came back is a refund). */
const PAID = new Set(['CONFIRMED', 'CANCELLED', 'EXERCISED'])

/** What the booking cost, part by part, and how it was paid (or what is due for a held booking). */
export function OrderPayment({ order, charges, refunded = 0, t, locale }: Props) {
  const money = (amount: number) => formatMoney(amount, order.total.currency, locale)
  const sum = (seats: boolean) =>
    order.items.filter((item) => (item.kind === 'SEAT') === seats).reduce((total, item) => total + item.price.amount, 0)
  const seats = sum(true)
  const extras = sum(false)
  const products = order.products.filter((product) => PAID.has(product.state))
  const productsTotal = products.reduce((total, product) => total + product.price.amount, 0)
  // Card and ZZ Pay surcharges and an installment plan's fee: what the total holds beyond the cart.
  const fees = order.total.amount - order.fare.amount - order.taxes.amount - seats - extras - productsTotal
  return (
    <section className="dx-cf-section">
      <h3>{t('confirmation.payment')}</h3>
      <dl className="dx-cf-details dx-cf-amounts">
        {charges ? (
          charges.map((c) => (
            <Detail key={c.kind} term={t(`confirmation.charge.${c.kind}`)}>
              {money(c.amount.amount)}
            </Detail>
          ))
        ) : (
          <>
            <Detail term={t('confirmation.fare')}>{money(order.fare.amount)}</Detail>
            <Detail term={t('confirmation.taxes')}>{money(order.taxes.amount)}</Detail>
            {seats > 0 && <Detail term={t('confirmation.seatsTotal')}>{money(seats)}</Detail>}
            {extras > 0 && <Detail term={t('confirmation.extrasTotal')}>{money(extras)}</Detail>}
            {products.map((product) => (
              <Detail key={product.productId} term={product.title}>
                {money(product.price.amount)}
              </Detail>
            ))}
            {fees > 0 && <Detail term={t('confirmation.fees')}>{money(fees)}</Detail>}
          </>
        )}
        <Detail term={t(order.payments.length > 0 ? 'confirmation.paid' : 'confirmation.due')}>
          <strong>{money(order.total.amount)}</strong>
        </Detail>
        {refunded > 0 && (
          <>
            <Detail term={t('confirmation.refunded')}>{money(-refunded)}</Detail>
            <Detail term={t('confirmation.paidLessRefunds')}>
              <strong>{money(order.total.amount - refunded)}</strong>
            </Detail>
          </>
        )}
      </dl>
      {order.payments.length > 0 && (
        <ul className="dx-cf-payments">
          {order.payments.map((p, i) => (
            <li key={i}>
              <p>
                {t('confirmation.paidAmount', {
                  method: paidWith(p, t),
                  amount: formatMoney(p.amount.amount, p.amount.currency, locale),
                })}
              </p>
              {p.installments !== null && p.installments > 1 && (
                <p>{plural(t, locale, 'confirmation.installments', p.installments)}</p>
              )}
              {p.conversionRate !== null && (
                <p>
                  {t('confirmation.converted', {
                    amount: formatMoney(p.charged.amount, p.charged.currency, locale),
                    rate: p.conversionRate,
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
