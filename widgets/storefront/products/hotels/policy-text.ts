// A hotel room's cancellation policy in words, from its penalty list (schema: HotelPenalty):
// "Free cancellation until 2 days before check-in, then one night", "Non-refundable". The
// penalties are read in the order they start; the first says whether there is a free period.
import { formatMoney } from '../../../../core/i18n/format'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'

export interface Penalty {
  timeUnit: string
  duration: number
  policyStartType: string
  type: string
  value: number
}

const HOURS_PER = (p: Penalty) => (p.timeUnit === 'DAY' ? 24 : 1)

/** When a penalty starts, in hours on one line: bookings before every check-in penalty. */
const startKey = (p: Penalty) =>
  p.policyStartType === 'AFTER_BOOKING' ? -1e9 + p.duration * HOURS_PER(p) : -p.duration * HOURS_PER(p)

const fromBooking = (p: Penalty) => p.policyStartType === 'AFTER_BOOKING' && p.duration === 0

function whenText(p: Penalty, t: Translate, locale: string): string {
  const unit = p.timeUnit === 'DAY' ? 'days' : 'hours'
  const side = p.policyStartType === 'AFTER_BOOKING' ? 'AfterBooking' : 'BeforeCheckin'
  return plural(t, locale, `products.hotels.policy.when.${unit}${side}`, p.duration)
}

function costText(p: Penalty, t: Translate, locale: string, currency: string): string {
  if (p.type === 'NIGHTS') return plural(t, locale, 'products.hotels.policy.cost.nights', p.value)
  if (p.type === 'PERCENT') {
    if (p.value >= 100) return t('products.hotels.policy.cost.wholeStay')
    const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(p.value / 100)
    return t('products.hotels.policy.cost.percent', { percent })
  }
  return formatMoney(p.value, currency, locale)
}

/** The policy in words; `currency` is the stay's, for a penalty of a fixed amount. */
export function policyText(penalties: readonly Penalty[], t: Translate, locale: string, currency: string): string {
  const ordered = [...penalties].sort((a, b) => startKey(a) - startKey(b))
  const [first, ...rest] = ordered
  if (!first) return t('products.hotels.policy.free')
  if (rest.length === 0 && fromBooking(first) && first.type === 'PERCENT' && first.value >= 100) {
    return t('products.hotels.policy.nonRefundable')
  }
  const cost = (p: Penalty) => costText(p, t, locale, currency)
  let text = fromBooking(first)
    ? t('products.hotels.policy.fromBooking', { cost: cost(first) })
    : t('products.hotels.policy.freeUntil', { when: whenText(first, t, locale), cost: cost(first) })
  for (const p of rest) text = t('products.hotels.policy.later', { text, when: whenText(p, t, locale), cost: cost(p) })
  return text
}
