// Checkout (payment and confirmation), one room for every kind of cart: it takes the
// conversation's priced cart, checks the order it changes and the seats it takes are as
// they were priced (pay-as-priced.ts), charges it (charge.ts), asks the cart's kind to
// make it the order's (kind.ts; the kinds are handed in, none is imported here), records
// the payment, whose charge goes into the order's ledger, and completes the attempt, all
// in one transaction. The idempotency key makes a double click, a retry or a reload
// answer the first attempt's result; the same key sent with another request is refused
// (purchaseRequestHash).
//
// A card challenge (3-D Secure) or a ZZ Pay redirect splits a purchase in two: the
// attempt is saved PENDING with the payment the bank is asked for, and the order is made
// when the bank answers (completeChallengeFor), after the same checks. The order never
// holds what was not charged, three ways:
//  - while an attempt is pending, the cart stays as it is: changing flights, passengers,
//    seats, bags or extras answers PAYMENT_IN_PROGRESS (refuseWhilePaymentPending);
//  - a new attempt (a new idempotency key, e.g. after the traveller left the bank page
//    and came back) ends every pending one of the conversation as FAILED with
//    PAYMENT_ABANDONED: their bank pages and challengeResult say so, and approving them
//    charges nothing. Only the newest attempt can become the order;
//  - when the bank approves, the cart is priced again and must cost exactly what the
//    bank was asked for (chargeMatchesCart), or the attempt fails with CART_CHANGED and
//    nothing is charged.
import { createHash, randomBytes } from 'node:crypto'
import { GraphQLError } from 'graphql'
import { cardDigits, cardTypeOf, isCardType } from '../booking/card'
import { cartExtras } from '../booking/cart-extras'
import { convert } from '../booking/currency-conversion'
import type { BookingDeps } from '../booking/deps'
import { installmentPlans } from '../booking/installments'
import type { Itinerary } from '../booking/itinerary'
import type { Attempt, OrderView, PaymentRecord } from '../booking/order-store'
import { isPaymentType, withSurcharge } from '../booking/payment-options'
import { businessError, validationError } from '../graphql/errors'
import type { PaymentInput } from '../graphql/generated/resolvers'
import { requireAtMost } from '../graphql/validate-input'
import { chargeFor, chargeForChange, paysAtOnce } from './charge'
import { offerLookupFor } from './offer-lookup'
import type { CheckoutKind, PurchaseDeps, PurchaseExtras } from './kind'
import { fareSoldOut, orderChanged, refusalToPay } from './pay-as-priced'
import { attemptProducts, type PaidProducts, settleUnpaid } from '../products/lifecycle/purchase-products'
import { payProducts } from '../products/lifecycle/pay-products'

type PurchaseStatus = 'CONFIRMED' | 'HELD' | 'CHALLENGE_REQUIRED' | 'REDIRECT_REQUIRED'

export interface PurchaseResult {
  status: PurchaseStatus
  challengeId: string | null
  order: OrderView | null
}

/** Remarks for the airline on one booking: a few lines, never a document. */
const maxRemarks = 10

export function requireIdempotencyKey(value: string): string {
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(value)) {
    throw validationError(
      'INVALID_IDEMPOTENCY_KEY',
      'idempotencyKey must be 8 to 100 characters A-Z, a-z, 0-9, "-" or "_"; send a new random one (e.g. a UUID) per purchase attempt.',
    )
  }
  return value
}

/** Why an attempt failed (its result's code), as the error every repeat answers. */
const failure = (code: string): GraphQLError => {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return businessError(
        'INSUFFICIENT_FUNDS',
        'The card was declined for insufficient funds; nothing was charged. Pay with another card or method.',
        402,
      )
    case 'PAYMENT_ABANDONED':
      return businessError(
        'PAYMENT_ABANDONED',
        'This payment was replaced by a newer payment attempt for the same booking and was not charged. Return to the shop to see how the booking stands.',
        409,
      )
    case 'ORDER_CHANGED':
      return orderChanged()
    case 'FARE_SOLD_OUT':
      return fareSoldOut()
    case 'CART_CHANGED':
      return businessError(
        'CART_CHANGED',
        'The booking changed after this payment started, so it no longer costs what the bank was asked to approve; nothing was charged. Review the booking and pay again with a new idempotency key.',
        409,
      )
    default:
      return businessError(
        'PAYMENT_DECLINED',
        'The payment was declined; nothing was charged. Check the details or pay with another card or method.',
        402,
      )
  }
}

/** Refuses a change to the cart (flights, passengers, seats, bags, extras) while a payment of the conversation waits for the bank or ZZ Pay. */
export function refuseWhilePaymentPending(booking: BookingDeps, key: string): void {
  if (!booking.orders.pendingChallenge(key)) return
  throw businessError(
    'PAYMENT_IN_PROGRESS',
    'A payment for this booking is waiting for the bank or ZZ Pay: finish or cancel the payment first (answer it on that page, or send completeChallenge with outcome FAILURE), then change the booking. Paying again with a new idempotency key also replaces it.',
    409,
  )
}

/** Keys sorted, empty values (null, undefined, "") left out, arrays kept in order: one text per meaning. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  )
}

/**
 * What an idempotency key stands for: the sha256 (hex) of the purchase request in
 * canonical form. It covers everything that changes what is charged or what the order
 * records: the payment type; the card's brand, last four digits and expiry; installments
 * (none and 1 are the same); conversionOfferId; billing; languageForBooking; remarks.
 * Never the card number or the security code, not even hashed (a hash of a 3-digit code
 * is no secret). Also left out: the holder's name (neither charged nor recorded) and the
 * verification token (a retry after a timeout may carry a fresh one).
 */
export function purchaseRequestHash(payment: PaymentInput, extras: PurchaseExtras): string {
  const digits = payment.card ? cardDigits(payment.card.number) : null
  const request = {
    type: payment.type,
    card: payment.card &&
      digits !== null && {
        brand: cardTypeOf(digits),
        last4: digits.slice(-4),
        expiryMonth: payment.card.expiryMonth,
        expiryYear: payment.card.expiryYear,
      },
    installments: paysAtOnce(payment.installments) ? null : payment.installments,
    conversionOfferId: payment.conversionOfferId,
    billing: extras.billing,
    languageForBooking: extras.languageForBooking,
    remarks: extras.remarks ?? [],
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex')
}

/** The one kind that claims the conversation's cart. */
function kindOf(kinds: readonly CheckoutKind[], itinerary: Itinerary): CheckoutKind {
  const claiming = kinds.filter((k) => k.claims(itinerary))
  const [kind] = claiming
  if (!kind || claiming.length > 1)
    throw new Error(`${claiming.length} checkout kinds claim this cart; exactly one must`)
  return kind
}

/**
 * The paid cart made the order's by its kind, and the payment recorded (its charge goes
 * into the order's ledger): nothing for a cart that cost nothing (NONE) or a booking held
 * to pay later.
 */
function fulfil(kind: CheckoutKind, cart: Parameters<CheckoutKind['fulfil']>[0], products: PaidProducts): OrderView {
  const order = kind.fulfil(cart)
  // The products confirmed for this payment become the order's in its transaction (replacing those of their kinds).
  payProducts(cart.deps, products.ids, order.reference, cart.extras.buyer)
  if (cart.payment.type !== 'NONE' && order.status !== 'HELD')
    cart.deps.booking.orders.addPayment(order.reference, cart.paymentKey, cart.payment, order.currency, cart.deps.now())
  return cart.deps.booking.orders.order(order.reference) ?? order
}

/**
 * The amount due for the conversation's cart, before any surcharge (an exchange's flights:
 * what the change costs), with its partner products: `products` when given (those its
 * providers confirmed for the payment), else the cart's quotes not yet expired.
 */
export const amountDue = (deps: PurchaseDeps, key: string, itinerary: Itinerary, products?: number): number => {
  const extras = cartExtras(deps.shopping, deps.booking, itinerary, key)
  return (
    (itinerary.cart.change?.totalDue ?? itinerary.cart.total) +
    extras.seats +
    extras.ancillaries +
    (products ?? extras.products)
  )
}

/**
 * Whether the cart still costs what a pending attempt asked the bank for, `amount` being
 * the cart's amount due now (before surcharge). The rule: that amount with the same form
 * of payment's surcharge (same card brand), the same installment plan's fee and, when a
 * conversion offer was accepted, converted at the same accepted rate, must give exactly
 * the saved amount in the saved (booking) currency and exactly the saved charged amount
 * in the card's currency. Anything else, including a plan no longer offered for the new
 * amount, is a change. The same amount with other contents (a seat swapped for one of the
 * same price, which the resolvers refuse anyway) passes: the traveller is charged exactly
 * the price of what the order holds.
 */
export function chargeMatchesCart(record: PaymentRecord, amount: number, currency: string): boolean {
  if (!isPaymentType(record.type) || record.currency !== currency) return false
  const cardType = isCardType(record.cardType) ? record.cardType : null
  const due = withSurcharge(record.type, cardType, amount, currency)
  let total = due
  if (record.installments) {
    const plan = cardType
      ? installmentPlans(cardType, due, currency).find((p) => p.count === record.installments)
      : undefined
    if (!plan) return false
    total = plan.total
  }
  if (total !== record.amount) return false
  if (!record.charged) return !record.conversionRate
  return (
    !!record.conversionRate &&
    convert(total, record.conversionRate, currency, record.charged.currency) === record.charged.amount
  )
}

/**
 * An attempt's answer: its result, its error (returned, not thrown, so the transaction
 * that recorded the failure commits; the caller throws it), or the pending challenge.
 */
function replay(attempt: Pick<Attempt, 'state' | 'result' | 'payment' | 'challengeId'>): PurchaseResult | GraphQLError {
  if (attempt.state === 'DONE') return attempt.result as PurchaseResult
  if (attempt.state === 'FAILED') return failure((attempt.result as { code: string }).code)
  return {
    status: attempt.payment?.type === 'ZZPAY' ? 'REDIRECT_REQUIRED' : 'CHALLENGE_REQUIRED',
    challengeId: attempt.challengeId,
    order: null,
  }
}

/** The answer to an idempotency key sent again: the first attempt's when the request is the same, IDEMPOTENCY_KEY_REUSED otherwise. */
export function repeatOf(attempt: Attempt, requestHash: string): PurchaseResult | GraphQLError {
  if (attempt.requestHash !== requestHash) {
    return businessError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotencyKey was already used for a different purchase request in this conversation; send a new idempotency key for a new payment.',
      409,
    )
  }
  return replay(attempt)
}

export function purchaseFor(
  deps: PurchaseDeps,
  kinds: readonly CheckoutKind[],
  key: string,
  itinerary: Itinerary,
  payment: PaymentInput,
  idempotencyKey: string,
  extras: PurchaseExtras,
  products: PaidProducts = { ids: [], total: 0 },
): PurchaseResult {
  requireAtMost('remarks', extras.remarks ?? [], maxRemarks, 'remarks')
  const requestHash = purchaseRequestHash(payment, extras)
  // Products confirmed for an attempt that did not pay (declined, refused, replaced) are voided.
  try {
    return purchaseOnce(deps, kinds, key, itinerary, payment, idempotencyKey, extras, products, requestHash)
  } finally {
    settleUnpaid(deps, key)
  }
}

function purchaseOnce(
  deps: PurchaseDeps,
  kinds: readonly CheckoutKind[],
  key: string,
  itinerary: Itinerary,
  payment: PaymentInput,
  idempotencyKey: string,
  extras: PurchaseExtras,
  products: PaidProducts,
  requestHash: string,
): PurchaseResult {
  const { orders } = deps.booking
  return settle(
    deps.booking.db.transaction((): PurchaseResult | GraphQLError => {
      const earlier = orders.attempt(key, idempotencyKey)
      if (earlier) return repeatOf(earlier, requestHash)
      if (!deps.booking.passengers.read(key))
        throw validationError(
          'NO_PASSENGERS',
          'This conversation has no passengers yet; send updatePassengers before purchase.',
        )
      const kind = kindOf(kinds, itinerary)
      kind.check?.(deps, key, itinerary)
      const nowMs = deps.now()
      // Priced on an order as it no longer stands, or on seats sold since: refused before any charge.
      const refused = refusalToPay(deps.booking, itinerary, nowMs)
      if (refused) throw refused
      const lookupOffer = offerLookupFor(deps, key, itinerary, nowMs, (withProducts) =>
        amountDue(deps, key, itinerary, withProducts),
      )
      const charge = itinerary.orderReference === undefined ? chargeFor : chargeForChange
      const { record, outcome } = charge(
        payment,
        amountDue(deps, key, itinerary, products.total),
        itinerary.currency,
        nowMs,
        lookupOffer,
      )
      // A valid new attempt replaces any still waiting for the bank: only the newest can become the order.
      orders.endPendingChallenges(key, { code: 'PAYMENT_ABANDONED' })
      const attempt = { key, idempotencyKey, requestHash, challengeId: null, result: null, payment: null }
      if (outcome === 'DECLINED' || outcome === 'INSUFFICIENT_FUNDS') {
        const code = outcome === 'DECLINED' ? 'PAYMENT_DECLINED' : 'INSUFFICIENT_FUNDS'
        orders.startAttempt({ ...attempt, state: 'FAILED', result: { code } }, nowMs)
        return replay({ ...attempt, state: 'FAILED', result: { code } })
      }
      if (outcome === 'CHALLENGE' || outcome === 'REDIRECT') {
        const pending = {
          ...attempt,
          state: 'PENDING' as const,
          challengeId: randomBytes(16).toString('base64url'),
          payment: record,
          buyer: extras.buyer ?? null,
          // The bank's answer carries none of these: kept until it comes (never card data).
          details: {
            billing: extras.billing ?? null,
            languageForBooking: extras.languageForBooking ?? null,
            remarks: extras.remarks ?? [],
          },
        }
        orders.startAttempt(pending, nowMs)
        return replay(pending)
      }
      orders.startAttempt({ ...attempt, state: 'PENDING' }, nowMs)
      const order = fulfil(kind, { deps, key, itinerary, payment: record, paymentKey: attempt, extras }, products)
      const result: PurchaseResult = {
        status: order.status === 'HELD' ? 'HELD' : 'CONFIRMED',
        challengeId: null,
        order,
      }
      orders.finishAttempt(key, idempotencyKey, 'DONE', result)
      return result
    })(),
  )
}

/**
 * Finishes a pending challenge or redirect; repeated calls answer the same result. An
 * approval makes the order only when the cart still costs what the bank approved
 * (chargeMatchesCart); otherwise the attempt fails with CART_CHANGED, nothing charged.
 */
export function completeChallengeFor(
  deps: PurchaseDeps,
  kinds: readonly CheckoutKind[],
  challengeId: string,
  succeeded: boolean,
  itineraryOf: (key: string) => Itinerary,
): PurchaseResult {
  let conversationKey: string | undefined
  try {
    return completeOnce(deps, kinds, challengeId, succeeded, itineraryOf, (key) => {
      conversationKey = key
    })
  } finally {
    if (conversationKey !== undefined) settleUnpaid(deps, conversationKey)
  }
}

function completeOnce(
  deps: PurchaseDeps,
  kinds: readonly CheckoutKind[],
  challengeId: string,
  succeeded: boolean,
  itineraryOf: (key: string) => Itinerary,
  found: (key: string) => void,
): PurchaseResult {
  const { orders } = deps.booking
  return settle(
    deps.booking.db.transaction((): PurchaseResult | GraphQLError => {
      const attempt = orders.attemptByChallenge(challengeId)
      if (!attempt)
        throw validationError(
          'UNKNOWN_CHALLENGE',
          'challengeId is not a pending challenge of this API; send the challengeId purchase answered.',
        )
      found(attempt.key)
      if (attempt.state !== 'PENDING' || !attempt.payment) return replay(attempt)
      const products = attemptProducts(deps, attempt.key, attempt.idempotencyKey)
      if (!succeeded) {
        orders.finishAttempt(attempt.key, attempt.idempotencyKey, 'FAILED', { code: 'PAYMENT_DECLINED' })
        return failure('PAYMENT_DECLINED')
      }
      const itinerary = itineraryOf(attempt.key)
      if (
        !chargeMatchesCart(attempt.payment, amountDue(deps, attempt.key, itinerary, products.total), itinerary.currency)
      ) {
        orders.finishAttempt(attempt.key, attempt.idempotencyKey, 'FAILED', { code: 'CART_CHANGED' })
        return failure('CART_CHANGED')
      }
      // The order changed or the fare sold out while the bank was asked: the approval charges nothing.
      const refused = refusalToPay(deps.booking, itinerary, deps.now())
      if (refused) {
        const code = String(refused.extensions.code)
        orders.finishAttempt(attempt.key, attempt.idempotencyKey, 'FAILED', { code })
        return failure(code)
      }
      const order = fulfil(
        kindOf(kinds, itinerary),
        {
          deps,
          key: attempt.key,
          itinerary,
          payment: attempt.payment,
          paymentKey: attempt,
          // The bank's answer carries no session: the order is the one who was signed in to pay,
          // with the billing address, language and remarks the purchase sent.
          extras: { ...attempt.details, buyer: attempt.buyer ?? undefined },
        },
        products,
      )
      const result: PurchaseResult = { status: 'CONFIRMED', challengeId: null, order }
      orders.finishAttempt(attempt.key, attempt.idempotencyKey, 'DONE', result)
      return result
    })(),
  )
}

/**
 * Where a challenge or redirect stands, for the page the traveller comes back to: the
 * result once finished, the pending status while not, and when failed the reason
 * (PAYMENT_DECLINED, PAYMENT_ABANDONED or CART_CHANGED).
 */
export function challengeResultFor(booking: BookingDeps, challengeId: string): PurchaseResult {
  const attempt = booking.orders.attemptByChallenge(challengeId)
  if (!attempt)
    throw validationError(
      'UNKNOWN_CHALLENGE',
      'challengeId is not a challenge of this API; send the challengeId purchase answered.',
    )
  return settle(replay(attempt))
}

/**
 * How the conversation's attempt with this idempotency key stands, asked without the
 * request (a reload that lost the purchase's answer has no card details to send it
 * again): DONE answers its result with the order as it is now (a held order paid or
 * cancelled since), PENDING the challenge or redirect still waiting, FAILED its error;
 * undefined when the conversation made no attempt with this key.
 */
export function purchaseAttemptFor(
  booking: BookingDeps,
  key: string,
  idempotencyKey: string,
): PurchaseResult | undefined {
  const attempt = booking.orders.attempt(key, idempotencyKey)
  if (!attempt) return undefined
  const result = settle(replay(attempt))
  const order = result.order && booking.orders.order(result.order.reference)
  return order ? { ...result, order } : result
}

export function settle(outcome: PurchaseResult | GraphQLError): PurchaseResult {
  if (outcome instanceof GraphQLError) throw outcome
  return outcome
}
