import orderDocument from '../../../core/api/order.graphql'
import { graphql } from '../../../core/http/graphql'
import type { CartItem, Money } from '../api'
import type { PaymentOption } from '../payment/api'

// The shapes core/api/order.graphql asks for (core/api/schema.graphql, Order).
// Personal data: kept in component state only, never stored or logged.

export interface OrderPayment {
  type: string
  cardType: string | null
  last4: string | null
  amount: Money
  installments: number | null
  /** What was charged: in the card's currency when a conversion offer was accepted */
  charged: Money
  conversionRate: string | null
}

export interface OrderSegment {
  index: number
  partIndex: number
  airlineCode: string
  flightNumber: string
  origin: { code: string; city: string }
  destination: { code: string; city: string }
  /** Airport-local YYYY-MM-DDTHH:mm:ss */
  departure: string
  arrival: string
  brandName: string
}

export interface OrderPassenger {
  id: string
  type: 'ADT' | 'CHD' | 'INF'
  givenName: string
  familyName: string
  dateOfBirth: string | null
  loyaltyProgramme: string | null
  loyaltyNumber: string | null
  travelDocument: { type: string; number: string } | null
  infantOf: string | null
}

export interface Order {
  reference: string
  status: 'CONFIRMED' | 'HELD' | 'CANCELLED'
  /** HELD: ISO instant the hold ends */
  holdExpiresAt: string | null
  total: Money
  fare: Money
  taxes: Money
  installments: number | null
  payments: OrderPayment[]
  segments: OrderSegment[]
  passengers: OrderPassenger[]
  items: CartItem[]
  contact: { email: string; phoneCountryCode: string; phoneNumber: string } | null
  /** HELD: how it can be paid now (payHeldOrder), with surcharges; empty otherwise. */
  paymentOptions: PaymentOption[]
}

/** What paying a held order changes on it (core/api/pay-held-order.graphql). */
export type PaidOrder = Pick<Order, 'reference' | 'status' | 'holdExpiresAt' | 'payments' | 'paymentOptions'>

/** The order when this conversation bought it; null when it did not (or there is none). */
/** The order, asked in the conversation that bought it (`execution`, when known). */
export async function fetchOrder(reference: string, execution?: string): Promise<Order | null> {
  return (await graphql<{ order: Order | null }>(orderDocument, { reference }, { execution })).order
}
