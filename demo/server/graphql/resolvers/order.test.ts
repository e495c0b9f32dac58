// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorOf } from '../../test-support/api-error'
import { adult, bookedConversation, contact, withPassengers } from '../../test-support/booking'
import { seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { updateAncillaries } from './ancillaries'
import { challengeResult, order } from './order'
import { completeChallenge, purchase } from './purchase'
import { holdSeat, seatMap } from './seats'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

const card = (number: string) => ({ type: 'CARD', card: { number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' } })

function readyConversation(): string {
  const key = bookedConversation(api)
  withPassengers(api, key)
  return key
}

const pay = (key: string, payment: { type: string }) => purchase(api, { payment, idempotencyKey: randomUUID() }, requestContext(key))

describe('order(reference)', () => {
  it('answers the conversation that bought it, with passengers, segments, items, fare, taxes and contact', () => {
    const key = readyConversation()
    const seat = seatMap(api, { segmentIndex: 0 }, requestContext(key)).rows.flatMap((r) => r.seats).find((s) => s.available)?.number ?? ''
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    updateAncillaries(api, { selections: [{ code: 'BAG', passengerId: 'A1', partIndex: 1, quantity: 1 }] }, requestContext(key))
    const bought = pay(key, card('4111111111111111')).order
    const found = order(api, { reference: bought?.reference ?? '' }, requestContext(key))
    expect(found).toMatchObject({ reference: bought?.reference, status: 'CONFIRMED', total: bought?.total, contact: { ...contact, phoneNumber: '7700900123' } })
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
    const reference = pay(key, card('4111111111111111')).order?.reference ?? ''
    expect(order(api, { reference: ` ${reference.toLowerCase()} ` }, requestContext(key))?.reference).toBe(reference)
  })

  it("is null for another conversation's order, without an execution key and for an unknown reference", () => {
    const reference = pay(readyConversation(), card('4111111111111111')).order?.reference ?? ''
    expect(order(api, { reference }, requestContext(readyConversation()))).toBeNull()
    expect(order(api, { reference }, requestContext())).toBeNull()
    expect(order(api, { reference: 'ZZZZZZ' }, requestContext(readyConversation()))).toBeNull()
  })

  it('answers a held order with its expiry', () => {
    const key = readyConversation()
    const reference = pay(key, { type: 'PAY_LATER' }).order?.reference ?? ''
    expect(order(api, { reference }, requestContext(key))).toMatchObject({ status: 'HELD', holdExpiresAt: '2026-06-02T12:00:00.000Z', payments: [] })
  })

  it('calls a held order whose hold ended CANCELLED', () => {
    let now = Date.parse('2026-06-01T12:00:00Z')
    const clocked = seededApi(undefined, () => now)
    const key = bookedConversation(clocked)
    withPassengers(clocked, key)
    const reference = purchase(clocked, { payment: { type: 'PAY_LATER' }, idempotencyKey: randomUUID() }, requestContext(key)).order?.reference ?? ''
    now += 25 * 3_600_000
    expect(order(clocked, { reference }, requestContext(key))?.status).toBe('CANCELLED')
  })
})

describe('challengeResult(challengeId)', () => {
  it('answers the pending status until the traveller answers, then the order', () => {
    const key = readyConversation()
    const pending = pay(key, card('4000000000003220'))
    expect(challengeResult(api, { challengeId: pending.challengeId ?? '' })).toEqual({ status: 'CHALLENGE_REQUIRED', challengeId: pending.challengeId, order: null })
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(challengeResult(api, { challengeId: pending.challengeId ?? '' })).toEqual(done)
  })

  it('answers REDIRECT_REQUIRED for a pending ZZPAY redirect', () => {
    const pending = pay(readyConversation(), { type: 'ZZPAY' })
    expect(challengeResult(api, { challengeId: pending.challengeId ?? '' }).status).toBe('REDIRECT_REQUIRED')
  })

  it('answers PAYMENT_DECLINED once the traveller failed it', () => {
    const pending = pay(readyConversation(), card('4000000000003220'))
    errorOf(() => completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'FAILURE' }))
    expect(errorOf(() => challengeResult(api, { challengeId: pending.challengeId ?? '' }))).toMatchObject({ type: 'businessLogic', code: 'PAYMENT_DECLINED', status: 402 })
  })

  it('refuses an unknown challenge', () => {
    expect(errorOf(() => challengeResult(api, { challengeId: 'nope' }))).toMatchObject({ type: 'validation', code: 'UNKNOWN_CHALLENGE' })
  })
})
