// The order an exchange conversation changes, as its prices need it: the parts as booked,
// the passengers who pay the change fee (those with a seat), the order's currency, and
// the parts whose first flight has left, which can only be kept.
import type { BookingDeps } from '../../booking/deps'
import { businessError } from '../../graphql/errors'
import type { Catalog } from '../../repository/catalog'
import { departureInstant } from '../segment-instants'
import type { OrderDetails } from '../../booking/order-details'
import type { Leg } from '../../repository/flights'
import type { Brand } from '../../shopping/brands'
import type { Conversation } from '../../shopping/conversations'
import { isExchange } from './exchange-conversation'
import { bookedParts, exchangeChange, type BookedPart, type ExchangeChange } from './exchange-parts'

export interface OrderExchange {
  booked: BookedPart[]
  seated: number
  currency: string
  /** Indexes of the parts whose first flight has left */
  flown: ReadonlySet<number>
  /** Each part's local departure date as booked (YYYY-MM-DD), by part index */
  bookedDates: readonly (string | undefined)[]
}

/** A part chosen in the exchange: its flights, brand and price alone (all passengers). */
export interface ExchangeChoice {
  legs: readonly Leg[]
  brand: Brand
  total: number
}

/** The exchange a conversation is, or undefined for any other conversation. */
export function orderExchange(
  booking: BookingDeps,
  catalog: Catalog,
  conversation: Conversation,
  nowMs: number,
): OrderExchange | undefined {
  const reference = conversation.orderReference
  if (reference === undefined || !isExchange(conversation)) return undefined
  const order = booking.orders.order(reference)
  const details = booking.orders.details(reference) as OrderDetails | undefined
  if (!order || !details) throw new Error(`the order ${reference} an exchange changes is missing`)
  const booked = bookedParts(details)
  const firstOf = (partIndex: number) => details.segments.find((s) => s.partIndex === partIndex)
  const flown = booked.flatMap((_, i) => {
    const first = firstOf(i)
    return first && departureInstant(catalog, first) <= nowMs ? [i] : []
  })
  return {
    booked,
    seated: details.passengers.filter((p) => p.type !== 'INF').length,
    currency: order.currency,
    flown: new Set(flown),
    bookedDates: booked.map((_, i) => firstOf(i)?.date),
  }
}

/**
 * What choosing `parts` (from the first part, in order) costs as a change of the order;
 * PART_FLOWN (409) when it would change a part that has begun.
 */
export function changeOfChoices(exchange: OrderExchange, parts: readonly ExchangeChoice[]): ExchangeChange {
  const change = exchangeChange(
    exchange.booked,
    parts.map((p) => ({ legIds: p.legs.map((leg) => leg.id), brand: p.brand, total: p.total })),
    exchange.seated,
    exchange.currency,
  )
  const flown = change.changedParts.find((i) => exchange.flown.has(i))
  if (flown !== undefined)
    throw businessError(
      'PART_FLOWN',
      `itineraryParts[${flown}] has begun, so it cannot change: send its offerRef from startTripChange as its selectedOfferRef to keep it.`,
      409,
    )
  return change
}
