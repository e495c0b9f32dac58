import type { ChangeCartQuery } from '../../../../core/api/generated/operations'
import { formatMoney } from '../../../../core/i18n/format'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import type { TripSegment } from '../../shell/trip-api'

/** The cart of a change to a booked trip, with what a change of flights or an upgrade costs. */
export type ChangeCart = ChangeCartQuery['cart']

/** One named amount of what a change costs; the lines add up to the cart's total, to the cent. */
export interface PriceLine {
  key: string
  label: string
  money: Money
}

const isSeat = (kind: string) => kind === 'SEAT'
const isBag = (kind: string) => kind === 'BAG'
const isExtra = (kind: string) => kind !== 'SEAT' && kind !== 'BAG'

/** A flight of the trip as the lines name it: "ZZ 5 LHR to JFK", or its place in the trip when the trip is not at hand. */
function flightName(t: Translate, segments: readonly TripSegment[], index: number): string {
  const segment = segments.find((s) => s.index === index)
  return segment
    ? t('payment.change.flight', {
        flight: `${segment.airlineCode} ${segment.flightNumber}`,
        origin: segment.origin.code,
        destination: segment.destination.code,
      })
    : t('payment.change.flightNumber', { n: index + 1 })
}

/**
 * What a change of flights costs (the fare difference, the change fee and, when the new
 * fare is cheaper, what is refunded or kept as credit, which brings what is due to zero),
 * or each flight upgraded (its price for the passengers with a seat, less the seats they
 * give up for it); then the seats, bags and extras added. Only amounts the API sent, so
 * the lines add up to the cart's total.
 */
export function changeLines(
  cart: ChangeCart,
  segments: readonly TripSegment[],
  t: Translate,
  locale: string,
): PriceLine[] {
  const { currency } = cart.total
  const lines: PriceLine[] = []
  const { change, upgrade } = cart
  if (change) {
    lines.push({ key: 'difference', label: t('exchange.cost.difference'), money: change.fareDifference })
    lines.push({ key: 'fee', label: t('exchange.cost.fee'), money: change.changeFee })
    if (change.residual.amount > 0) {
      const treatment = change.residualTreatment === 'REFUND' ? 'refund' : 'credit'
      lines.push({ key: treatment, label: t(`exchange.cost.${treatment}`), money: change.residual })
    }
  }
  for (const offer of upgrade?.offers ?? []) {
    const flight = flightName(t, segments, offer.segmentIndex)
    const each = offer.pricePerPassenger
    const count = each.amount > 0 ? Math.round(offer.price.amount / each.amount) : 0
    lines.push({
      key: `upgrade-${offer.segmentIndex}`,
      label: plural(t, locale, 'payment.change.upgrade', count, {
        flight,
        each: formatMoney(each.amount, each.currency, locale),
      }),
      money: offer.price,
    })
    // The seats paid for on this flight, taken off its price (never below zero: the API's total says how much).
    const credit = offer.price.amount - offer.total.amount
    if (credit > 0)
      lines.push({
        key: `seat-credit-${offer.segmentIndex}`,
        label: t('payment.change.seatCredit', { flight }),
        money: { amount: -credit, currency },
      })
  }
  const items = cart.items ?? []
  const added = [
    ['seats', isSeat],
    ['bags', isBag],
    ['extras', isExtra],
  ] as const
  for (const [key, kinds] of added) {
    const amount = items.filter((item) => kinds(item.kind)).reduce((sum, item) => sum + item.price.amount, 0)
    if (amount !== 0) lines.push({ key, label: t(`payment.breakdown.${key}`), money: { amount, currency } })
  }
  return lines
}
