// @vitest-environment node
// Adding seats, bags and extras to a paid order: an order booked through the resolvers,
// then a MODIFY conversation on it (startTripChange) that holds, adds and pays.
import { randomUUID } from 'node:crypto'
import { graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TripChangeCartMutationVariables } from '../../../../core/api/generated/operations'
import type { Db } from '../../db/open'
import type { ApiDeps } from '../../graphql/context'
import { addItinerary, cart } from '../../graphql/resolvers/add-itinerary'
import { ancillaries, updateAncillaries } from '../../graphql/resolvers/ancillaries'
import { passengers, updatePassengers } from '../../graphql/resolvers/passengers'
import { completeChallenge, paymentOptions, purchase } from '../../graphql/resolvers/purchase'
import { searchFlights } from '../../graphql/resolvers/search-flights'
import { holdSeat, releaseSeat } from '../../graphql/resolvers/seats'
import { startTripChange } from '../../graphql/resolvers/start-trip-change'
import { createRootValue, schema } from '../../graphql/schema'
import { errorOf } from '../../test-support/api-error'
import { adult, bookedConversation, cardPayment, contact, withPassengers } from '../../test-support/booking'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { criteria, requestContext } from '../../test-support/shopping'
import { freeSeat, orderToChange, seatsOf, tripChange } from '../../test-support/trip-change'
import tripChangeCartDocument from './trip-change-cart.graphql'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

const approved = cardPayment('4111111111111111')
type Payment = ReturnType<typeof cardPayment> | { type: string }

const pay = (key: string, payment: Payment, idempotencyKey = randomUUID()) =>
  purchase(api, { payment, idempotencyKey }, requestContext(key))

/** A MODIFY conversation on the order, found with the last name spelt loosely (case and spaces): its key. */
const changeOf = (reference: string) => tripChange(api, reference, 'MODIFY', " o'brien-smith ").key

const paymentRows = (reference: string) =>
  db.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_reference = ?').get(reference) as { n: number }
const soldSeats = (reference: string) =>
  db
    .prepare('SELECT seat_number AS seat FROM seat_holds WHERE order_reference = ? ORDER BY segment_index')
    .all(reference)
const orderRow = (reference: string) =>
  db.prepare('SELECT total, details FROM orders WHERE reference = ?').get(reference)
const addBag = (key: string, quantity = 1) =>
  updateAncillaries(
    api,
    { selections: [{ code: 'BAG', passengerId: 'A1', partIndex: 0, quantity }] },
    requestContext(key),
  )

describe('startTripChange', () => {
  it("answers the order's flights and passengers with nothing due, its key in the execution header", () => {
    const { reference } = orderToChange(api)
    const context = requestContext()
    const answer = startTripChange(
      api,
      { lookup: { pnr: reference, lastName: "O'Brien-Smith" }, flow: 'MODIFY' },
      context,
    )
    expect(context.issued).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(answer.parts.map((p) => [p.brand.id, p.segments.map((s) => s.origin.code)])).toEqual([
      ['classic', ['LHR']],
      ['classic', ['JFK']],
    ])
    expect(answer.passengers.map((p) => [p.passengerType, p.count, p.total.amount])).toEqual([['ADT', 1, 0]])
    expect([answer.total.amount, answer.items]).toEqual([0, []])
  })

  it('answers through the schema, the cart of a trip with nothing added', async () => {
    const { reference } = orderToChange(api)
    const context = requestContext()
    const variables: TripChangeCartMutationVariables = { lookup: { pnr: reference, lastName: "O'Brien-Smith" } }
    const answer = await graphql({
      schema,
      source: tripChangeCartDocument,
      rootValue: createRootValue(api),
      contextValue: context,
      variableValues: variables,
    })
    expect(answer).toEqual({
      data: {
        startTripChange: {
          parts: [{ offerRef: '' }, { offerRef: '' }],
          total: { amount: 0, currency: 'USD' },
          items: [],
        },
      },
    })
    expect(context.issued).toBeDefined()
  })

  it('finds the trip by the family name of any passenger on it', () => {
    const key = bookedConversation(api, { passengers: { ADT: 2 } })
    withPassengers(api, key, [adult('A1'), adult('A2', { familyName: 'Lovelace' })])
    const reference = pay(key, approved).order?.reference ?? ''
    const context = requestContext()
    startTripChange(api, { lookup: { pnr: reference, lastName: 'LOVELACE' }, flow: 'MODIFY' }, context)
    expect(context.issued).toBeDefined()
  })

  it('answers TRIP_NOT_FOUND (404) for a name not on the order', () => {
    const { reference } = orderToChange(api)
    const lookup = { pnr: reference, lastName: 'Nobody' }
    expect(errorOf(() => startTripChange(api, { lookup, flow: 'MODIFY' }, requestContext()))).toMatchObject({
      code: 'TRIP_NOT_FOUND',
      status: 404,
    })
  })

  it('refuses an order that is not paid yet with ORDER_NOT_MODIFIABLE (409) and the reason', () => {
    const { reference } = orderToChange(api, { payment: { type: 'PAY_LATER' } })
    const lookup = { pnr: reference, lastName: "O'Brien-Smith" }
    const error = errorOf(() => startTripChange(api, { lookup, flow: 'MODIFY' }, requestContext()))
    expect(error).toMatchObject({ code: 'ORDER_NOT_MODIFIABLE', status: 409 })
    expect(error.message).toContain('pay it first')
  })
})

describe('a MODIFY conversation', () => {
  it("shows the order's seat as held by its passenger, already paid", () => {
    const { reference, seat } = orderToChange(api)
    const mine = seatsOf(api, changeOf(reference)).find((s) => s.number === seat)
    expect(mine).toMatchObject({ heldBy: 'A1', available: false, price: { amount: 0 } })
  })

  it('prices a new seat and a bag in the cart, and only those', () => {
    const { reference, seat } = orderToChange(api)
    const key = changeOf(reference)
    const next = freeSeat(api, key, 0, [seat])
    const held = holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: next }, requestContext(key))
    const bag = addBag(key).items?.find((i) => i.kind === 'BAG')?.price.amount ?? 0
    const due = cart(api, requestContext(key))
    expect(due.items?.map((i) => [i.kind, i.detail])).toEqual([
      ['SEAT', next],
      ['BAG', '1'],
    ])
    expect(due.total.amount).toBe(held.price.amount + bag)
  })

  it('goes back to the seat the passenger has, for nothing, when it is chosen again', () => {
    const { reference, seat } = orderToChange(api)
    const key = changeOf(reference)
    holdSeat(
      api,
      { segmentIndex: 0, passengerId: 'A1', seatNumber: freeSeat(api, key, 0, [seat]) },
      requestContext(key),
    )
    const back = holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    expect([back.price.amount, cart(api, requestContext(key)).total.amount]).toEqual([0, 0])
  })

  it('refuses passengers, updatePassengers, searchFlights and addItinerary with NOT_IN_TRIP_CHANGE', () => {
    const key = changeOf(orderToChange(api).reference)
    const calls = [
      () => passengers(api, requestContext(key)),
      () => updatePassengers(api, { passengers: [adult()], contact }, requestContext(key)),
      () => searchFlights(api, { criteria: criteria() }, requestContext(key)),
      () => addItinerary(api, { offerRefs: [] }, requestContext(key)),
    ]
    expect(calls.map((call) => errorOf(call).code)).toEqual(Array(4).fill('NOT_IN_TRIP_CHANGE'))
  })

  it('offers no PAY_LATER', () => {
    const key = changeOf(orderToChange(api).reference)
    expect(paymentOptions(api, requestContext(key)).map((o) => o.type)).toEqual([
      'CARD',
      'ZZPAY',
      'APPLE_PAY',
      'GOOGLE_PAY',
    ])
  })

  it('offers bags already bought apart from those the fare includes, and fewer to add', () => {
    const { reference } = orderToChange(api)
    const first = changeOf(reference)
    addBag(first, 2)
    pay(first, approved)
    const bags = ancillaries(api, requestContext(changeOf(reference))).bags.find((b) => b.partIndex === 0)
    expect([bags?.included, bags?.bought, bags?.maxExtra, bags?.selected]).toEqual([1, 2, 1, 0])
  })

  it('offers an extra already bought as bought, not as in the fare, with nothing more to pay for it', () => {
    const { reference } = orderToChange(api)
    const first = changeOf(reference)
    updateAncillaries(
      api,
      { selections: [{ code: 'PRIORITY_BOARDING', passengerId: 'A1', partIndex: 0, quantity: 1 }] },
      requestContext(first),
    )
    pay(first, approved)
    const extra = ancillaries(api, requestContext(changeOf(reference))).extras.find(
      (e) => e.code === 'PRIORITY_BOARDING' && e.passengerId === 'A1' && e.partIndex === 0,
    )
    expect([extra?.included, extra?.bought, extra?.price.amount]).toEqual([false, true, 0])
  })

  it("shows the order's seat as the passenger's again once the new one is released", () => {
    const { reference, seat } = orderToChange(api)
    const key = changeOf(reference)
    holdSeat(
      api,
      { segmentIndex: 0, passengerId: 'A1', seatNumber: freeSeat(api, key, 0, [seat]) },
      requestContext(key),
    )
    expect(releaseSeat(api, { segmentIndex: 0, passengerId: 'A1' }, requestContext(key))).toBe(true)
    expect(seatsOf(api, key).find((s) => s.number === seat)?.heldBy).toBe('A1')
  })
})

describe('purchase in a MODIFY conversation', () => {
  it('adds the seat and the bag to the order, raises its total and records a second payment', () => {
    const { reference, seat } = orderToChange(api)
    const before = api.booking.orders.order(reference)?.total ?? 0
    const key = changeOf(reference)
    const next = freeSeat(api, key, 0, [seat])
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: next }, requestContext(key))
    addBag(key)
    const due = cart(api, requestContext(key)).total.amount
    const order = pay(key, approved).order
    expect(order?.items.map((i) => [i.kind, i.index, i.detail])).toEqual([
      ['SEAT', 0, next],
      ['BAG', 0, '1'],
    ])
    expect(order?.total.amount).toBe(before + due)
    // Both payments carry the frozen clock's instant, so their order is not pinned.
    expect(order?.payments.map((p) => p.amount.amount).sort((a, b) => a - b)).toEqual(
      [due, before].sort((a, b) => a - b),
    )
    expect(paymentRows(reference).n).toBe(2)
  })

  it('frees the old seat for others and takes the new one', () => {
    const { reference, seat } = orderToChange(api)
    const key = changeOf(reference)
    const next = freeSeat(api, key, 0, [seat])
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: next }, requestContext(key))
    pay(key, approved)
    const other = bookedConversation(api)
    const seats = seatsOf(api, other)
    expect([seats.find((s) => s.number === seat)?.available, seats.find((s) => s.number === next)?.available]).toEqual([
      true,
      false,
    ])
    expect(soldSeats(reference)).toEqual([{ seat: next }])
  })

  it('changes nothing when the payment is declined', () => {
    const { reference, seat } = orderToChange(api)
    const before = { row: orderRow(reference), seats: soldSeats(reference), payments: paymentRows(reference) }
    const key = changeOf(reference)
    holdSeat(
      api,
      { segmentIndex: 0, passengerId: 'A1', seatNumber: freeSeat(api, key, 0, [seat]) },
      requestContext(key),
    )
    addBag(key)
    expect(errorOf(() => pay(key, cardPayment('4000000000000002'))).code).toBe('PAYMENT_DECLINED')
    expect({ row: orderRow(reference), seats: soldSeats(reference), payments: paymentRows(reference) }).toEqual(before)
  })

  it('charges once for the same idempotency key sent twice', () => {
    const { reference } = orderToChange(api)
    const before = api.booking.orders.order(reference)?.total ?? 0
    const key = changeOf(reference)
    const bag = addBag(key).total.amount
    const idempotencyKey = randomUUID()
    const first = pay(key, approved, idempotencyKey)
    expect(pay(key, approved, idempotencyKey)).toEqual(first)
    expect([paymentRows(reference).n, api.booking.orders.order(reference)?.total]).toEqual([2, before + bag])
  })

  it('refuses payment type NONE when something is due', () => {
    const key = changeOf(orderToChange(api).reference)
    addBag(key)
    expect(errorOf(() => pay(key, { type: 'NONE' }))).toMatchObject({ code: 'INVALID_PAYMENT_TYPE', status: 400 })
  })

  it('refuses PAY_LATER', () => {
    const key = changeOf(orderToChange(api).reference)
    addBag(key)
    expect(errorOf(() => pay(key, { type: 'PAY_LATER' })).code).toBe('INVALID_PAYMENT_TYPE')
  })

  it('takes NONE for a seat change the fare includes, recording no payment', () => {
    const { reference, seat } = orderToChange(api, { brandId: 'business' })
    const key = changeOf(reference)
    const next = freeSeat(api, key, 0, [seat])
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: next }, requestContext(key))
    expect(pay(key, { type: 'NONE' }).order?.items.find((i) => i.kind === 'SEAT')?.detail).toBe(next)
    expect(paymentRows(reference).n).toBe(1)
  })

  it('asks for NONE when a card is sent and nothing is due', () => {
    const { reference, seat } = orderToChange(api, { brandId: 'business' })
    const key = changeOf(reference)
    holdSeat(
      api,
      { segmentIndex: 0, passengerId: 'A1', seatNumber: freeSeat(api, key, 0, [seat]) },
      requestContext(key),
    )
    expect(errorOf(() => pay(key, approved)).code).toBe('NOTHING_DUE')
  })

  it('adds to the order once a card challenge succeeds', () => {
    const { reference } = orderToChange(api)
    const key = changeOf(reference)
    addBag(key)
    const pending = pay(key, cardPayment('4000000000003220'))
    expect([pending.status, paymentRows(reference).n]).toEqual(['CHALLENGE_REQUIRED', 1])
    const done = completeChallenge(api, { challengeId: pending.challengeId ?? '', outcome: 'SUCCESS' })
    expect(done.order?.items.some((i) => i.kind === 'BAG')).toBe(true)
    expect(paymentRows(reference).n).toBe(2)
  })
})
