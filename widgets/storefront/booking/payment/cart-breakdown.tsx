import { useId } from 'react'
import type { PassengerCounts } from '../../../../core/search/types'
import { priceText } from '../../../ui/price'
import type { Translate } from '../../../ui/use-translate'
import type { Cart, CartItem, Money } from '../../shell/api'
import { bookingPassengers } from '../../shell/passenger-ids'
import { useStackedWhenWide } from './use-stacked-when-wide'

interface Props {
  cart: Cart
  counts: PassengerCounts
  surcharge: Money
  /** The surcharge's line, named with its rate (surchargeLineName). */
  surchargeName: string
  /** The fee of the installment plan chosen, when one is: in `due`. */
  installmentFee?: Money | undefined
  /** Cart total plus surcharge and installmentFee. */
  due: Money
  t: Translate
  locale: string
}

const COLUMNS = ['fare', 'taxes', 'seats', 'bags', 'extras', 'total'] as const
type Column = (typeof COLUMNS)[number]

const sum = (items: CartItem[], currency: string, kinds: (kind: string) => boolean): Money => ({
  amount: items.filter((item) => kinds(item.kind)).reduce((total, item) => total + item.price.amount, 0),
  currency,
})
const isSeat = (kind: string) => kind === 'SEAT'
const isBag = (kind: string) => kind === 'BAG'
const isExtra = (kind: string) => kind !== 'SEAT' && kind !== 'BAG'

/**
 * The price per passenger and in total: fare, taxes, seats, bags,
 * extras, then each partner product on a line of its own (a product is for the whole
 * trip, not a passenger's), the payment's surcharge and what is paid. A table; where it is
 * wider than its column, each row stacks its cells with their column's name (payment.css,
 * useStackedWhenWide). Where it is still wider (long amounts, as in Arabic), it scrolls
 * sideways in a labelled region that takes focus, so a keyboard can scroll it too.
 */
export function CartBreakdown({ cart, counts, surcharge, surchargeName, installmentFee, due, t, locale }: Props) {
  const captionId = useId()
  const { currency } = cart.total
  const items = cart.items ?? []
  const products = cart.products
  const productsTotal = products.reduce((total, product) => total + product.price.amount, 0)
  const money = (value: Money) => priceText({ money: value, locale, t })
  const rows = bookingPassengers(counts).map((passenger) => {
    // Priced by the search's type (a youth's fare is not an adult's), named by the booking's id.
    const price = cart.passengers.find((p) => p.passengerType === passenger.fareType)
    const own = items.filter((item) => item.passengerId === passenger.id)
    const seats = sum(own, currency, isSeat)
    const bags = sum(own, currency, isBag)
    const extras = sum(own, currency, isExtra)
    const zero = { amount: 0, currency }
    const total = { amount: (price?.total.amount ?? 0) + seats.amount + bags.amount + extras.amount, currency }
    const cells: Record<Column, Money> = {
      fare: price?.fare ?? zero,
      taxes: price?.taxes ?? zero,
      seats,
      bags,
      extras,
      total,
    }
    return { id: passenger.id, name: t(`payment.passenger.${passenger.type}`, { n: passenger.number }), cells }
  })
  const all: Record<Column, Money> = {
    fare: cart.fare,
    taxes: cart.taxes,
    seats: cart.seats ?? sum(items, currency, isSeat),
    bags: sum(items, currency, isBag),
    extras: sum(items, currency, isExtra),
    // The cart's total includes its products, which have their own lines below.
    total: { amount: cart.total.amount - productsTotal, currency },
  }
  const label = (column: Column) => t(`payment.breakdown.${column}`)
  const box = useStackedWhenWide<HTMLDivElement>(
    [locale, cart.total.amount, items.length, products.length, surcharge.amount, installmentFee?.amount].join(' '),
  )
  return (
    <div ref={box} className="dx-pay-breakdown-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="dx-pay-breakdown">
        <caption id={captionId}>{t('payment.breakdown.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payment.breakdown.passenger')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              {COLUMNS.map((column) => (
                <td key={column} data-label={label(column)}>
                  {money(row.cells[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('payment.breakdown.all')}</th>
            {COLUMNS.map((column) => (
              <td key={column} data-label={label(column)}>
                {money(all[column])}
              </td>
            ))}
          </tr>
          {products.map((product) => (
            <tr key={product.kind}>
              <th scope="row" colSpan={COLUMNS.length}>
                {product.title}
              </th>
              <td>{money(product.price)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={COLUMNS.length}>
              {surchargeName}
            </th>
            <td>{money(surcharge)}</td>
          </tr>
          {installmentFee && (
            <tr>
              <th scope="row" colSpan={COLUMNS.length}>
                {t('payment.breakdown.installmentFee')}
              </th>
              <td>{money(installmentFee)}</td>
            </tr>
          )}
          <tr className="dx-pay-due">
            <th scope="row" colSpan={COLUMNS.length}>
              {t('payment.breakdown.due')}
            </th>
            <td>
              {cart.points != null ? t('common.pointsPlus', { points: cart.points, amount: money(due) }) : money(due)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
