// @vitest-environment node
// Cancelling an upgrade through the GraphQL server: an order upgraded on its outbound,
// then its cancel-upgrade offers, products (the conversation) and confirm.
import { beforeEach, describe, expect, it } from 'vitest'
import cancelUpgradeConfirmDocument from '../../../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeOffersDocument from '../../../../core/api/cancel-upgrade-offers.graphql'
import cancelUpgradeProductsDocument from '../../../../core/api/cancel-upgrade-products.graphql'
import holdSeatDocument from '../../../../core/api/hold-seat.graphql'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import selectUpgradeDocument from '../../../../core/api/select-upgrade.graphql'
import startTripChangeDocument from '../../../../core/api/start-trip-change.graphql'
import tripSeatMapDocument from '../../../../core/api/trip-seat-map.graphql'
import startUpgradeDocument from '../../../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../../../core/api/upgrade-offers.graphql'
import type {
  CancelUpgradeConfirmMutation,
  CancelUpgradeOffersMutation,
  CancelUpgradeProductsMutation,
  TripSeatMapQuery,
  UpgradeOffersQuery,
} from '../../../../core/api/generated/operations'
import type { OrderDetails } from '../../booking/order-details'
import type { Db } from '../../db/open'
import type { ApiDeps } from '../../graphql/context'
import { departureInstant } from '../segment-instants'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { approved, lookup, moneyOf, newKey, paidTrip, soldOn } from '../../test-support/upgrade'
import { send } from '../../test-support/send'

let db: Db
let api: ApiDeps
let clock = frozenNow
beforeEach(() => {
  db = seededDb()
  clock = frozenNow
  api = seededApi(db, () => clock)
})

/** Economy to Business on a flight of 4,001 to 8,000 km, one passenger: 690.00 USD (refund-rules.ts). */
const upgradePaid = 69_000
const hourMs = 3_600_000

/** A paid round trip whose outbound is upgraded to Business. */
async function upgradedTrip(): Promise<string> {
  const reference = paidTrip(api)
  const key = (await send(api, startUpgradeDocument, { lookup: lookup(reference) })).issued
  const offers = (await send<UpgradeOffersQuery>(api, upgradeOffersDocument, {}, key)).data?.upgradeOffers ?? []
  await send(api, selectUpgradeDocument, { offerIds: [offers[0]?.id ?? ''] }, key)
  const paid = await send(api, purchaseDocument, { payment: approved, idempotencyKey: newKey() }, key)
  expect(paid.code).toBeUndefined()
  return reference
}

const detailsOf = (reference: string) => api.booking.orders.details(reference) as OrderDetails

const offersOf = async (reference: string) =>
  send<CancelUpgradeOffersMutation>(api, cancelUpgradeOffersDocument, { lookup: lookup(reference) })

/** Starts the cancel-upgrade conversation on the outbound; answers its key and products. */
async function products(reference: string, segmentIndexes = [0]) {
  const answer = await send<CancelUpgradeProductsMutation>(api, cancelUpgradeProductsDocument, {
    lookup: lookup(reference),
    segmentIndexes,
  })
  return { key: answer.issued, answer }
}

const confirm = (key: string | undefined, confirmed = true) =>
  send<CancelUpgradeConfirmMutation>(api, cancelUpgradeConfirmDocument, { confirmed }, key)

describe('cancelUpgradeOffers', () => {
  it('lists the upgraded flight with what it was paid and, before check-in opens, all of it refundable', async () => {
    const offers = (await offersOf(await upgradedTrip())).data?.cancelUpgradeOffers
    expect(offers?.map((o) => [o.segmentIndex, o.toCabin, o.toBrandName, o.paid.amount, o.refundable.amount])).toEqual([
      [0, 'Economy', 'Classic', upgradePaid, upgradePaid],
    ])
  })

  it('refunds nothing once check-in has opened for the flight', async () => {
    const reference = await upgradedTrip()
    const outbound = detailsOf(reference).segments[0]
    if (!outbound) throw new Error('no outbound')
    clock = departureInstant(api.catalog, outbound) - 29 * hourMs
    const [offer] = (await offersOf(reference)).data?.cancelUpgradeOffers ?? []
    expect([offer?.paid.amount, offer?.refundable.amount]).toEqual([upgradePaid, 0])
  })

  it('refuses a trip without an upgrade with NOT_UPGRADED', async () => {
    expect((await offersOf(paidTrip(api))).code).toBe('NOT_UPGRADED')
  })
})

describe('cancelUpgradeProducts', () => {
  it('says what comes back and to which card, and starts the conversation', async () => {
    const { key, answer } = await products(await upgradedTrip())
    const products_ = answer.data?.cancelUpgradeProducts
    expect(key).toBeTruthy()
    expect(products_?.refundable.amount).toBe(upgradePaid)
    expect(products_?.payments.map((p) => [p.type, p.last4, p.amount.amount])).toEqual([['CARD', '1111', upgradePaid]])
  })

  it('refuses a flight without an upgrade with UPGRADE_NOT_FOUND', async () => {
    const { answer } = await products(await upgradedTrip(), [1])
    expect(answer.code).toBe('UPGRADE_NOT_FOUND')
  })
})

describe('cancelUpgradeConfirm', () => {
  it('refuses without the traveller’s confirmation, nothing changed', async () => {
    const reference = await upgradedTrip()
    const { key } = await products(reference)
    expect((await confirm(key, false)).code).toBe('CONFIRMATION_REQUIRED')
    expect(detailsOf(reference).segments[0]?.upgrade).toBeDefined()
  })

  it('puts the flight back in Economy and refunds what the upgrade was paid to the card', async () => {
    const reference = await upgradedTrip()
    const { key } = await products(reference)
    const result = (await confirm(key)).data?.cancelUpgradeConfirm
    expect(result?.amount.amount).toBe(upgradePaid)
    expect(result?.trip.order.segments.map((s) => [s.cabin, s.upgrade])).toEqual([
      ['Economy', null],
      ['Economy', null],
    ])
    expect(moneyOf(db, reference)).toMatchObject({ refunded: upgradePaid, refunds: 1 })
  })

  it('gives the Business place back and takes the Economy one again', async () => {
    const reference = await upgradedTrip()
    const legId = detailsOf(reference).segments[0]?.legId ?? 0
    const before = soldOn(db, legId)
    await confirm((await products(reference)).key)
    const after = soldOn(db, legId)
    expect([after.classic, after.business]).toEqual([(before.classic ?? 0) + 1, (before.business ?? 0) - 1])
  })

  it('names a Business seat chosen while upgraded among the seats not kept, given up by the cancel', async () => {
    const reference = await upgradedTrip()
    const key = (await send(api, startTripChangeDocument, { lookup: lookup(reference) })).issued
    const map = (await send<TripSeatMapQuery>(api, tripSeatMapDocument, { segmentIndex: 0 }, key)).data?.seatMap
    const seat = map?.rows.flatMap((r) => r.seats).find((s) => s.available)?.number ?? ''
    const passengerId = detailsOf(reference).passengers[0]?.id ?? ''
    await send(api, holdSeatDocument, { segmentIndex: 0, passengerId, seatNumber: seat }, key)
    expect((await send(api, purchaseDocument, { payment: { type: 'NONE' }, idempotencyKey: newKey() }, key)).code).toBe(
      undefined,
    )
    const result = (await confirm((await products(reference)).key)).data?.cancelUpgradeConfirm
    expect([map?.cabin, result?.trip.seatsNotKept]).toEqual([
      'J',
      [{ passengerId, segmentIndex: 0, seatNumber: seat, reason: 'UPGRADE_CANCELLED' }],
    ])
  })

  it('writes an UPGRADE_CANCELLED entry in the history with the refund', async () => {
    const reference = await upgradedTrip()
    const { key } = await products(reference)
    const refundReference = (await confirm(key)).data?.cancelUpgradeConfirm.refundReference
    const entry = api.booking.history.of(reference).at(-1)
    expect([entry?.action, entry?.refunded]).toEqual(['UPGRADE_CANCELLED', upgradePaid])
    // The flights back in the cabin booked and the refund's reference, as data for the trip page to word.
    const outbound = detailsOf(reference).segments[0]
    expect(entry?.details).toEqual({
      flights: [{ airlineCode: 'ZZ', flightNumber: outbound?.flightNumber }],
      refundReference,
    })
  })

  it('refunds once among 20 parallel confirms in two conversations: the other is told the upgrade is gone', async () => {
    const reference = await upgradedTrip()
    const first = (await products(reference)).key
    const second = (await products(reference)).key
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => confirm(i % 2 === 0 ? first : second)))
    const refunds = new Set(answers.flatMap((a) => a.data?.cancelUpgradeConfirm.refundReference ?? []))
    const refused = answers.flatMap((a) => (a.code === undefined ? [] : [a.code]))
    expect(refunds.size).toBe(1)
    expect(refused).toEqual(Array.from({ length: 10 }, () => 'UPGRADE_NOT_FOUND'))
    const money = moneyOf(db, reference)
    expect([money.refunds, money.refunded]).toEqual([1, upgradePaid])
    expect(money.refunded).toBeLessThanOrEqual(money.paid)
  })
})
