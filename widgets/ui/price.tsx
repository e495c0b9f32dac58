import type { ReactElement } from 'react'
import { formatMoney, formatMoneyWhole } from '../../core/i18n/format'
import type { Translate } from './use-translate'

interface Props {
  /** Integer minor units with a currency code, as the API sends money. */
  money: { amount: number; currency: string }
  locale: string
  /** Award prices: points, with the money part (taxes) after them. */
  points?: number | null
  /** Whole units for tight spaces (a calendar day), rounded up so a "from" price is never understated. */
  whole?: boolean
  t: Translate
}

/** A price as the locale writes it ("$1,234.50", "1.234,50 $"); award fares as points plus taxes. */
export function priceText({ money, locale, points, whole, t }: Props): string {
  const amount = (whole ? formatMoneyWhole : formatMoney)(money.amount, money.currency, locale)
  return points != null ? t('common.pointsPlus', { points, amount }) : amount
}

/**
 * priceText in its own element, for prices styled apart from the words around them. A
 * function returning the element, like localTime: results pages show hundreds of prices.
 */
export function priceTag(props: Props): ReactElement {
  return <span className="dx-price">{priceText(props)}</span>
}
