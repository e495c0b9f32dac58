import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { purchase } from '../../graphql/resolvers/purchase'
import { bookedConversation, cardPayment, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { cancelProductAsPreviewed, previewCancel } from '../lifecycle/cancel-product'
import { exerciseCfar, previewCfarExercise } from './exercise'
import { cfarOffers } from './offers'

const db = seededDb()
let nowMs = frozenNow
const api = seededApi(db, () => nowMs)

const insertProduct = db.prepare(
  `INSERT INTO order_products (product_id, order_reference, quote_id, kind, provider, state, reference, title, price,
     refunded, currency, terms_url, terms_version, details, idempotency_key, created_at, confirmed_at)
   VALUES (?, ?, ?, 'CFAR', ?, 'CONFIRMED', ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
)
const insertInsurance = db.prepare(
  `INSERT INTO order_products (product_id, order_reference, quote_id, kind, provider, state, reference, title, price,
     refunded, currency, terms_url, terms_version, details, idempotency_key, created_at, confirmed_at)
   VALUES (?, ?, ?, 'INSURANCE', 'SafeTrip Insurance', 'CONFIRMED', 'INS-TEST0001', 'SafeTrip Essential', 8_258, 0,
     ?, 'https://example.com/terms', '1', ?, ?, ?, ?)`,
)

/**
 * A paid round trip with the 80% CFAR contract confirmed on it, as the lifecycle would store
 * it (its purchase is another part of issue 30); `refund` overrides the contract's refund.
 */
function tripWithContract(refund?: number) {
  nowMs = frozenNow
  const key = bookedConversation(api)
  withPassengers(api, key)
  const offer = cfarOffers(api, requestContext(key)).offers[0]
  const stored = offer && api.products.store.quote(offer.quote.quoteId)
  if (!offer || stored?.details.kind !== 'CFAR') throw new Error('no CFAR offer')
  const reference =
    purchase(api, { payment: cardPayment('4111111111111111'), idempotencyKey: randomUUID() }, requestContext(key)).order
      ?.reference ?? ''
  const productId = randomUUID()
  const details = { ...stored.details, refund: refund ?? stored.details.refund }
  insertProduct.run(
    productId,
    reference,
    stored.quoteId,
    stored.provider,
    'CFAR-TEST0001',
    stored.title,
    stored.price,
    stored.currency,
    stored.termsUrl,
    stored.termsVersion,
    JSON.stringify(details),
    randomUUID(),
    nowMs,
    nowMs,
  )
  const order = api.booking.orders.order(reference)
  const paid = order?.payments.reduce((sum, p) => sum + p.amount, 0) ?? 0
  return {
    reference,
    productId,
    quoteId: stored.quoteId,
    offer,
    deadline: stored.details.deadline,
    paid,
    lookup: { pnr: reference, lastName: "O'Brien-Smith" },
  }
}

describe('exercising a CFAR contract', () => {
  it('before its deadline: says the refund, then cancels the trip and refunds that to the payment', () => {
    const trip = tripWithContract()
    const preview = previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext())
    expect(preview.refund).toEqual(trip.offer.refund)
    expect(preview.penalty.amount).toBe(0)
    const answered = exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())
    expect(api.booking.orders.order(trip.reference)?.status).toBe('CANCELLED')
    expect(api.booking.refunds.refundedOf(trip.reference)).toBe(preview.refund.amount)
    expect(api.booking.ledger.balanceOf(trip.reference).back).toBe(preview.refund.amount)
    expect(api.booking.history.of(trip.reference).at(-1)).toMatchObject({
      action: 'CFAR_EXERCISED',
      refunded: preview.refund.amount,
    })
    const exercised = api.products.store.product(trip.productId)
    expect(exercised?.state).toBe('EXERCISED')
    // Not cancellable (Order.products' cancellable) once exercised.
    expect(exercised && api.products.providers.get('CFAR')?.cancelTerms(exercised, nowMs)).toBeNull()
    expect(answered.order.reference).toBe(trip.reference)
    // Sent again: the same trip, nothing refunded twice.
    exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())
    expect(api.booking.refunds.refundedOf(trip.reference)).toBe(preview.refund.amount)
  })

  it('frees the trip’s seats', () => {
    const trip = tripWithContract()
    const sold = () =>
      (db.prepare('SELECT COALESCE(SUM(sold), 0) AS n FROM seat_inventory').get() as { n: number } | undefined)?.n
    const before = sold()
    const preview = previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext())
    exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())
    expect(sold()).toBe((before ?? 0) - 2)
  })

  it('after its deadline: not exercisable, nothing changes', () => {
    const trip = tripWithContract()
    nowMs = trip.deadline + 1
    expect(() =>
      previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext()),
    ).toThrow(/no longer be exercised/)
    expect(api.booking.orders.order(trip.reference)?.status).toBe('CONFIRMED')
  })

  it('refuses a preview confirmed after the deadline passed since', () => {
    const trip = tripWithContract()
    nowMs = trip.deadline - 60_000
    const preview = previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext())
    nowMs = trip.deadline + 1
    expect(() => exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())).toThrow(
      /no longer be exercised/,
    )
    expect(api.booking.refunds.refundedOf(trip.reference)).toBe(0)
  })

  it('refuses an expired preview', () => {
    const trip = tripWithContract()
    const preview = previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext())
    nowMs += 11 * 60_000
    expect(() => exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())).toThrow(
      /preview has expired/,
    )
  })

  it('never refunds more than was paid', () => {
    const trip = tripWithContract(1_000_000_000)
    const preview = previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext())
    expect(preview.refund.amount).toBeLessThanOrEqual(trip.paid)
    exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())
    expect(api.booking.refunds.refundedOf(trip.reference)).toBeLessThanOrEqual(trip.paid)
  })

  it('cancels the flights only: another product stays confirmed and can still be cancelled by its own terms', async () => {
    const trip = tripWithContract()
    const insuranceId = randomUUID()
    const currency = api.booking.orders.order(trip.reference)?.currency ?? 'USD'
    const details = {
      kind: 'INSURANCE',
      planCode: 'ESSENTIAL',
      travellers: 1,
      region: 'EUROPE',
      coverStartsAt: trip.deadline,
    }
    insertInsurance.run(
      insuranceId,
      trip.reference,
      trip.quoteId,
      currency,
      JSON.stringify(details),
      randomUUID(),
      nowMs,
      nowMs,
    )
    const preview = previewCfarExercise(api, { lookup: trip.lookup, productId: trip.productId }, requestContext())
    exerciseCfar(api, { lookup: trip.lookup, previewId: preview.previewId }, requestContext())
    expect(api.products.store.product(insuranceId)?.state).toBe('CONFIRMED')
    const cancel = previewCancel(api, { lookup: trip.lookup, productId: insuranceId }, requestContext())
    expect(cancel.refund.amount).toBe(8_258)
    await cancelProductAsPreviewed(api, { lookup: trip.lookup, previewId: cancel.previewId }, requestContext())
    expect(api.products.store.product(insuranceId)?.state).toBe('CANCELLED')
  })

  it('refuses a product of another trip', () => {
    const one = tripWithContract()
    const other = tripWithContract()
    expect(() =>
      previewCfarExercise(api, { lookup: one.lookup, productId: other.productId }, requestContext()),
    ).toThrow(/no cancel-for-any-reason contract of this trip/)
  })
})
