// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/open'
import { errorOf } from '../../test-support/api-error'
import { bookedConversation, withPassengers } from '../../test-support/booking'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { cart } from './add-itinerary'
import { completeChallenge, payHeldOrder, paymentOptions, purchase } from './purchase'
import { holdSeat, seatMap } from './seats'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

const card = (number: string) => ({ type: 'CARD', card: { number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' } })
const approved = card('4111111111111111')

function readyConversation(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  return key
}

const pay = (key: string, payment: ReturnType<typeof card> | { type: string }, idempotencyKey = randomUUID()) =>
  purchase(api, { payment, idempotencyKey }, requestContext(key))

describe('purchase', () => {
  it('confirms an approved card: a 6-character reference, the total paid, brand and last 4 only', () => {
    const key = readyConversation()
    const due = cart(api, requestContext(key)).total.amount
    const result = pay(key, approved)
    expect(result.status).toBe('CONFIRMED')
    expect(result.order?.reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/)
    expect(result.order?.total.amount).toBe(due)
    expect(result.order?.payments).toEqual([
      { type: 'CARD', cardType: 'VISA', last4: '1111', amount: { amount: due, currency: 'USD' }, charged: { amount: due, currency: 'USD' }, installments: null, conversionRate: null },
    ])
  })

  it('never stores the card number', () => {
    const key = readyConversation()
    pay(key, approved)
    const dump = JSON.stringify([db.prepare('SELECT * FROM orders').all(), db.prepare('SELECT * FROM payments').all(), db.prepare('SELECT * FROM purchase_attempts').all()])
    expect(dump).not.toContain('4111111111111111')
  })

  it('completes the conversation', () => {
    const key = readyConversation()
    pay(key, approved)
    expect(errorOf(() => cart(api, requestContext(key)))).toMatchObject({ code: 'ERR.SSW.CLIENT.INVALID_REQUEST' })
  })

  it('sells the held seats and consumes seat inventory', () => {
    const key = readyConversation()
    const seat = seatMap(api, { segmentIndex: 0 }, requestContext(key)).rows.flatMap((r) => r.seats).find((s) => s.available)?.number ?? ''
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    const version = api.shopping.inventory.version()
    const reference = pay(key, approved).order?.reference
    expect(db.prepare('SELECT order_reference AS ref FROM seat_holds WHERE seat_number = ? AND execution_key = ?').get(seat, key)).toEqual({ ref: reference })
    expect(api.shopping.inventory.version()).toBeGreaterThan(version)
  })

  it('answers the same result for the same idempotency key, with one order and one charge', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    const first = pay(key, approved, idempotencyKey)
    expect(pay(key, approved, idempotencyKey)).toEqual(first)
    expect(db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(first.order?.reference)).toEqual({ n: 1 })
  })

  it('refuses a declined card with PAYMENT_DECLINED and lets a new attempt pay', () => {
    const key = readyConversation()
    expect(errorOf(() => pay(key, card('4000000000000002')))).toMatchObject({ type: 'businessLogic', code: 'PAYMENT_DECLINED', status: 402 })
    expect(pay(key, approved).status).toBe('CONFIRMED')
  })

  it('refuses a card without funds with INSUFFICIENT_FUNDS', () => {
    expect(errorOf(() => pay(readyConversation(), card('4000000000009995')))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
  })

  it('asks for a challenge, and confirms when it succeeds', () => {
    const key = readyConversation()
    const pending = pay(key, card('4000000000003220'))
    expect(pending).toMatchObject({ status: 'CHALLENGE_REQUIRED', order: null })
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.status).toBe('CONFIRMED')
    expect(completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })).toEqual(done)
  })

  it('declines when the challenge fails', () => {
    const pending = pay(readyConversation(), card('4000000000003220'))
    expect(errorOf(() => completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'FAILURE' }))).toMatchObject({ code: 'PAYMENT_DECLINED' })
  })

  it('sends ZZPAY through a redirect finished like a challenge, with its 1% surcharge', () => {
    const key = readyConversation()
    const due = cart(api, requestContext(key)).total.amount
    const pending = pay(key, { type: 'ZZPAY' })
    expect(pending.status).toBe('REDIRECT_REQUIRED')
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.order?.total.amount).toBe(due + Math.round(due / 100))
  })

  it('holds the order for 24 hours with pay later, and payHeldOrder pays it once', () => {
    const key = readyConversation()
    const held = pay(key, { type: 'PAY_LATER' })
    expect(held).toMatchObject({ status: 'HELD', order: { status: 'HELD', payments: [], holdExpiresAt: '2026-06-02T12:00:00.000Z' } })
    const reference = held.order?.reference ?? ''
    const idempotencyKey = randomUUID()
    const paid = payHeldOrder(api, { reference, lastName: "o'brien-smith", payment: approved, idempotencyKey })
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', payments: [{ type: 'CARD', last4: '1111' }] })
    expect(payHeldOrder(api, { reference, lastName: "O'Brien-Smith", payment: approved, idempotencyKey })).toEqual(paid)
  })

  it('refuses payHeldOrder with the wrong last name', () => {
    const held = pay(readyConversation(), { type: 'PAY_LATER' })
    expect(errorOf(() => payHeldOrder(api, { reference: held.order?.reference ?? '', lastName: 'Other', payment: approved, idempotencyKey: randomUUID() }))).toMatchObject({ code: 'ORDER_NOT_FOUND' })
  })

  it('refuses an invalid card with the fields in details, before any charge', () => {
    expect(errorOf(() => pay(readyConversation(), card('4111111111111112')))).toMatchObject({ type: 'validation', code: 'INVALID_CARD' })
  })

  it('needs passengers first', () => {
    expect(errorOf(() => pay(bookedConversation(api), approved))).toMatchObject({ code: 'NO_PASSENGERS' })
  })

  it('lists card, ZZPAY and pay later with surcharge configurations', () => {
    const options = paymentOptions(api, requestContext(readyConversation()))
    expect(options.map((o) => o.type)).toEqual(['CARD', 'ZZPAY', 'PAY_LATER'])
    expect(options[0]?.surcharges.find((s) => s.cardType === 'AMEX')?.perMille).toBe(25)
    expect(options[2]?.holdHours).toBe(24)
  })
})
