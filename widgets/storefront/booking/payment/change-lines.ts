import type { ChangeCartQuery } from '../../../../core/api/generated/operations'
import { formatMoney } from '../../../../core/i18n/format'
import { plural } from '../../../ui/plural'
import type { Translate } from '../../../ui/use-translate'
import type { Money } from '../../shell/api'
import { partEnds } from '../../shell/order/part-ends'
import { passengerName, paymentNumbered } from '../../shell/order/passenger-name'
import type { TripPassenger, TripSegment } from '../../shell/trip-api'

/** The cart of a change to a booked trip, with what a change of flights or an upgrade costs. */
export type ChangeCart = ChangeCartQuery['cart']

/** One named amount of what a change costs; the lines add up to the cart's total, to the cent. */
export interface PriceLine {
  key: string
  label: string
  money: Money
}

/** The trip a change is for, as its lines name passengers and flights; empty while it is not at hand. */
export interface ChangedOrder {
  segments: readonly TripSegment[]
  passengers: readonly TripPassenger[]
}

type Item = NonNullable<ChangeCart['items']>[number]

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

/** A part of the trip as the lines name it: "LHR to JFK", from its first flight to its last. */
function partName(t: Translate, segments: readonly TripSegment[], index: number): string {
  const ends = partEnds(segments, index)
  return ends ? t('payment.change.part', ends) : t('payment.change.flightNumber', { n: index + 1 })
}

/** A seat by its number, bags by their count, an extra by its name. */
function itemName(item: Item, t: Translate, locale: string): string {
  if (item.kind === 'SEAT') return t('payment.change.seat', { seat: item.detail })
  if (item.kind === 'BAG') return plural(t, locale, 'payment.change.bags', Number(item.detail))
  const key = `payment.change.extra.${item.kind}`
  return t(key) === key ? item.kind : t(key)
}

const passengerOf = (id: string, { passengers }: ChangedOrder, t: Translate): string => {
  const passenger = passengers.find((p) => p.id === id)
  return passenger ? passengerName(passenger, passengers, t, paymentNumbered) : id
}

/**
 * What a change of flights costs (the fare difference, the change fee and, when the new
 * fare is cheaper, what is refunded or kept as credit, which brings what is due to zero),
 * or each flight upgraded (its price for the passengers with a seat, less the seats they
 * give up for it); then each seat, bag and extra added, named with its passenger and flight,
 * and each partner product. Only amounts the API sent, so the lines add up to the cart's total.
 */
export function changeLines(cart: ChangeCart, order: ChangedOrder, t: Translate, locale: string): PriceLine[] {
  const { segments } = order
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
  for (const item of cart.items ?? [])
    lines.push({
      key: `${item.kind}-${item.passengerId}-${item.index}`,
      label: t('payment.change.item', {
        item: itemName(item, t, locale),
        name: passengerOf(item.passengerId, order, t),
        flight:
          item.kind === 'SEAT' ? flightName(t, order.segments, item.index) : partName(t, order.segments, item.index),
      }),
      money: item.price,
    })
  // A partner product added to the trip (insurance, a hotel) is for the whole trip: its title is its name.
  for (const product of cart.products)
    lines.push({ key: `product-${product.kind}`, label: product.title, money: product.price })
  return lines
}
