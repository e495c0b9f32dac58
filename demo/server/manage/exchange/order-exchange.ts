// The order an exchange conversation changes, as its prices need it: the parts as booked,
// the passengers who pay the change fee (those with a seat) and the order's currency.
import type { BookingDeps } from '../../booking/deps'
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
}

/** A part chosen in the exchange: its flights, brand and price alone (all passengers). */
export interface ExchangeChoice {
  legs: readonly Leg[]
  brand: Brand
  total: number
}

/** The exchange a conversation is, or undefined for any other conversation. */
export function orderExchange(booking: BookingDeps, conversation: Conversation): OrderExchange | undefined {
  const reference = conversation.orderReference
  if (reference === undefined || !isExchange(conversation)) return undefined
  const order = booking.orders.order(reference)
  const details = booking.orders.details(reference) as OrderDetails | undefined
  if (!order || !details) throw new Error(`the order ${reference} an exchange changes is missing`)
  return {
    booked: bookedParts(details),
    seated: details.passengers.filter((p) => p.type !== 'INF').length,
    currency: order.currency,
  }
}

/** What choosing `parts` (from the first part, in order) costs as a change of the order. */
export const changeOfChoices = (exchange: OrderExchange, parts: readonly ExchangeChoice[]): ExchangeChange =>
  exchangeChange(
    exchange.booked,
    parts.map((p) => ({ legIds: p.legs.map((leg) => leg.id), brand: p.brand, total: p.total })),
    exchange.seated,
    exchange.currency,
  )
