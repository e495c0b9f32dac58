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
import { acceptedOffer, convert, type ConversionOffer } from './currency-conversion'
import { installmentPlanFor } from './installments'
import type { BookingDeps } from './deps'
import type { Itinerary } from './itinerary'
import type { OrderDetails, OrderSegmentRecord } from './order-details'
import type { Attempt, OrderView, PaymentRecord } from './order-store'
import { holdHours, isPaymentType, surchargeOf } from './payment-options'
import { outcomeOf } from './test-cards'

export interface PaymentInput {
  type: string
  card?: CardInput | null
  /** CARD: a count installmentOptions offered; null or 1 pays at once */
  installments?: number | null
  /** CARD: an unexpired currencyConversionOffer of the conversation for this card */
  conversionOfferId?: string | null
}

/** Finds the conversion offer a card payment accepted, checked for this card and amount; throws otherwise. */
export type OfferLookup = (offerId: string, cardDigits: string, amountDue: number) => ConversionOffer

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

const paysAtOnce = (installments: number | null | undefined) => installments === null || installments === undefined || installments === 1

/**
 * What is charged and how, never the card number: brand and last four digits only.
 * A card may pay in installments (the plan's fee is added) and, where `lookupOffer`
 * is given, in its own currency through a conversion offer (what the card is charged
 * is recorded beside the amount in the booking currency).
 */
export function chargeFor(
  payment: PaymentInput,
  amount: number,
  currency: string,
  nowMs: number,
  lookupOffer?: OfferLookup,
): { record: PaymentRecord; outcome: ReturnType<typeof outcomeOf> | 'REDIRECT' | 'HOLD' } {
  if (!isPaymentType(payment.type)) {
    throw validationError('INVALID_PAYMENT_TYPE', `payment.type must be CARD, ZZPAY or PAY_LATER (see paymentOptions); got "${payment.type}".`)
  }
  if (payment.type === 'CARD') {
    if (!payment.card) throw validationError('CARD_REQUIRED', 'payment.card is required when payment.type is CARD.')
    const card = validateCard(payment.card, nowMs)
    const due = amount + surchargeOf('CARD', card.type, amount, currency)
    const plan = paysAtOnce(payment.installments) ? null : installmentPlanFor(payment.installments ?? 1, card.type, due, currency)
    const total = plan?.total ?? due
    let charged: PaymentRecord['charged'] = null
    let conversionRate: string | null = null
    if (payment.conversionOfferId) {
      if (!lookupOffer) throw validationError('CONVERSION_NOT_AVAILABLE', 'Currency conversion is offered at purchase only; leave payment.conversionOfferId out.')
      const offer = lookupOffer(payment.conversionOfferId, card.digits, due)
      charged = { amount: convert(total, offer.rate), currency: offer.amount.currency }
      conversionRate = offer.rate
    }
    const record: PaymentRecord = { type: 'CARD', cardType: card.type, last4: card.digits.slice(-4), amount: total, currency, installments: plan?.count ?? null, charged, conversionRate }
    return { record, outcome: outcomeOf(card.digits) }
  }
  if (!paysAtOnce(payment.installments) || payment.conversionOfferId) {
    throw validationError('CARD_ONLY_OPTION', 'payment.installments and payment.conversionOfferId apply to CARD payments only; leave them out.')
  }
  const total = amount + surchargeOf(payment.type, null, amount, currency)
  return { record: { type: payment.type, cardType: null, last4: null, amount: total, currency }, outcome: payment.type === 'ZZPAY' ? 'REDIRECT' : 'HOLD' }
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
  const details: OrderDetails = {
    passengers: people.passengers,
    contact: people.contact,
    segments: itinerary.segments.map((s): OrderSegmentRecord => ({
      legId: s.leg.id,
      index: s.index,
      partIndex: s.partIndex,
      flight: `${s.leg.airlineCode}${s.leg.flightNumber}`,
      airlineCode: s.leg.airlineCode,
      flightNumber: s.leg.flightNumber,
      date: s.leg.departureDate,
      origin: s.leg.origin,
      destination: s.leg.destination,
      departure: s.leg.scheduledDeparture,
      arrival: s.leg.scheduledArrival,
      brand: s.brand.id,
      brandName: s.brand.name,
    })),
    fare: itinerary.cart.fare,
    taxes: itinerary.cart.taxes,
    items: cart.items,
    billing: extras.billing ?? null,
    languageForBooking: extras.languageForBooking ?? null,
    remarks: extras.remarks ?? [],
  }
  booking.orders.insertOrder({
    key,
    reference,
    status: held ? 'HELD' : 'CONFIRMED',
    holdExpiresAt: held ? nowMs + holdHours * hourMs : null,
    currency: itinerary.currency,
    total: payment.amount,
    lastName: lead.familyName,
    details,
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
    const lookupOffer: OfferLookup = (id, digits, due) => acceptedOffer(deps.booking.conversionOffers.byId(id), key, digits, due, nowMs)
    const { record, outcome } = chargeFor(payment, amountDue(deps, key, itinerary), itinerary.currency, nowMs, lookupOffer)
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

/**
 * Where a challenge or redirect stands, for the page the traveller comes back to: the
 * result once finished, the pending status while not, PAYMENT_DECLINED when failed.
 * Also names the conversation it belongs to.
 */
export function challengeResultFor(booking: BookingDeps, challengeId: string): { key: string; result: PurchaseResult } {
  const attempt = booking.orders.attemptByChallenge(challengeId)
  if (!attempt) throw validationError('UNKNOWN_CHALLENGE', 'challengeId is not a challenge of this API; send the challengeId purchase answered.')
  return { key: attempt.key, result: settle(replay(attempt)) }
}

function settle(outcome: PurchaseResult | GraphQLError): PurchaseResult {
  if (outcome instanceof GraphQLError) throw outcome
  return outcome
}
