// @vitest-environment node
// Cancel and refund through the GraphQL schema: an order booked through the resolvers,
// then the details, the review and the confirm in one conversation.
import { graphql } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import cancelAndRefundConfirmDocument from '../../../../core/api/cancel-and-refund-confirm.graphql'
import getCancelAndRefundReviewDocument from '../../../../core/api/get-cancel-and-refund-review.graphql'
import getCancelAndRefundDocument from '../../../../core/api/get-cancel-and-refund.graphql'
import type {
  CancelAndRefundConfirmMutation,
  CancelAndRefundConfirmMutationVariables,
  GetCancelAndRefundMutation,
  GetCancelAndRefundMutationVariables,
  GetCancelAndRefundReviewMutation,
  GetCancelAndRefundReviewMutationVariables,
  PnrQueryInput,
} from '../../../../core/api/generated/operations'
import type { Db } from '../../db/open'
import type { ApiDeps } from '../../graphql/context'
import { createRootValue, schema } from '../../graphql/schema'
import { applyScheduleChange } from '../apply-schedule-change'
import { adult } from '../../test-support/booking'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { bookedTrip, type BookedTrip, type TripOptions } from '../../test-support/trip'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

interface Answer<T> {
  data?: T | null
  errors?: ReadonlyArray<{ extensions: Record<string, unknown> }>
}

async function run<T>(source: string, variables: Record<string, unknown>, execution?: string) {
  const context = requestContext(execution)
  const answer = (await graphql({
    schema,
    source,
    rootValue: createRootValue(api),
    contextValue: context,
    variableValues: variables,
  })) as Answer<T>
  return { ...answer, code: answer.errors?.[0]?.extensions.code, execution: context.issued }
}

const pnrQueryOf = (trip: BookedTrip, more: Partial<PnrQueryInput> = {}): PnrQueryInput => ({
  pnr: trip.reference,
  lastName: trip.lastName,
  ...more,
})
const details = (trip: BookedTrip, more: Partial<PnrQueryInput> = {}) =>
  run<GetCancelAndRefundMutation>(getCancelAndRefundDocument, {
    pnrQuery: pnrQueryOf(trip, more),
  } satisfies GetCancelAndRefundMutationVariables)
const review = (execution: string | undefined, variables: GetCancelAndRefundReviewMutationVariables = {}) =>
  run<GetCancelAndRefundReviewMutation>(getCancelAndRefundReviewDocument, variables, execution)
const confirm = (execution: string | undefined, variables: Partial<CancelAndRefundConfirmMutationVariables> = {}) =>
  run<CancelAndRefundConfirmMutation>(
    cancelAndRefundConfirmDocument,
    { confirmed: true, ...variables } satisfies CancelAndRefundConfirmMutationVariables,
    execution,
  )

const paidOf = (reference: string) =>
  (db.prepare('SELECT SUM(amount) AS paid FROM payments WHERE order_reference = ?').get(reference) as { paid: number })
    .paid
const refundRows = (reference: string) =>
  db.prepare('SELECT target, amount FROM refunds WHERE order_reference = ?').all(reference) as Array<{
    target: string
    amount: number
  }>
const soldSeats = (reference: string) =>
  db
    .prepare('SELECT passenger_id AS passenger, segment_index AS segment FROM seat_holds WHERE order_reference = ?')
    .all(reference)
const usdFee = 10_000
const twoAdults: TripOptions = { passengers: [adult('A1'), adult('A2', { givenName: 'Bea' })] }

/** A trip and a started conversation on it (the whole order). */
async function started(options: TripOptions = {}, more: Partial<PnrQueryInput> = {}) {
  const trip = bookedTrip(api, options)
  const answer = await details(trip, more)
  return { trip, answer, key: answer.execution }
}

describe('getCancelAndRefund', () => {
  it('starts a conversation: its key in the execution header', async () => {
    const { answer } = await started()
    expect(answer.errors).toBeUndefined()
    expect(answer.execution).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })

  it('lists every passenger on every flight, adding up to the whole order’s fare and taxes', async () => {
    const { trip, answer } = await started()
    const d = answer.data?.getCancelAndRefund.originalResponse
    const order = api.booking.orders.order(trip.reference)
    const lines = d?.lines ?? []
    expect([d?.wholeOrder, lines.map((l) => [l.passengerId, l.segmentIndex])]).toEqual([
      true,
      [
        ['A1', 0],
        ['A1', 1],
      ],
    ])
    expect(lines.reduce((a, l) => a + l.fare.amount + l.taxes.amount, 0)).toBe(order?.total)
  })

  it('gives a Classic trip back all but the fee of USD 100 per passenger', async () => {
    const { trip, answer } = await started()
    const d = answer.data?.getCancelAndRefund.originalResponse
    expect(d?.refundable.amount).toBe(paidOf(trip.reference) - usdFee)
    expect(d?.lost.amount).toBe(usdFee)
    expect(d?.rules.map((r) => [r.brandId, r.refund, r.cancellationFee.amount])).toEqual([['classic', 'FEE', usdFee]])
  })

  it('gives a Light trip back its taxes only', async () => {
    const { answer } = await started({ brandId: 'light' })
    const d = answer.data?.getCancelAndRefund.originalResponse
    const taxes = d?.lines.reduce((a, l) => a + l.taxes.amount, 0)
    expect([d?.refundable.amount, d?.partialAllowed]).toEqual([taxes, false])
  })

  it('names what the lines and items leave of what was paid: a seat’s trip adds up to the cent', async () => {
    const { trip, answer } = await started({ brandId: 'light', withSeat: true })
    const d = answer.data?.getCancelAndRefund.originalResponse
    const sum = (values: number[] = []) => values.reduce((a, v) => a + v, 0)
    const onLines =
      sum(d?.lines.map((l) => l.fare.amount + l.taxes.amount)) +
      sum(d?.items.map((i) => i.price.amount)) +
      sum(d?.charges.map((c) => c.paid.amount))
    expect(d?.items.map((i) => i.kind)).toEqual(['SEAT'])
    expect([onLines, d?.paid.amount]).toEqual([paidOf(trip.reference), paidOf(trip.reference)])
    expect((d?.refundable.amount ?? 0) + (d?.lost.amount ?? 0)).toBe(d?.paid.amount)
  })

  it('gives everything back, with no fee, while a significant schedule change waits', async () => {
    const trip = bookedTrip(api, { brandId: 'light', withSeat: true })
    applyScheduleChange(
      api.booking,
      api.catalog,
      { reference: trip.reference, segmentIndex: 0, minutes: 240 },
      api.now(),
    )
    const d = (await details(trip)).data?.getCancelAndRefund.originalResponse
    expect([d?.scheduleChangeRefund, d?.refundable.amount, d?.lost.amount]).toEqual([true, paidOf(trip.reference), 0])
  })

  it('keeps the fare rules after a schedule change under 3 hours', async () => {
    const trip = bookedTrip(api, { brandId: 'light' })
    applyScheduleChange(
      api.booking,
      api.catalog,
      { reference: trip.reference, segmentIndex: 0, minutes: 90 },
      api.now(),
    )
    const d = (await details(trip)).data?.getCancelAndRefund.originalResponse
    const taxes = d?.lines.reduce((a, l) => a + l.taxes.amount, 0)
    expect([d?.scheduleChangeRefund, d?.refundable.amount]).toEqual([false, taxes])
  })

  it('refuses a trip not found with the lookup’s error', async () => {
    const trip = bookedTrip(api)
    expect((await details({ ...trip, lastName: 'Nobody' })).code).toBe('TRIP_NOT_FOUND')
  })

  it('refuses a held trip: pay it first', async () => {
    expect((await started({ held: true })).answer.code).toBe('ORDER_HELD')
  })
})

describe('getCancelAndRefundReview', () => {
  it('offers the original payment, to the card paid with, and a travel credit without the fee', async () => {
    const { trip, key } = await started()
    const options = (await review(key)).data?.getCancelAndRefundReview.originalResponse.options
    const paid = paidOf(trip.reference)
    expect(options?.map((o) => [o.target, o.amount.amount])).toEqual([
      ['ORIGINAL_PAYMENT', paid - usdFee],
      ['TRAVEL_CREDIT', paid],
    ])
    expect(options?.[0]?.payments).toEqual([
      {
        type: 'CARD',
        cardType: 'VISA',
        last4: '1111',
        amount: { amount: paid - usdFee, currency: 'USD' },
        // Charged in the order's currency: the card gets back the same.
        charged: { amount: paid - usdFee, currency: 'USD' },
      },
    ])
    expect(options?.[1]?.validUntil).toBe('2027-06-01')
  })

  it('takes a new choice of passengers from pnrQuery', async () => {
    const { trip, key } = await started(twoAdults)
    const changed = await review(key, { pnrQuery: pnrQueryOf(trip, { passengerIds: ['A2'] }) })
    expect(changed.data?.getCancelAndRefundReview.originalResponse.details.passengerIds).toEqual(['A2'])
    const confirmed = await confirm(key)
    expect(confirmed.data?.cancelAndRefundConfirm.originalResponse.trip.order.passengers.map((p) => p.id)).toEqual([
      'A1',
    ])
  })

  it('answers without a live conversation ERR.SSW.CLIENT.INVALID_REQUEST', async () => {
    expect((await review('no-such-key')).code).toBe('ERR.SSW.CLIENT.INVALID_REQUEST')
  })
})

describe('cancelAndRefundConfirm', () => {
  it('refuses without the traveller’s confirmation, and nothing changes', async () => {
    const { trip, key } = await started()
    expect((await confirm(key, { confirmed: false })).code).toBe('CONFIRMATION_REQUIRED')
    expect([api.booking.orders.order(trip.reference)?.status, refundRows(trip.reference)]).toEqual(['CONFIRMED', []])
  })

  it('cancels the whole order, releases its seats and refunds to the card all but the fee and the seat', async () => {
    const { trip, key, answer: quoted } = await started({ withSeat: true })
    const seat = quoted.data?.getCancelAndRefund.originalResponse.items[0]
    expect([seat?.kind, seat?.refundable.amount]).toEqual(['SEAT', 0])
    const answer = await confirm(key)
    const result = answer.data?.cancelAndRefundConfirm.originalResponse
    expect(result?.refundReference).toMatch(/^R[A-HJKMNP-Z2-9]{9}$/)
    expect([result?.target, result?.amount.amount]).toEqual([
      'ORIGINAL_PAYMENT',
      paidOf(trip.reference) - usdFee - (seat?.price.amount ?? 0),
    ])
    expect(result?.trip.order.status).toBe('CANCELLED')
    expect(soldSeats(trip.reference)).toEqual([])
  })

  it('keeps a cancelled passenger’s share as a named line of the trip, which still adds up to what was paid', async () => {
    const { trip, key, answer: quoted } = await started(twoAdults, { passengerIds: ['A2'] })
    const d = quoted.data?.getCancelAndRefund.originalResponse
    const cancelledWorth = (d?.lines ?? []).reduce((a, l) => a + l.fare.amount + l.taxes.amount, 0)
    const after = (await confirm(key)).data?.cancelAndRefundConfirm.originalResponse.trip
    const charges = after?.charges ?? []
    expect(charges.find((c) => c.kind === 'CANCELLED')?.amount.amount).toBe(cancelledWorth)
    expect(charges.reduce((a, c) => a + c.amount.amount, 0)).toBe(after?.order.total.amount)
    expect(after?.order.total.amount).toBe(paidOf(trip.reference))
  })

  it('gives the cancelled passengers’ seats back to the inventory, on every flight', async () => {
    const sold = () =>
      db.prepare<[], number>("SELECT sum(sold) FROM seat_inventory WHERE brand_id = 'classic'").pluck().get() ?? 0
    const { key } = await started(twoAdults, { passengerIds: ['A2'] })
    const before = sold()
    await confirm(key)
    // one passenger on each of the round trip's two flights
    expect(sold()).toBe(before - 2)
  })

  it('records the cancel in the trip’s history with the amount refunded and the refund’s reference', async () => {
    const { trip, key } = await started()
    const answer = (await confirm(key)).data?.cancelAndRefundConfirm.originalResponse
    const history = answer?.trip.history
    expect(history?.map((h) => [h.actor, h.action, h.paid?.amount ?? null, h.refunded?.amount ?? null])).toEqual([
      ['TRAVELLER', 'BOOKED', paidOf(trip.reference), null],
      ['TRAVELLER', 'CANCELLED', null, paidOf(trip.reference) - usdFee],
    ])
    expect(history?.map((h) => h.refundReference)).toEqual([null, answer?.refundReference])
  })

  it('answers a confirm sent again with the same refund, refunding once', async () => {
    const { trip, key } = await started()
    const first = (await confirm(key)).data?.cancelAndRefundConfirm.originalResponse.refundReference
    const again = (await confirm(key)).data?.cancelAndRefundConfirm.originalResponse.refundReference
    expect(again).toBe(first)
    expect(refundRows(trip.reference)).toHaveLength(1)
  })

  it('refuses a second conversation’s confirm once the order is cancelled', async () => {
    const trip = bookedTrip(api)
    const one = (await details(trip)).execution
    const two = (await details(trip)).execution
    await confirm(one)
    expect((await confirm(two)).code).toBe('ORDER_CANCELLED')
    expect(refundRows(trip.reference)).toHaveLength(1)
  })

  it('issues a travel credit, its code sent to the contact email', async () => {
    const { trip, key } = await started()
    const result = (await confirm(key, { selectedRefundTarget: 'TRAVEL_CREDIT' })).data?.cancelAndRefundConfirm
      .originalResponse
    expect(result?.travelCreditCode).toMatch(/^TC[A-HJKMNP-Z2-9]{12}$/)
    expect([result?.amount.amount, result?.creditSentTo, result?.payments]).toEqual([
      paidOf(trip.reference),
      'ada@example.com',
      [],
    ])
  })

  it('cancels one passenger: the others keep flying, the fare and taxes without theirs', async () => {
    const { trip, key, answer } = await started(twoAdults, { passengerIds: ['A2'] })
    const gone = answer.data?.getCancelAndRefund.originalResponse.lines ?? []
    const before = api.booking.orders.details(trip.reference) as { fare: number }
    const order = (await confirm(key)).data?.cancelAndRefundConfirm.originalResponse.trip.order
    expect([order?.status, order?.passengers.map((p) => p.id)]).toEqual(['CONFIRMED', ['A1']])
    expect(order?.fare.amount).toBe(before.fare - gone.reduce((a, l) => a + l.fare.amount, 0))
  })

  it('cancels the return: the outbound stays', async () => {
    const { key } = await started({}, { partIndexes: [1] })
    const order = (await confirm(key)).data?.cancelAndRefundConfirm.originalResponse.trip.order
    expect([order?.status, order?.segments.map((s) => s.partIndex)]).toEqual(['CONFIRMED', [0]])
  })

  it('never refunds more than was paid, over several partial cancels', async () => {
    const { trip, key } = await started(twoAdults, { passengerIds: ['A2'] })
    await confirm(key)
    const rest = (await details(trip)).execution
    await confirm(rest, { selectedRefundTarget: 'TRAVEL_CREDIT' })
    const refunded = refundRows(trip.reference).reduce((a, r) => a + r.amount, 0)
    expect(refunded).toBeLessThanOrEqual(paidOf(trip.reference))
    expect(api.booking.orders.order(trip.reference)?.status).toBe('CANCELLED')
  })
})
