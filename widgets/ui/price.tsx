import { formatMoney } from '../../core/i18n/format'
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

const wholeFormats = new Map<string, Intl.NumberFormat>()

function formatWhole(minorUnits: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`
  let format = wholeFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })
    wholeFormats.set(key, format)
  }
  const digits = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  return format.format(Math.ceil(minorUnits / 10 ** digits))
}

/** A price as the locale writes it ("$1,234.50", "1.234,50 $"); award fares as points plus taxes. */
export function Price({ money, locale, points, whole, t }: Props) {
  const amount = (whole ? formatWhole : formatMoney)(money.amount, money.currency, locale)
  return <span className="dx-price">{points != null ? t('common.pointsPlus', { points, amount }) : amount}</span>
}
