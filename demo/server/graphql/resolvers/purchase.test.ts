// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { itineraryOf } from '../../booking/itinerary'
import type { Db } from '../../db/open'
import { errorOf } from '../../test-support/api-error'
import { bookedConversation, withPassengers, cardPayment } from '../../test-support/booking'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { graphql } from 'graphql'
import cardTypeDocument from '../../../../core/api/card-type.graphql'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import type {
  CardTypeQuery,
  CardTypeQueryVariables,
  PurchaseMutationVariables,
} from '../../../../core/api/generated/operations'
import { toCatalogueError } from '../errors'
import { schema, createRootValue } from '../schema'
import { addItinerary, cart } from './add-itinerary'
import { updateAncillaries } from './ancillaries'
import { challengeResult } from './order'
import { updatePassengers } from './passengers'
import { completeChallenge, payHeldOrder, paymentOptions, purchase } from './purchase'
import { holdSeat, releaseSeat, seatMap } from './seats'
import { adult, contact } from '../../test-support/booking'
import type { GraphqlAnswer } from '../../test-support/http-booking'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

const approved = cardPayment('4111111111111111')

function readyConversation(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  return key
}

const pay = (
  key: string,
  payment: ReturnType<typeof cardPayment> | { type: string; installments?: number },
  idempotencyKey = randomUUID(),
  extras: { remarks?: string[]; verificationToken?: string } = {},
) => purchase(api, { payment, idempotencyKey, ...extras }, requestContext(key))

const challengeCard = cardPayment('4000000000003220')
const freeSeatOn = (key: string, segmentIndex = 0) =>
  seatMap(api, { segmentIndex }, requestContext(key))
    .rows.flatMap((r) => r.seats)
    .find((s) => s.available && s.price.amount > 0)?.number ?? ''
const ordersOf = (key: string) => db.prepare('SELECT COUNT(*) AS n FROM orders WHERE execution_key = ?').get(key)

describe('purchase', () => {
  it('confirms an approved card: a 6-character reference, the total paid, brand and last 4 only', () => {
    const key = readyConversation()
    const due = cart(api, requestContext(key)).total.amount
    const result = pay(key, approved)
    expect(result.status).toBe('CONFIRMED')
    expect(result.order?.reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/)
    expect(result.order?.total.amount).toBe(due)
    expect(result.order?.payments).toEqual([
      {
        type: 'CARD',
        cardType: 'VISA',
        last4: '1111',
        amount: { amount: due, currency: 'USD' },
        charged: { amount: due, currency: 'USD' },
        installments: null,
        conversionRate: null,
      },
    ])
  })

  it('never stores the card number', () => {
    const key = readyConversation()
    pay(key, approved)
    const dump = JSON.stringify([
      db.prepare('SELECT * FROM orders').all(),
      db.prepare('SELECT * FROM payments').all(),
      db.prepare('SELECT * FROM purchase_attempts').all(),
    ])
    expect(dump).not.toContain('4111111111111111')
  })

  it('completes the conversation', () => {
    const key = readyConversation()
    pay(key, approved)
    expect(errorOf(() => cart(api, requestContext(key)))).toMatchObject({ code: 'ERR.SSW.CLIENT.INVALID_REQUEST' })
  })

  it('sells the held seats and consumes seat inventory', () => {
    const key = readyConversation()
    const seat =
      seatMap(api, { segmentIndex: 0 }, requestContext(key))
        .rows.flatMap((r) => r.seats)
        .find((s) => s.available)?.number ?? ''
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    const version = api.shopping.inventory.version()
    const reference = pay(key, approved).order?.reference
    expect(
      db
        .prepare('SELECT order_reference AS ref FROM seat_holds WHERE seat_number = ? AND execution_key = ?')
        .get(seat, key),
    ).toEqual({ ref: reference })
    expect(api.shopping.inventory.version()).toBeGreaterThan(version)
  })

  it('answers the same result for the same idempotency key, with one order and one charge', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    const first = pay(key, approved, idempotencyKey)
    expect(pay(key, approved, idempotencyKey)).toEqual(first)
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(first.order?.reference),
    ).toEqual({ n: 1 })
  })

  it('refuses a declined card with PAYMENT_DECLINED and lets a new attempt pay', () => {
    const key = readyConversation()
    expect(errorOf(() => pay(key, cardPayment('4000000000000002')))).toMatchObject({
      type: 'businessLogic',
      code: 'PAYMENT_DECLINED',
      status: 402,
    })
    expect(pay(key, approved).status).toBe('CONFIRMED')
  })

  it('refuses a card without funds with INSUFFICIENT_FUNDS', () => {
    expect(errorOf(() => pay(readyConversation(), cardPayment('4000000000009995')))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })
  })

  it('asks for a challenge, and confirms when it succeeds', () => {
    const key = readyConversation()
    const pending = pay(key, cardPayment('4000000000003220'))
    expect(pending).toMatchObject({ status: 'CHALLENGE_REQUIRED', order: null })
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.status).toBe('CONFIRMED')
    expect(completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })).toEqual(done)
  })

  it('declines when the challenge fails', () => {
    const pending = pay(readyConversation(), cardPayment('4000000000003220'))
    expect(
      errorOf(() => completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'FAILURE' })),
    ).toMatchObject({ code: 'PAYMENT_DECLINED' })
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
    expect(held).toMatchObject({
      status: 'HELD',
      order: { status: 'HELD', payments: [], holdExpiresAt: '2026-06-02T12:00:00.000Z' },
    })
    const reference = held.order?.reference ?? ''
    const idempotencyKey = randomUUID()
    const paid = payHeldOrder(
      api,
      { reference, lastName: "o'brien-smith", payment: approved, idempotencyKey },
      requestContext(),
    )
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', payments: [{ type: 'CARD', last4: '1111' }] })
    expect(
      payHeldOrder(api, { reference, lastName: "O'Brien-Smith", payment: approved, idempotencyKey }, requestContext()),
    ).toEqual(paid)
  })

  it('refuses payHeldOrder with the wrong last name', () => {
    const held = pay(readyConversation(), { type: 'PAY_LATER' })
    expect(
      errorOf(() =>
        payHeldOrder(
          api,
          {
            reference: held.order?.reference ?? '',
            lastName: 'Other',
            payment: approved,
            idempotencyKey: randomUUID(),
          },
          requestContext(),
        ),
      ),
    ).toMatchObject({ code: 'ORDER_NOT_FOUND' })
  })

  it('refuses an invalid card with the fields in details, before any charge', () => {
    expect(errorOf(() => pay(readyConversation(), cardPayment('4111111111111112')))).toMatchObject({
      type: 'validation',
      code: 'INVALID_CARD',
    })
  })

  it('needs passengers first', () => {
    expect(errorOf(() => pay(bookedConversation(api), approved))).toMatchObject({ code: 'NO_PASSENGERS' })
  })

  it('lists card, ZZPAY, pay later and the two wallets with surcharge configurations', () => {
    const options = paymentOptions(api, requestContext(readyConversation()))
    expect(options.map((o) => o.type)).toEqual(['CARD', 'ZZPAY', 'APPLE_PAY', 'GOOGLE_PAY', 'PAY_LATER'])
    expect(options[0]?.surcharges.find((s) => s.cardType === 'AMEX')?.perMille).toBe(25)
    expect(options.find((o) => o.type === 'PAY_LATER')?.holdHours).toBe(24)
  })
})

describe('a purchase waiting for the bank or ZZ Pay', () => {
  const inProgress = { type: 'businessLogic', code: 'PAYMENT_IN_PROGRESS', status: 409 }

  it('refuses seat, bag, passenger and flight changes while the challenge is pending, saying to finish or cancel it first', () => {
    const key = readyConversation()
    const seat = freeSeatOn(key)
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    const refs = JSON.parse(
      (
        db.prepare('SELECT selected_offers AS refs FROM conversations WHERE execution_key = ?').get(key) as {
          refs: string
        }
      ).refs,
    ) as string[]
    pay(key, challengeCard)
    const context = requestContext(key)
    const refused = errorOf(() =>
      holdSeat(api, { segmentIndex: 1, passengerId: 'A1', seatNumber: freeSeatOn(key, 1) }, context),
    )
    expect(refused).toMatchObject(inProgress)
    expect(refused.message).toMatch(/finish or cancel the payment first/)
    expect(errorOf(() => releaseSeat(api, { segmentIndex: 0, passengerId: 'A1' }, context))).toMatchObject(inProgress)
    expect(
      errorOf(() =>
        updateAncillaries(
          api,
          { selections: [{ code: 'BAG', passengerId: 'A1', partIndex: 0, quantity: 1 }] },
          context,
        ),
      ),
    ).toMatchObject(inProgress)
    expect(
      errorOf(() => updatePassengers(api, { passengers: [adult('A1', { givenName: 'Grace' })], contact }, context)),
    ).toMatchObject(inProgress)
    // Other flights are refused before their offers are read.
    const otherRefs = refs.map((ref) => `${ref}-other`)
    expect(errorOf(() => addItinerary(api, { offerRefs: otherRefs }, context))).toMatchObject(inProgress)
    expect(db.prepare('SELECT seat_number AS seat FROM seat_holds WHERE execution_key = ?').all(key)).toEqual([
      { seat },
    ])
  })

  it('answers the cart, seat and all, when the same flights are put in again (a new tab opened while the bank is asked)', () => {
    const key = readyConversation()
    const seat = freeSeatOn(key)
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    const before = cart(api, requestContext(key))
    const refs = before.parts.map((part) => part.offerRef)
    pay(key, challengeCard)
    const again = addItinerary(api, { offerRefs: refs }, requestContext(key))
    // The same cart, which now says a payment waits (the new tab's page says so above its form).
    expect([before.paymentPending, again.paymentPending]).toEqual([false, true])
    expect({ ...again, paymentPending: false }).toEqual(before)
    expect(again.items?.map((item) => [item.kind, item.detail])).toEqual([['SEAT', seat]])
  })

  it('keeps the billing address, language and remarks across the challenge, onto the order, and then forgets them', () => {
    const key = readyConversation()
    const billing = { street: '12 Analytical Row', city: 'London', postalCode: 'W1 1AA', country: 'GB' }
    const sent = { billing, languageForBooking: 'de-DE', remarks: ['wheelchair to the gate', 'window please'] }
    const pending = purchase(
      api,
      { payment: challengeCard, idempotencyKey: randomUUID(), ...sent },
      requestContext(key),
    )
    expect(pending.status).toBe('CHALLENGE_REQUIRED')
    // Kept while the bank is asked, with no card data beside them.
    const kept = () =>
      db.prepare('SELECT details FROM purchase_attempts WHERE challenge_id = ?').pluck().get(pending.challengeId)
    expect(String(kept())).not.toMatch(/4000000000003220|cvc/i)
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.status).toBe('CONFIRMED')
    expect(api.booking.orders.details(done.order?.reference ?? '')).toMatchObject(sent)
    expect(kept()).toBeNull()
  })

  it('lets the cart change again once the traveller declined the challenge', () => {
    const key = readyConversation()
    const pending = pay(key, challengeCard)
    errorOf(() => completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'FAILURE' }))
    expect(
      holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: freeSeatOn(key) }, requestContext(key))
        .passengerId,
    ).toBe('A1')
  })

  it('a new attempt with a new idempotency key abandons the pending one: its challenge can no longer be approved, and one order is charged once', () => {
    const key = readyConversation()
    const abandoned = pay(key, challengeCard)
    const paid = pay(key, approved)
    expect(paid.status).toBe('CONFIRMED')
    const approveOld = errorOf(() =>
      completeChallenge(api, { challengeId: abandoned.challengeId ?? '', outcome: 'SUCCESS' }),
    )
    expect(approveOld).toMatchObject({ type: 'businessLogic', code: 'PAYMENT_ABANDONED', status: 409 })
    expect(errorOf(() => challengeResult(api, { challengeId: abandoned.challengeId ?? '' }))).toMatchObject({
      code: 'PAYMENT_ABANDONED',
    })
    expect(ordersOf(key)).toEqual({ n: 1 })
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(paid.order?.reference),
    ).toEqual({ n: 1 })
  })

  it('after an abandoned challenge, a new challenge is the one the bank answers', () => {
    const key = readyConversation()
    const first = pay(key, challengeCard)
    const second = pay(key, challengeCard)
    expect(second.challengeId).not.toBe(first.challengeId)
    expect(completeChallenge(api, { challengeId: second.challengeId ?? '', outcome: 'SUCCESS' }).status).toBe(
      'CONFIRMED',
    )
    expect(
      errorOf(() => completeChallenge(api, { challengeId: first.challengeId ?? '', outcome: 'SUCCESS' })),
    ).toMatchObject({ code: 'PAYMENT_ABANDONED' })
    expect(ordersOf(key)).toEqual({ n: 1 })
  })

  it('a repeat of the pending attempt (same key, same request) answers the same challenge and abandons nothing', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    const first = pay(key, challengeCard, idempotencyKey)
    expect(pay(key, challengeCard, idempotencyKey)).toEqual(first)
    expect(completeChallenge(api, { challengeId: first.challengeId ?? '', outcome: 'SUCCESS' }).status).toBe(
      'CONFIRMED',
    )
  })

  it('refuses with CART_CHANGED, charging nothing, when the cart no longer costs what the bank was asked for', () => {
    const key = readyConversation()
    const pending = pay(key, challengeCard)
    // What the resolvers now refuse, done behind their back: a priced seat joins the cart.
    const leg = itineraryOf(api.shopping.conversations.resume(key), api.flights, api.catalog).segments[0]?.leg.id ?? 0
    const seat = seatMap(api, { segmentIndex: 0 }, requestContext(key))
      .rows.flatMap((r) => r.seats)
      .find((s) => s.available && s.price.amount > 0)
    api.booking.seatHolds.hold({
      key,
      legId: leg,
      seatNumber: seat?.number ?? '',
      segmentIndex: 0,
      passengerId: 'A1',
      price: seat?.price.amount ?? 0,
    })
    const changed = errorOf(() =>
      completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' }),
    )
    expect(changed).toMatchObject({ type: 'businessLogic', code: 'CART_CHANGED', status: 409 })
    expect(ordersOf(key)).toEqual({ n: 0 })
    expect(errorOf(() => challengeResult(api, { challengeId: pending.challengeId ?? '' }))).toMatchObject({
      code: 'CART_CHANGED',
    })
    // The attempt is over: the traveller can review the booking and pay again, for the cart as it is now.
    const due = cart(api, requestContext(key)).total.amount
    expect(pay(key, approved).order?.total.amount).toBe(due)
  })

  it('confirms a challenge paid in installments when nothing changed (the fee is recomputed the same)', () => {
    const key = readyConversation()
    const pending = pay(key, { ...challengeCard, installments: 3 })
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.order?.payments[0]).toMatchObject({ installments: 3 })
  })

  it('confirms a ZZ Pay redirect with its surcharge when nothing changed', () => {
    const key = readyConversation()
    const pending = pay(key, { type: 'ZZPAY' })
    expect(completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' }).status).toBe(
      'CONFIRMED',
    )
  })
})

describe('an idempotency key sent again with another request', () => {
  const reused = { type: 'businessLogic', code: 'IDEMPOTENCY_KEY_REUSED', status: 409 }

  it('is refused after a confirmed purchase, with a message to send a new key', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    pay(key, approved, idempotencyKey)
    const refused = errorOf(() => pay(key, cardPayment('5555555555554444'), idempotencyKey))
    expect(refused).toMatchObject(reused)
    expect(refused.message).toMatch(/send a new idempotency key for a new payment/)
  })

  it('is refused after a declined one, instead of answering the old decline', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    errorOf(() => pay(key, cardPayment('4000000000000002'), idempotencyKey))
    expect(errorOf(() => pay(key, approved, idempotencyKey))).toMatchObject(reused)
  })

  it('is refused when only the remarks or the installments differ', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    pay(key, challengeCard, idempotencyKey, { remarks: ['window please'] })
    expect(errorOf(() => pay(key, challengeCard, idempotencyKey, { remarks: ['aisle please'] }))).toMatchObject(reused)
    expect(
      errorOf(() => pay(key, { ...challengeCard, installments: 3 }, idempotencyKey, { remarks: ['window please'] })),
    ).toMatchObject(reused)
  })

  it('answers the same result when only what is not part of the request differs: number spacing, security code, verification token', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    const first = pay(key, approved, idempotencyKey, { verificationToken: 'first' })
    const spaced = {
      type: 'CARD',
      card: {
        number: '4111 1111 1111 1111',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '999',
        holderName: 'Ada Lovelace',
      },
    }
    expect(pay(key, spaced, idempotencyKey, { verificationToken: 'second' })).toEqual(first)
  })

  it('keeps a sha256 of the request with the attempt, never the card number or security code', () => {
    const key = readyConversation()
    const idempotencyKey = randomUUID()
    pay(
      key,
      {
        type: 'CARD',
        card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '738', holderName: 'Ada Lovelace' },
      },
      idempotencyKey,
    )
    const row = db
      .prepare('SELECT * FROM purchase_attempts WHERE execution_key = ? AND idempotency_key = ?')
      .get(key, idempotencyKey) as Record<string, unknown>
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/)
    // As a whole word: a random hash or key may hold the digits 738 by chance (it did once).
    expect(JSON.stringify(row)).not.toMatch(/4111111111111111|\b738\b/)
  })
})

describe('the verification token', () => {
  const run = (key: string, verificationToken: string | undefined) =>
    graphql({
      schema,
      source: purchaseDocument,
      rootValue: createRootValue(api),
      contextValue: requestContext(key),
      variableValues: {
        payment: approved,
        idempotencyKey: randomUUID(),
        verificationToken,
      } satisfies PurchaseMutationVariables,
    })

  it('is an optional argument of purchase: the purchase works with and without it', async () => {
    const without = await run(readyConversation(), undefined)
    expect(without.errors).toBeUndefined()
    expect(without.data).toMatchObject({ purchase: { status: 'CONFIRMED' } })
    const withToken = await run(readyConversation(), 'captcha-token-Zq81')
    expect(withToken.errors).toBeUndefined()
    expect(withToken.data).toMatchObject({ purchase: { status: 'CONFIRMED' } })
  })

  it('is never stored', async () => {
    await run(readyConversation(), 'captcha-token-Xw52')
    const tables = ['orders', 'payments', 'purchase_attempts', 'conversations']
    expect(JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t}`).all()))).not.toContain(
      'captcha-token-Xw52',
    )
  })
})

describe('cardType', () => {
  /** The query's answer as the HTTP layer sends it: errors in the catalogue shape, as JSON. */
  const run = async (bin: string) => {
    const answer = await graphql({
      schema,
      source: cardTypeDocument,
      rootValue: createRootValue(api),
      contextValue: requestContext(),
      variableValues: { bin } satisfies CardTypeQueryVariables,
    })
    const sent = { data: answer.data, errors: answer.errors?.map((error) => toCatalogueError(error)) }
    return JSON.parse(JSON.stringify(sent)) as GraphqlAnswer<CardTypeQuery>
  }
  afterEach(() => vi.restoreAllMocks())

  it('tells the brand from the first 6 to 8 digits', async () => {
    expect((await run('41111111')).data).toEqual({ cardType: 'VISA' })
    expect((await run('555555')).data).toEqual({ cardType: 'MASTERCARD' })
    expect((await run('378282')).data).toEqual({ cardType: 'AMEX' })
    expect((await run('601111')).data).toEqual({ cardType: null })
  })

  it('refuses a whole card number with INVALID_BIN, neither echoing nor logging it', async () => {
    const levels = ['log', 'info', 'warn', 'error', 'debug'] as const
    const logged = levels.map((level) => vi.spyOn(console, level).mockImplementation(() => undefined))
    const answer = await run('4111111111111111')
    expect(answer.errors?.map((error) => error.extensions)).toEqual([
      { type: 'validation', code: 'INVALID_BIN', status: 400 },
    ])
    expect(JSON.stringify(answer)).not.toContain('41111111')
    for (const spy of logged) expect(spy).not.toHaveBeenCalled()
  })

  it('refuses a BIN with other characters than digits', async () => {
    expect((await run('4111 1111')).errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_BIN' })
  })
})
