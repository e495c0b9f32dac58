// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { graphql } from 'graphql'
import purchaseAttemptDocument from '../../../../core/api/purchase-attempt.graphql'
import type { PurchaseAttemptQuery, PurchaseAttemptQueryVariables } from '../../../../core/api/generated/operations'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorOf } from '../../test-support/api-error'
import { adult, bookedConversation, contact, withPassengers, cardPayment } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { createRootValue, schema } from '../schema'
import { updateAncillaries } from './ancillaries'
import { challengeResult, order, purchaseAttempt } from './order'
import { completeChallenge, payHeldOrder, purchase } from './purchase'
import { holdSeat, seatMap } from './seats'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

function readyConversation(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  return key
}

const pay = (key: string, payment: { type: string }) =>
  purchase(api, { payment, idempotencyKey: randomUUID() }, requestContext(key))

describe('order(reference)', () => {
  it('answers the conversation that bought it, with passengers, segments, items, fare, taxes and contact', () => {
    const key = readyConversation()
    const seat =
      seatMap(api, { segmentIndex: 0 }, requestContext(key))
        .rows.flatMap((r) => r.seats)
        .find((s) => s.available)?.number ?? ''
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    updateAncillaries(
      api,
      { selections: [{ code: 'BAG', passengerId: 'A1', partIndex: 1, quantity: 1 }] },
      requestContext(key),
    )
    const bought = pay(key, cardPayment('4111111111111111')).order
    const found = order(api, { reference: bought?.reference ?? '' }, requestContext(key))
    expect(found).toMatchObject({
      reference: bought?.reference,
      status: 'CONFIRMED',
      total: bought?.total,
      contact: { ...contact, phoneNumber: '7700900123' },
    })
    expect(found?.passengers).toEqual([adult()])
    expect(found?.segments.map((s) => [s.index, s.partIndex, s.origin.code, s.destination.code, s.brandName])).toEqual([
      [0, 0, 'LHR', 'JFK', 'Classic'],
      [1, 1, 'JFK', 'LHR', 'Classic'],
    ])
    expect(found?.segments[0]?.departure).toMatch(/^2026-06-05T\d\d:\d\d:00$/)
    expect(found?.items.map((i) => [i.kind, i.passengerId, i.index, i.detail])).toEqual([
      ['SEAT', 'A1', 0, seat],
      ['BAG', 'A1', 1, '1'],
    ])
    expect((found?.fare.amount ?? 0) + (found?.taxes.amount ?? 0)).toBeLessThan(found?.total.amount ?? 0)
  })

  it('reads the reference case-insensitively', () => {
    const key = readyConversation()
    const reference = pay(key, cardPayment('4111111111111111')).order?.reference ?? ''
    expect(order(api, { reference: ` ${reference.toLowerCase()} ` }, requestContext(key))?.reference).toBe(reference)
  })

  it("is null for another conversation's order, without an execution key and for an unknown reference", () => {
    const reference = pay(readyConversation(), cardPayment('4111111111111111')).order?.reference ?? ''
    expect(order(api, { reference }, requestContext(readyConversation()))).toBeNull()
    expect(order(api, { reference }, requestContext())).toBeNull()
    expect(order(api, { reference: 'ZZZZZZ' }, requestContext(readyConversation()))).toBeNull()
  })

  it('answers a held order with its expiry', () => {
    const key = readyConversation()
    const reference = pay(key, { type: 'PAY_LATER' }).order?.reference ?? ''
    expect(order(api, { reference }, requestContext(key))).toMatchObject({
      status: 'HELD',
      holdExpiresAt: '2026-06-02T12:00:00.000Z',
      payments: [],
    })
  })

  it('calls a held order whose hold ended CANCELLED', () => {
    let now = Date.parse('2026-06-01T12:00:00Z')
    const clocked = seededApi(undefined, () => now)
    const key = bookedConversation(clocked)
    withPassengers(clocked, key)
    const reference =
      purchase(clocked, { payment: { type: 'PAY_LATER' }, idempotencyKey: randomUUID() }, requestContext(key)).order
        ?.reference ?? ''
    now += 25 * 3_600_000
    expect(order(clocked, { reference }, requestContext(key))?.status).toBe('CANCELLED')
  })
})

describe('challengeResult(challengeId)', () => {
  it('answers the pending status until the traveller answers, then the order', () => {
    const key = readyConversation()
    const pending = pay(key, cardPayment('4000000000003220'))
    expect(challengeResult(api, { challengeId: pending.challengeId ?? '' })).toEqual({
      status: 'CHALLENGE_REQUIRED',
      challengeId: pending.challengeId,
      order: null,
    })
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(challengeResult(api, { challengeId: pending.challengeId ?? '' })).toEqual(done)
  })

  it('answers REDIRECT_REQUIRED for a pending ZZPAY redirect', () => {
    const pending = pay(readyConversation(), { type: 'ZZPAY' })
    expect(challengeResult(api, { challengeId: pending.challengeId ?? '' }).status).toBe('REDIRECT_REQUIRED')
  })

  it('answers PAYMENT_DECLINED once the traveller failed it', () => {
    const pending = pay(readyConversation(), cardPayment('4000000000003220'))
    errorOf(() => completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'FAILURE' }))
    expect(errorOf(() => challengeResult(api, { challengeId: pending.challengeId ?? '' }))).toMatchObject({
      type: 'businessLogic',
      code: 'PAYMENT_DECLINED',
      status: 402,
    })
  })

  it('refuses an unknown challenge', () => {
    expect(errorOf(() => challengeResult(api, { challengeId: 'nope' }))).toMatchObject({
      type: 'validation',
      code: 'UNKNOWN_CHALLENGE',
    })
  })
})

describe('purchaseAttempt(idempotencyKey)', () => {
  const attempt = (key: string | undefined, idempotencyKey: string) =>
    purchaseAttempt(api, { idempotencyKey }, requestContext(key))
  const payWith = (key: string, payment: { type: string }) => {
    const idempotencyKey = randomUUID()
    return { idempotencyKey, result: purchase(api, { payment, idempotencyKey }, requestContext(key)) }
  }

  it('answers a finished card purchase with its order, to the completed conversation, without the card', () => {
    const key = readyConversation()
    const { idempotencyKey, result } = payWith(key, cardPayment('4111111111111111'))
    expect(attempt(key, idempotencyKey)).toEqual(result)
    expect(attempt(key, idempotencyKey)?.order).toMatchObject({
      status: 'CONFIRMED',
      payments: [{ type: 'CARD', last4: '1111' }],
    })
  })

  it('answers the order as it is now: a held order paid since is CONFIRMED, one whose hold ended CANCELLED', () => {
    const key = readyConversation()
    const { idempotencyKey, result } = payWith(key, { type: 'PAY_LATER' })
    expect(attempt(key, idempotencyKey)).toMatchObject({ status: 'HELD', order: { status: 'HELD', payments: [] } })
    payHeldOrder(
      api,
      {
        reference: result.order?.reference ?? '',
        lastName: "O'Brien-Smith",
        payment: cardPayment('4111111111111111'),
        idempotencyKey: randomUUID(),
      },
      requestContext(),
    )
    expect(attempt(key, idempotencyKey)).toMatchObject({
      status: 'HELD',
      order: { status: 'CONFIRMED', payments: [{ last4: '1111' }] },
    })

    let now = Date.parse('2026-06-01T12:00:00Z')
    const clocked = seededApi(undefined, () => now)
    const later = bookedConversation(clocked)
    withPassengers(clocked, later)
    const heldKey = randomUUID()
    purchase(clocked, { payment: { type: 'PAY_LATER' }, idempotencyKey: heldKey }, requestContext(later))
    now += 25 * 3_600_000
    expect(purchaseAttempt(clocked, { idempotencyKey: heldKey }, requestContext(later))?.order?.status).toBe(
      'CANCELLED',
    )
  })

  it('answers CHALLENGE_REQUIRED or REDIRECT_REQUIRED with the challengeId while the bank or ZZ Pay has not answered', () => {
    const key = readyConversation()
    const challenged = payWith(key, cardPayment('4000000000003220'))
    expect(attempt(key, challenged.idempotencyKey)).toEqual({
      status: 'CHALLENGE_REQUIRED',
      challengeId: challenged.result.challengeId,
      order: null,
    })
    const other = readyConversation()
    const redirected = payWith(other, { type: 'ZZPAY' })
    expect(attempt(other, redirected.idempotencyKey)).toEqual({
      status: 'REDIRECT_REQUIRED',
      challengeId: redirected.result.challengeId,
      order: null,
    })
  })

  it('answers a failed attempt with its error: a decline, a cancelled ZZ Pay payment', () => {
    const key = readyConversation()
    const declined = randomUUID()
    errorOf(() =>
      purchase(api, { payment: cardPayment('4000000000000002'), idempotencyKey: declined }, requestContext(key)),
    )
    expect(errorOf(() => attempt(key, declined))).toMatchObject({
      type: 'businessLogic',
      code: 'PAYMENT_DECLINED',
      status: 402,
    })
    const poor = randomUUID()
    errorOf(() =>
      purchase(api, { payment: cardPayment('4000000000009995'), idempotencyKey: poor }, requestContext(key)),
    )
    expect(errorOf(() => attempt(key, poor))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    const redirected = payWith(key, { type: 'ZZPAY' })
    errorOf(() => completeChallenge(api, { challengeId: redirected.result.challengeId ?? '', outcome: 'FAILURE' }))
    expect(errorOf(() => attempt(key, redirected.idempotencyKey))).toMatchObject({ code: 'PAYMENT_DECLINED' })
  })

  it('is null for an unknown key, for another conversation and without an execution key', () => {
    const key = readyConversation()
    const { idempotencyKey } = payWith(key, cardPayment('4111111111111111'))
    expect(attempt(key, randomUUID())).toBeNull()
    expect(attempt(readyConversation(), idempotencyKey)).toBeNull()
    expect(attempt(undefined, idempotencyKey)).toBeNull()
  })

  it('is a query of the schema that answers a completed conversation, never EXECUTION_EXPIRED', async () => {
    const key = readyConversation()
    const { idempotencyKey, result } = payWith(key, cardPayment('4111111111111111'))
    const answer = await graphql({
      schema,
      source: purchaseAttemptDocument,
      rootValue: createRootValue(api),
      contextValue: requestContext(key),
      variableValues: { idempotencyKey } satisfies PurchaseAttemptQueryVariables,
    })
    expect(answer.errors).toBeUndefined()
    expect(answer.data as PurchaseAttemptQuery).toMatchObject({
      purchaseAttempt: { status: 'CONFIRMED', order: { reference: result.order?.reference, status: 'CONFIRMED' } },
    })
  })
})

describe('Order.paymentOptions', () => {
  it('offers a held order the card, with its surcharges in the order’s currency, and nothing once it is not held', () => {
    const key = readyConversation()
    const held = pay(key, { type: 'PAY_LATER' })
    expect(held.order?.paymentOptions.map((o) => o.type)).toEqual(['CARD'])
    expect(held.order?.paymentOptions[0]?.surcharges).toContainEqual({
      cardType: 'AMEX',
      perMille: 25,
      fixed: { amount: 0, currency: 'USD' },
    })
    const reference = held.order?.reference ?? ''
    payHeldOrder(
      api,
      {
        reference,
        lastName: "O'Brien-Smith",
        payment: cardPayment('4111111111111111'),
        idempotencyKey: randomUUID(),
      },
      requestContext(),
    )
    expect(order(api, { reference }, requestContext(key))?.paymentOptions).toEqual([])
    expect(pay(readyConversation(), cardPayment('4111111111111111')).order?.paymentOptions).toEqual([])
  })
})
