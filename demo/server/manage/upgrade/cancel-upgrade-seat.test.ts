// @vitest-environment node
// Cancelling an upgrade over real HTTP gives back the seat the upgrade gave up (its price
// was taken off the upgrade's), or, when another traveller has taken it since, its price:
// a one-adult LHR-JFK order with a paid seat, upgraded, then the upgrade cancelled; what
// the database holds afterwards, in minor units.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import Database from '@rocicorp/zero-sqlite3'
import { describe, expect, it } from 'vitest'
import cancelUpgradeConfirmDocument from '../../../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeProductsDocument from '../../../../core/api/cancel-upgrade-products.graphql'
import holdSeatDocument from '../../../../core/api/hold-seat.graphql'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import seatMapDocument from '../../../../core/api/seat-map.graphql'
import selectUpgradeDocument from '../../../../core/api/select-upgrade.graphql'
import startUpgradeDocument from '../../../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../../../core/api/upgrade-offers.graphql'
import type {
  CancelUpgradeConfirmMutation,
  CancelUpgradeProductsMutation,
  HoldSeatMutation,
  PurchaseMutation,
  SeatMapQuery,
  UpgradeOffersQuery,
} from '../../../../core/api/generated/operations'
import { databaseFile } from '../../db/open'
import { bookedOverHttp, graphqlClient } from '../../test-support/http-booking'
import { serverPerFile } from '../../test-support/server-per-file'
import { lookup } from '../../test-support/upgrade'

let folder = ''
const server = serverPerFile('cancel-upgrade-seat', (root) => {
  folder = root
  return { root }
})
const call = () => graphqlClient(server.url)

const card = {
  type: 'CARD',
  card: { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' },
}

async function pay(key: string): Promise<string> {
  const paid = await call()<PurchaseMutation>(purchaseDocument, { payment: card, idempotencyKey: randomUUID() }, key)
  const reference = paid.body.data?.purchase.order?.reference
  if (!reference) throw new Error(`purchase failed: ${paid.body.errors?.[0]?.extensions.code}`)
  return reference
}

/** A paid seat free on the 5 June flight, not in an exit row. */
async function paidSeat(key: string): Promise<{ number: string }> {
  const map = await call()<SeatMapQuery>(seatMapDocument, { segmentIndex: 0 }, key)
  const seat = map.body.data?.seatMap.rows
    .flatMap((r) => r.seats)
    .find((s) => s.available && (s.price?.amount ?? 0) > 0 && !s.characteristics.includes('EXIT_ROW'))
  if (!seat) throw new Error('no paid seat free')
  return { number: seat.number }
}

/** A new one-adult order on the 5 June LHR-JFK flight in a seat, by default the first paid one free. */
async function orderWithSeat(seatNumber?: string): Promise<{ reference: string; seat: string; seatPrice: number }> {
  const key = await bookedOverHttp(call(), '2026-06-05')
  const seat = seatNumber ?? (await paidSeat(key)).number
  const held = await call()<HoldSeatMutation>(
    holdSeatDocument,
    { segmentIndex: 0, passengerId: 'A1', seatNumber: seat },
    key,
  )
  const seatPrice = held.body.data?.holdSeat.price?.amount
  if (seatPrice === undefined) throw new Error(`holdSeat failed: ${held.body.errors?.[0]?.extensions.code}`)
  return { reference: await pay(key), seat, seatPrice }
}

/** Upgrades the order's flight to Business; what the upgrade was paid. */
async function upgrade(reference: string): Promise<number> {
  const key = (await call()(startUpgradeDocument, { lookup: lookup(reference) })).execution ?? ''
  const offers = await call()<UpgradeOffersQuery>(upgradeOffersDocument, {}, key)
  const offer = offers.body.data?.upgradeOffers[0]
  if (!offer) throw new Error('no upgrade offer')
  await call()(selectUpgradeDocument, { offerIds: [offer.id] }, key)
  await pay(key)
  return offer.total.amount
}

/** Cancels the order's upgrade: the refund the products promised and the confirm's answer. */
async function cancelUpgrade(reference: string) {
  const products = await call()<CancelUpgradeProductsMutation>(cancelUpgradeProductsDocument, {
    lookup: lookup(reference),
    segmentIndexes: [0],
  })
  const key = products.execution ?? ''
  const confirmed = await call()<CancelUpgradeConfirmMutation>(cancelUpgradeConfirmDocument, { confirmed: true }, key)
  const result = confirmed.body.data?.cancelUpgradeConfirm
  if (!result) throw new Error(`cancelUpgradeConfirm failed: ${confirmed.body.errors?.[0]?.extensions.code}`)
  const quoted = products.body.data?.cancelUpgradeProducts
  return { promised: quoted?.refundable.amount, promisedSeats: quoted?.offers[0]?.seatsRefunded.amount, result }
}

/** What the database holds of the order: its seats sold, payments and refunds (minor units). */
function stored(reference: string) {
  const db = new Database(databaseFile(join(folder, 'data')), { readonly: true })
  try {
    const seats = db
      .prepare('SELECT seat_number AS seat, price FROM seat_holds WHERE order_reference = ? ORDER BY seat_number')
      .all(reference)
    const sum = (table: string) =>
      (
        db.prepare(`SELECT COALESCE(SUM(amount), 0) AS n FROM ${table} WHERE order_reference = ?`).get(reference) as {
          n: number
        }
      ).n
    return { seats, paid: sum('payments'), refunded: sum('refunds') }
  } finally {
    db.close()
  }
}

describe('cancelling an upgrade over HTTP', () => {
  it('gives the seat the upgrade gave up back to the traveller, at the price paid, and refunds the upgrade', async () => {
    const { reference, seat, seatPrice } = await orderWithSeat()
    const before = stored(reference)
    const upgradePaid = await upgrade(reference)
    const { promised, result } = await cancelUpgrade(reference)

    expect(Number.isInteger(seatPrice) && seatPrice > 0).toBe(true)
    expect([promised, result.amount.amount]).toEqual([upgradePaid, upgradePaid])
    expect(result.offers.map((o) => [o.paid.amount, o.seatsRefunded.amount, o.refundable.amount])).toEqual([
      [upgradePaid, 0, upgradePaid],
    ])
    expect(result.trip.seatsNotKept).toEqual([])
    expect(result.trip.order.segments[0]?.cabin).toBe('Economy')
    const after = stored(reference)
    expect(after.seats).toEqual([{ seat, price: seatPrice }])
    expect([after.paid, after.refunded]).toEqual([before.paid + upgradePaid, upgradePaid])
    // What the traveller is out of pocket is the booking with its seat, as before the upgrade.
    expect(after.paid - after.refunded).toBe(before.paid)
  }, 30_000)

  it('refunds the price of the seat when another traveller took it while the flight was upgraded', async () => {
    const { reference, seat, seatPrice } = await orderWithSeat()
    const before = stored(reference)
    const upgradePaid = await upgrade(reference)
    await orderWithSeat(seat)
    const { promised, promisedSeats, result } = await cancelUpgrade(reference)

    expect([promised, result.amount.amount]).toEqual([upgradePaid + seatPrice, upgradePaid + seatPrice])
    // The seat's price is named apart from the upgrade's, in the review and in the outcome.
    expect(promisedSeats).toBe(seatPrice)
    expect(result.offers.map((o) => [o.paid.amount, o.seatsRefunded.amount, o.refundable.amount])).toEqual([
      [upgradePaid, seatPrice, upgradePaid + seatPrice],
    ])
    expect(result.trip.seatsNotKept).toEqual([])
    const after = stored(reference)
    expect(after.seats).toEqual([])
    expect(after.refunded).toBe(upgradePaid + seatPrice)
    expect(after.paid - after.refunded).toBe(before.paid - seatPrice)
  }, 30_000)
})
