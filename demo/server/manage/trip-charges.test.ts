// @vitest-environment node
// Trip.charges through the GraphQL server: a paid order upgraded, then its upgrade
// cancelled; the trip names the upgrade, never as a payment fee, and its lines add up to
// what was paid. The seat given up for Business was credited to the upgrade: its money is
// the upgrade's line now.
import { beforeEach, describe, expect, it } from 'vitest'
import cancelUpgradeConfirmDocument from '../../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeProductsDocument from '../../../core/api/cancel-upgrade-products.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import retrieveTripDocument from '../../../core/api/retrieve-trip.graphql'
import selectUpgradeDocument from '../../../core/api/select-upgrade.graphql'
import startUpgradeDocument from '../../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../../core/api/upgrade-offers.graphql'
import type {
  CancelUpgradeConfirmMutation,
  CancelUpgradeProductsMutation,
  PurchaseMutation,
  RetrieveTripQuery,
  SelectUpgradeMutation,
  StartUpgradeMutation,
  UpgradeOffersQuery,
} from '../../../core/api/generated/operations'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import { seededApi, seededDb } from '../test-support/seeded-api'
import { send } from '../test-support/send'
import { approved, lastName, lookup, moneyOf, newKey, paidTrip } from '../test-support/upgrade'

let db: Db
let api: ApiDeps
beforeEach(() => {
  db = seededDb()
  api = seededApi(db)
})

/** A new paid trip with its outbound upgraded and paid by card: its reference. */
async function upgradedTrip(): Promise<string> {
  const reference = paidTrip(api, undefined, true)
  const key = (await send<StartUpgradeMutation>(api, startUpgradeDocument, { lookup: lookup(reference) })).issued
  const offers = (await send<UpgradeOffersQuery>(api, upgradeOffersDocument, {}, key)).data?.upgradeOffers ?? []
  await send<SelectUpgradeMutation>(api, selectUpgradeDocument, { offerIds: [offers[0]?.id ?? ''] }, key)
  const paid = await send<PurchaseMutation>(api, purchaseDocument, { payment: approved, idempotencyKey: newKey() }, key)
  expect(paid.data?.purchase.status).toBe('CONFIRMED')
  return reference
}

const chargesOf = async (reference: string) => {
  const trip = (await send<RetrieveTripQuery>(api, retrieveTripDocument, { pnr: reference, last_name: lastName })).data
    ?.retrieveTrip
  const charges = Object.fromEntries(trip?.charges.map((c) => [c.kind, c.amount.amount]) ?? [])
  const sum = trip?.charges.reduce((a, c) => a + c.amount.amount, 0)
  return { charges, sum, total: trip?.order.total.amount }
}

describe('Trip.charges', () => {
  it('names an upgrade with the seat it took in, no payment fee left over on a Visa card, adding up to what was paid', async () => {
    const reference = await upgradedTrip()
    const { charges, sum, total } = await chargesOf(reference)
    expect(charges.UPGRADE).toBe(69_000)
    expect(charges.PAYMENT_FEES).toBeUndefined()
    expect([sum, total]).toEqual([moneyOf(db, reference).paid, moneyOf(db, reference).paid])
  })

  it('keeps naming an upgrade once cancelled, less the seat it gave back: what was paid stays paid, the refund is a refund', async () => {
    const reference = await upgradedTrip()
    const seatsWhileUpgraded = (await chargesOf(reference)).charges.SEATS ?? 0
    const started = await send<CancelUpgradeProductsMutation>(api, cancelUpgradeProductsDocument, {
      lookup: lookup(reference),
      segmentIndexes: [0],
    })
    const done = await send<CancelUpgradeConfirmMutation>(
      api,
      cancelUpgradeConfirmDocument,
      { confirmed: true },
      started.issued,
    )
    expect(done.code).toBeUndefined()
    const { charges, sum, total } = await chargesOf(reference)
    // The seat the upgrade took in as credit is the traveller's again (cancel-upgrade-seat.test.ts):
    // its price is on the seats line, not the upgrade's, and nothing is a seat given up.
    const seatBack = 69_000 - (charges.UPGRADE ?? 0)
    expect(seatBack).toBeGreaterThan(0)
    expect(charges.SEATS).toBe(seatsWhileUpgraded + seatBack)
    expect([charges.SEATS_GIVEN_UP, charges.PAYMENT_FEES]).toEqual([undefined, undefined])
    expect([sum, total]).toEqual([moneyOf(db, reference).paid, moneyOf(db, reference).paid])
  })
})
