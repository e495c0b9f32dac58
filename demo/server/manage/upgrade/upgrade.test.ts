// @vitest-environment node
// Upgrading flights of a paid order to Business through the GraphQL server: an order
// booked through the resolvers, then an UPGRADE conversation on it (startTripChange) that
// reads the offers, chooses and pays.
import { beforeEach, describe, expect, it } from 'vitest'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import retrieveTripDocument from '../../../../core/api/retrieve-trip.graphql'
import selectUpgradeDocument from '../../../../core/api/select-upgrade.graphql'
import startTripChangeDocument from '../../../../core/api/start-trip-change.graphql'
import startUpgradeDocument from '../../../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../../../core/api/upgrade-offers.graphql'
import type {
  PurchaseMutation,
  RetrieveTripQuery,
  SelectUpgradeMutation,
  StartUpgradeMutation,
  UpgradeOffersQuery,
} from '../../../../core/api/generated/operations'
import type { OrderDetails } from '../../booking/order-details'
import type { Db } from '../../db/open'
import type { ApiDeps } from '../../graphql/context'
import { retrieveTrip } from '../../graphql/resolvers/retrieve-trip'
import { seatMap } from '../../graphql/resolvers/seats'
import { startTripChange } from '../../graphql/resolvers/start-trip-change'
import { adult } from '../../test-support/booking'
import { requestContext } from '../../test-support/shopping'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { approved, declined, lastName, lookup, moneyOf, newKey, paidTrip, soldOn } from '../../test-support/upgrade'
import { send } from '../../test-support/send'

let db: Db
let api: ApiDeps
beforeEach(() => {
  db = seededDb()
  api = seededApi(db)
})

/** Economy to Business on a flight of 4,001 to 8,000 km, per passenger: 690.00 USD (refund-rules.ts). */
const longHaulUsd = 69_000

async function startUpgrade(reference: string): Promise<string> {
  const started = await send<StartUpgradeMutation>(api, startUpgradeDocument, { lookup: lookup(reference) })
  expect(started.code).toBeUndefined()
  return started.issued ?? ''
}

const offersIn = async (key: string) =>
  (await send<UpgradeOffersQuery>(api, upgradeOffersDocument, {}, key)).data?.upgradeOffers ?? []

const select = (key: string, offerIds: string[]) =>
  send<SelectUpgradeMutation>(api, selectUpgradeDocument, { offerIds }, key)

const pay = (key: string, payment: typeof approved) =>
  send<PurchaseMutation>(api, purchaseDocument, { payment, idempotencyKey: newKey() }, key)

const tripOf = async (reference: string) =>
  (await send<RetrieveTripQuery>(api, retrieveTripDocument, { pnr: reference, last_name: lastName })).data?.retrieveTrip

const detailsOf = (reference: string) => api.booking.orders.details(reference) as OrderDetails
const orderRow = (reference: string) =>
  db.prepare('SELECT total, details, status FROM orders WHERE reference = ?').get(reference)

/** An UPGRADE conversation on a new paid order with the outbound chosen. */
async function outboundChosen(options: { withSeat?: boolean } = {}) {
  const reference = paidTrip(api, undefined, options.withSeat)
  const key = await startUpgrade(reference)
  const [outbound] = await offersIn(key)
  await select(key, [outbound?.id ?? ''])
  return { reference, key, offer: outbound }
}

describe('upgradeOffers', () => {
  it('offers each flight still to fly in Economy, priced by distance for the passengers with a seat', async () => {
    const key = await startUpgrade(paidTrip(api))
    const offers = await offersIn(key)
    expect(offers.map((o) => [o.segmentIndex, o.fromCabin, o.brandName, o.price.amount, o.selected])).toEqual([
      [0, 'Economy', 'Classic', longHaulUsd, false],
      [1, 'Economy', 'Classic', longHaulUsd, false],
    ])
    expect(offers[0]?.distanceKm).toBeGreaterThan(4_000)
  })

  it('says what Business includes: lounge, priority boarding, two bags, a lie-flat seat and a multi-course meal', async () => {
    const [offer] = await offersIn(await startUpgrade(paidTrip(api)))
    expect(offer?.includes).toEqual({
      cabin: 'Business',
      loungeAccess: true,
      priorityBoarding: true,
      checkedBags: 2,
      seatType: 'LIE_FLAT',
      meal: 'MULTI_COURSE',
    })
  })

  it('charges two adults twice and lets an infant on a lap fly free', async () => {
    const party = [adult('A1'), adult('A2'), adult('I1', { type: 'INF', dateOfBirth: '2025-12-01', infantOf: 'A1' })]
    const [offer] = await offersIn(await startUpgrade(paidTrip(api, party)))
    expect([offer?.pricePerPassenger.amount, offer?.price.amount]).toEqual([longHaulUsd, 2 * longHaulUsd])
  })

  it('takes the seat bought on that flight off the price', async () => {
    const reference = paidTrip(api, undefined, true)
    const seatPrice = detailsOf(reference).items.find((i) => i.kind === 'SEAT')?.price ?? 0
    const [offer] = await offersIn(await startUpgrade(reference))
    expect(seatPrice).toBeGreaterThan(0)
    expect([offer?.seatCredit.amount, offer?.total.amount]).toEqual([seatPrice, longHaulUsd - seatPrice])
  })

  it('answers NOT_AN_UPGRADE in a conversation that adds seats, bags and extras', async () => {
    const modify = await send(api, startTripChangeDocument, { lookup: lookup(paidTrip(api)) })
    expect((await send(api, upgradeOffersDocument, {}, modify.issued)).code).toBe('NOT_AN_UPGRADE')
  })
})

describe('selectUpgrade', () => {
  it('puts the chosen offers in the cart, whose total is what is due', async () => {
    const key = await startUpgrade(paidTrip(api))
    const ids = (await offersIn(key)).map((o) => o.id)
    const cart = (await select(key, ids)).data?.selectUpgrade
    expect(cart?.upgrade?.offers.map((o) => o.segmentIndex)).toEqual([0, 1])
    expect([cart?.upgrade?.total.amount, cart?.total.amount]).toEqual([2 * longHaulUsd, 2 * longHaulUsd])
    expect((await offersIn(key)).every((o) => o.selected)).toBe(true)
  })

  it('refuses an id that is not an offer of the trip with UNKNOWN_UPGRADE_OFFER', async () => {
    const key = await startUpgrade(paidTrip(api))
    expect((await select(key, ['UPG-9-1'])).code).toBe('UNKNOWN_UPGRADE_OFFER')
  })

  it('refuses a flight whose Business is full with UPGRADE_SOLD_OUT', async () => {
    const reference = paidTrip(api)
    const key = await startUpgrade(reference)
    const [offer] = await offersIn(key)
    api.shopping.inventory.sell(detailsOf(reference).segments[0]?.legId ?? 0, 'business', 500)
    expect((await select(key, [offer?.id ?? ''])).code).toBe('UPGRADE_SOLD_OUT')
  })
})

describe('purchase in an upgrade conversation', () => {
  it('refuses to pay before an upgrade is chosen with NO_UPGRADE_SELECTED', async () => {
    const key = await startUpgrade(paidTrip(api))
    expect((await pay(key, approved)).code).toBe('NO_UPGRADE_SELECTED')
  })

  it('flies every passenger of the flight in Business, the brand booked kept, and records what it was paid', async () => {
    const { reference, key } = await outboundChosen()
    const before = moneyOf(db, reference).paid
    expect((await pay(key, approved)).data?.purchase.status).toBe('CONFIRMED')
    const segments = (await tripOf(reference))?.order.segments
    expect(segments?.map((s) => [s.cabin, s.brandName, s.upgrade?.paid.amount ?? null])).toEqual([
      ['Business', 'Classic', longHaulUsd],
      ['Economy', 'Classic', null],
    ])
    expect(moneyOf(db, reference).paid - before).toBeGreaterThanOrEqual(longHaulUsd)
  })

  it('moves the place from the Economy fare bucket to Business', async () => {
    const { reference, key } = await outboundChosen()
    const legId = detailsOf(reference).segments[0]?.legId ?? 0
    const before = soldOn(db, legId)
    await pay(key, approved)
    const after = soldOn(db, legId)
    expect([after.classic, after.business]).toEqual([(before.classic ?? 0) - 1, (before.business ?? 0) + 1])
  })

  it('gives up the seat held on that flight and names it among the seats not kept, given up by the upgrade', async () => {
    const { reference, key } = await outboundChosen({ withSeat: true })
    const seat = detailsOf(reference).items.find((i) => i.kind === 'SEAT')
    await pay(key, approved)
    const held = db.prepare('SELECT COUNT(*) AS n FROM seat_holds WHERE order_reference = ?').get(reference)
    expect(held).toEqual({ n: 0 })
    expect(retrieveTrip(api, { lookup: lookup(reference) }, requestContext()).seatsNotKept).toEqual([
      { passengerId: 'A1', segmentIndex: 0, seatNumber: seat?.detail, reason: 'UPGRADED' },
    ])
  })

  it('writes an UPGRADED entry in the history with what was paid', async () => {
    const { reference, key } = await outboundChosen()
    const before = moneyOf(db, reference).paid
    await pay(key, approved)
    const entry = api.booking.history.of(reference).at(-1)
    expect([entry?.action, entry?.paid]).toEqual(['UPGRADED', moneyOf(db, reference).paid - before])
    // The flights upgraded as data (airline and number apart), for the trip page to word.
    const outbound = detailsOf(reference).segments[0]
    expect(entry?.details).toEqual({
      flights: [{ airlineCode: 'ZZ', flightNumber: outbound?.flightNumber }],
      seatsNotKept: expect.any(Number),
    })
  })

  it('changes nothing when the card is declined', async () => {
    const { reference, key } = await outboundChosen()
    const legId = detailsOf(reference).segments[0]?.legId ?? 0
    const before = { order: orderRow(reference), sold: soldOn(db, legId), money: moneyOf(db, reference) }
    expect((await pay(key, declined)).code).toBe('PAYMENT_DECLINED')
    expect({ order: orderRow(reference), sold: soldOn(db, legId), money: moneyOf(db, reference) }).toEqual(before)
  })

  it('refuses with UPGRADE_SOLD_OUT, nothing charged, when Business filled after the choice', async () => {
    const { reference, key } = await outboundChosen()
    api.shopping.inventory.sell(detailsOf(reference).segments[0]?.legId ?? 0, 'business', 500)
    const before = { order: orderRow(reference), money: moneyOf(db, reference) }
    expect((await pay(key, approved)).code).toBe('UPGRADE_SOLD_OUT')
    expect({ order: orderRow(reference), money: moneyOf(db, reference) }).toEqual(before)
  })

  it('then offers only the flight still in Economy, and asks to cancel the upgrade before a change or a cancel', async () => {
    const { reference, key } = await outboundChosen()
    await pay(key, approved)
    const trip = await tripOf(reference)
    const reasons = Object.fromEntries(trip?.actions.map((a) => [a.code, a.reason]) ?? [])
    expect(reasons).toMatchObject({
      UPGRADE: null,
      CANCEL_UPGRADE: null,
      CHANGE_FLIGHTS: 'UPGRADED',
      CANCEL: 'UPGRADED',
    })
    expect((await offersIn(await startUpgrade(reference))).map((o) => o.segmentIndex)).toEqual([1])
  })

  it('then lets a seat be chosen on the upgraded flight in Business, free', async () => {
    const { reference, key } = await outboundChosen()
    await pay(key, approved)
    const context = requestContext()
    startTripChange(api, { lookup: lookup(reference), flow: 'MODIFY' }, context)
    const map = seatMap(api, { segmentIndex: 0 }, requestContext(context.issued))
    const seats = map.rows.flatMap((r) => r.seats).filter((seat) => seat.available)
    expect(map.cabin).toBe('J')
    expect(seats.length).toBeGreaterThan(0)
    expect(seats.every((seat) => seat.price.amount === 0)).toBe(true)
  })
})
