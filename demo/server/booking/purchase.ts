// Purchase (issue 4, payment and confirmation): charge the cart, store the order, sell
// its seats and complete the conversation, all in one transaction. The idempotency key
// makes a double click, a retry or a reload answer the first attempt's result.
import { randomBytes } from 'node:crypto'
import { GraphQLError } from 'graphql'
import { businessError, validationError } from '../graphql/errors'
import type { ShoppingDeps } from '../shopping/deps'
import { newBookingReference } from './booking-reference'
import { validateCard, type CardInput } from './card'
import { cartExtras } from './cart-extras'
import type { BookingDeps } from './deps'
import type { Itinerary } from './itinerary'
import type { Attempt, OrderView, PaymentRecord } from './order-store'
import { holdHours, isPaymentType, surchargeOf } from './payment-options'
import { outcomeOf } from './test-cards'

export interface PaymentInput {
  type: string
  card?: CardInput | null
}

export interface PurchaseExtras {
  billing?: unknown
  languageForBooking?: string | null
  remarks?: readonly string[] | null
}

export type PurchaseStatus = 'CONFIRMED' | 'HELD' | 'CHALLENGE_REQUIRED' | 'REDIRECT_REQUIRED'

export interface PurchaseResult {
  status: PurchaseStatus
  challengeId: string | null
  order: OrderView | null
}

export interface PurchaseDeps {
  shopping: ShoppingDeps
  booking: BookingDeps
  now: () => number
}

const hourMs = 3_600_000

export function requireIdempotencyKey(value: string): string {
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(value)) {
    throw validationError('INVALID_IDEMPOTENCY_KEY', 'idempotencyKey must be 8 to 100 characters A-Z, a-z, 0-9, "-" or "_"; send a new random one (e.g. a UUID) per purchase attempt.')
  }
  return value
}

const declined = (code: string): GraphQLError =>
  code === 'INSUFFICIENT_FUNDS'
    ? businessError('INSUFFICIENT_FUNDS', 'The card was declined for insufficient funds; nothing was charged. Pay with another card or method.', 402)
    : businessError('PAYMENT_DECLINED', 'The payment was declined; nothing was charged. Check the details or pay with another card or method.', 402)

/** What is charged and how, never the card number: brand and last four digits only. */
export function chargeFor(payment: PaymentInput, amount: number, currency: string, nowMs: number): { record: PaymentRecord; outcome: ReturnType<typeof outcomeOf> | 'REDIRECT' | 'HOLD' } {
  if (!isPaymentType(payment.type)) {
    throw validationError('INVALID_PAYMENT_TYPE', `payment.type must be CARD, ZZPAY or PAY_LATER (see paymentOptions); got "${payment.type}".`)
  }
  if (payment.type === 'CARD') {
    if (!payment.card) throw validationError('CARD_REQUIRED', 'payment.card is required when payment.type is CARD.')
    const card = validateCard(payment.card, nowMs)
    const total = amount + surchargeOf('CARD', card.type, amount, currency)
    return { record: { type: 'CARD', cardType: card.type, last4: card.digits.slice(-4), amount: total }, outcome: outcomeOf(card.digits) }
  }
  const total = amount + surchargeOf(payment.type, null, amount, currency)
  return { record: { type: payment.type, cardType: null, last4: null, amount: total }, outcome: payment.type === 'ZZPAY' ? 'REDIRECT' : 'HOLD' }
}

/** Stores the order, sells its seats and completes the conversation (inside the caller's transaction). */
function createOrder(deps: PurchaseDeps, key: string, itinerary: Itinerary, payment: PaymentRecord, idempotencyKey: string, extras: PurchaseExtras): OrderView {
  const { booking, shopping } = deps
  const nowMs = deps.now()
  const people = booking.passengers.read(key)
  const lead = people?.passengers.find((p) => p.type === 'ADT')
  if (!people || !lead) throw validationError('NO_PASSENGERS', 'This conversation has no passengers yet; send updatePassengers before purchase.')
  const cart = cartExtras(shopping, booking, itinerary, key)
  const held = payment.type === 'PAY_LATER'
  const reference = newBookingReference()
  booking.orders.insertOrder({
    key,
    reference,
    status: held ? 'HELD' : 'CONFIRMED',
    holdExpiresAt: held ? nowMs + holdHours * hourMs : null,
    currency: itinerary.currency,
    total: payment.amount,
    lastName: lead.familyName,
    details: {
      passengers: people.passengers,
      contact: people.contact,
      segments: itinerary.segments.map((s) => ({ legId: s.leg.id, partIndex: s.partIndex, flight: `${s.leg.airlineCode}${s.leg.flightNumber}`, date: s.leg.departureDate, origin: s.leg.origin, destination: s.leg.destination, brand: s.brand.id })),
      fare: itinerary.cart.fare,
      taxes: itinerary.cart.taxes,
      items: cart.items,
      billing: extras.billing ?? null,
      languageForBooking: extras.languageForBooking ?? null,
      remarks: extras.remarks ?? [],
    },
  }, nowMs)
  if (!held) booking.orders.addPayment(reference, idempotencyKey, payment, itinerary.currency, nowMs)
  booking.seatHolds.sell(key, reference)
  const seated = people.passengers.filter((p) => p.type !== 'INF').length
  for (const s of itinerary.segments) shopping.inventory.sell(s.leg.id, s.brand.id, seated)
  shopping.conversations.complete(key)
  const order = booking.orders.order(reference)
  if (!order) throw new Error('the order just stored is missing')
  return order
}

/** The amount due for the conversation's cart, before any surcharge. */
export const amountDue = (deps: PurchaseDeps, key: string, itinerary: Itinerary): number => {
  const extras = cartExtras(deps.shopping, deps.booking, itinerary, key)
  return itinerary.cart.total + extras.seats + extras.ancillaries
}

/**
 * An attempt's answer: its result, its error (returned, not thrown, so the transaction
 * that recorded the failure commits; the caller throws it), or the pending challenge.
 */
function replay(attempt: Pick<Attempt, 'state' | 'result' | 'payment' | 'challengeId'>): PurchaseResult | GraphQLError {
  if (attempt.state === 'DONE') return attempt.result as PurchaseResult
  if (attempt.state === 'FAILED') return declined((attempt.result as { code: string }).code)
  return { status: attempt.payment?.type === 'ZZPAY' ? 'REDIRECT_REQUIRED' : 'CHALLENGE_REQUIRED', challengeId: attempt.challengeId, order: null }
}

export function purchaseFor(deps: PurchaseDeps, key: string, itinerary: Itinerary, payment: PaymentInput, idempotencyKey: string, extras: PurchaseExtras): PurchaseResult {
  const { orders } = deps.booking
  return settle(deps.booking.db.transaction((): PurchaseResult | GraphQLError => {
    const earlier = orders.attempt(key, idempotencyKey)
    if (earlier) return replay(earlier)
    if (!deps.booking.passengers.read(key)) throw validationError('NO_PASSENGERS', 'This conversation has no passengers yet; send updatePassengers before purchase.')
    const nowMs = deps.now()
    const { record, outcome } = chargeFor(payment, amountDue(deps, key, itinerary), itinerary.currency, nowMs)
    const attempt = { key, idempotencyKey, challengeId: null, result: null, payment: null }
    if (outcome === 'DECLINED' || outcome === 'INSUFFICIENT_FUNDS') {
      const code = outcome === 'DECLINED' ? 'PAYMENT_DECLINED' : 'INSUFFICIENT_FUNDS'
      orders.startAttempt({ ...attempt, state: 'FAILED', result: { code } }, nowMs)
      return replay({ ...attempt, state: 'FAILED', result: { code } })
    }
    if (outcome === 'CHALLENGE' || outcome === 'REDIRECT') {
      const pending = { ...attempt, state: 'PENDING' as const, challengeId: randomBytes(16).toString('base64url'), payment: record }
      orders.startAttempt(pending, nowMs)
      return replay(pending)
    }
    orders.startAttempt({ ...attempt, state: 'PENDING' }, nowMs)
    const order = createOrder(deps, key, itinerary, record, idempotencyKey, extras)
    const result: PurchaseResult = { status: order.status === 'HELD' ? 'HELD' : 'CONFIRMED', challengeId: null, order }
    orders.finishAttempt(key, idempotencyKey, 'DONE', result)
    return result
  })())
}

/** Finishes a pending challenge or redirect; repeated calls answer the same result. */
export function completeChallengeFor(deps: PurchaseDeps, challengeId: string, succeeded: boolean, itineraryOf: (key: string) => Itinerary): PurchaseResult {
  const { orders } = deps.booking
  return settle(deps.booking.db.transaction((): PurchaseResult | GraphQLError => {
    const attempt = orders.attemptByChallenge(challengeId)
    if (!attempt) throw validationError('UNKNOWN_CHALLENGE', 'challengeId is not a pending challenge of this API; send the challengeId purchase answered.')
    if (attempt.state !== 'PENDING' || !attempt.payment) return replay(attempt)
    if (!succeeded) {
      orders.finishAttempt(attempt.key, attempt.idempotencyKey, 'FAILED', { code: 'PAYMENT_DECLINED' })
      return declined('PAYMENT_DECLINED')
    }
    const order = createOrder(deps, attempt.key, itineraryOf(attempt.key), attempt.payment, attempt.idempotencyKey, {})
    const result: PurchaseResult = { status: 'CONFIRMED', challengeId: null, order }
    orders.finishAttempt(attempt.key, attempt.idempotencyKey, 'DONE', result)
    return result
  })())
}

function settle(outcome: PurchaseResult | GraphQLError): PurchaseResult {
  if (outcome instanceof GraphQLError) throw outcome
  return outcome
}
