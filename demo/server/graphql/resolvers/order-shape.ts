// Schema shapes of Order and PurchaseResult (core/api/schema.graphql, "Booking").
// Every answer that carries an order carries its details: purchase, challenge result
// and payHeldOrder answer the party that paid; order answers its own conversation only.
import type { OrderDetails, OrderSegmentRecord } from '../../booking/order-details'
import type { OrderView } from '../../booking/order-store'
import { paymentOptions } from '../../booking/payment-options'
import type { PurchaseResult } from '../../checkout/checkout'
import { agencyStore } from '../../accounts/agency-store'
import type { ApiDeps } from '../context'
import { toFlightStatusLeg } from './flight-status-leg'
import { toPaymentOptions } from './payment-option-shape'
import { money } from './shopping-shapes'
import { brandById } from '../../shopping/brands'
import { upgradeRefundableUntil } from '../../manage/upgrade/cancel-upgrade-quote'
import { segmentCabin } from '../../manage/upgrade/segment-cabin'
import { toSegmentUpgrade } from '../../manage/upgrade/upgrade-shapes'

// payHeldOrder charges a card that needs no challenge (booking/pay-held-order.ts).
const heldOrderOptions = paymentOptions.filter((o) => o.type === 'CARD')

function toOrderSegment(deps: ApiDeps, s: OrderSegmentRecord, currency: string) {
  // The flight's status from the timetable, as flightStatus answers it; null once the
  // dated flight has left the timetable.
  const leg = deps.flights.legById(s.legId)
  const airport = (code: string) => {
    const found = deps.catalog.airports.get(code)
    if (!found) throw new Error(`An order segment uses unknown airport ${code}`)
    return found
  }
  return {
    index: s.index,
    partIndex: s.partIndex,
    airlineCode: s.airlineCode,
    flightNumber: s.flightNumber,
    origin: airport(s.origin),
    destination: airport(s.destination),
    departure: s.departure,
    arrival: s.arrival,
    brandName: s.brandName,
    cabin: segmentCabin(s),
    upgrade: toSegmentUpgrade(
      s,
      brandById.get(s.brand)?.cabinClass ?? 'Economy',
      upgradeRefundableUntil(deps.catalog, s),
      currency,
    ),
    liveStatus: leg ? toFlightStatusLeg(deps, leg, deps.now()) : null,
  }
}

export function toOrder(deps: ApiDeps, order: OrderView) {
  const inCurrency = (amount: number) => money(amount, order.currency)
  const details = deps.booking.orders.details(order.reference) as OrderDetails | undefined
  return {
    reference: order.reference,
    status: order.status,
    holdExpiresAt: order.holdExpiresAt === null ? null : new Date(order.holdExpiresAt).toISOString(),
    total: inCurrency(order.total),
    payments: order.payments.map((p) => ({
      type: p.type,
      cardType: p.cardType,
      last4: p.last4,
      amount: inCurrency(p.amount),
      installments: p.installments ?? null,
      charged: p.charged ? money(p.charged.amount, p.charged.currency) : inCurrency(p.amount),
      conversionRate: p.conversionRate ?? null,
    })),
    installments: order.payments.find((p) => p.installments)?.installments ?? null,
    passengers: details?.passengers ?? [],
    segments: details?.segments.map((s) => toOrderSegment(deps, s, order.currency)) ?? [],
    items: details?.items.map((item) => ({ ...item, price: inCurrency(item.price) })) ?? [],
    fare: inCurrency(details?.fare ?? 0),
    taxes: inCurrency(details?.taxes ?? 0),
    contact: details?.contact ?? null,
    paymentOptions: order.status === 'HELD' ? toPaymentOptions(heldOrderOptions, order.currency) : [],
    referrerCode: order.referrerCode,
    ...agencyOf(deps, order),
  }
}

/** Order.agency and Order.agentLoginId: who booked an agency's order; null for any other. */
function agencyOf(deps: ApiDeps, order: OrderView) {
  const agencies = agencyStore(deps.booking.db)
  return {
    agency: (order.agencyId && agencies.summary(order.agencyId)) || null,
    agentLoginId: (order.agentId && agencies.agentLoginId(order.agentId)) || null,
  }
}

export const toResult = (deps: ApiDeps, result: PurchaseResult) => ({
  status: result.status,
  challengeId: result.challengeId,
  order: result.order && toOrder(deps, result.order),
})
