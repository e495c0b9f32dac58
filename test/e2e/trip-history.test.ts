// The booking history in the traveller's language: an order the booking API really made,
// its outbound upgraded to Business and the upgrade cancelled through the API, then the
// trip page in German names each change and its flight ("Flüge: ZZ 5") from the parts the
// API gives, with no English sentence of the server's in it.
import { describe, expect, test } from 'vitest'
import cancelUpgradeConfirmDocument from '../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeProductsDocument from '../../core/api/cancel-upgrade-products.graphql'
import purchaseDocument from '../../core/api/purchase.graphql'
import selectUpgradeDocument from '../../core/api/select-upgrade.graphql'
import startUpgradeDocument from '../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../core/api/upgrade-offers.graphql'
import type {
  CancelUpgradeConfirmMutation,
  CancelUpgradeProductsMutation,
  PurchaseMutation,
  SelectUpgradeMutation,
  StartUpgradeMutation,
  UpgradeOffersQuery,
} from '../../core/api/generated/operations'
import { bookingE2e, callApi, familyTrip } from './booking'
import { readOrder } from './orders'
import { waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { card, openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

/** The outbound of the order upgraded, paid by card, then the upgrade cancelled; the refund's reference. */
async function upgradeThenCancel(reference: string): Promise<string> {
  const lookup = { pnr: reference, lastName: 'Lovelace' }
  const started = await callApi<StartUpgradeMutation>(e2e.dxOrigin, startUpgradeDocument, { lookup })
  const key = started.execution ?? ''
  const offers = await callApi<UpgradeOffersQuery>(e2e.dxOrigin, upgradeOffersDocument, {}, key)
  const outbound = offers.data?.upgradeOffers.find((offer) => offer.segmentIndex === 0)
  await callApi<SelectUpgradeMutation>(e2e.dxOrigin, selectUpgradeDocument, { offerIds: [outbound?.id] }, key)
  const paid = await callApi<PurchaseMutation>(
    e2e.dxOrigin,
    purchaseDocument,
    { payment: card, idempotencyKey: crypto.randomUUID() },
    key,
  )
  if (!paid.data?.purchase.order) throw new Error(`the upgrade was not paid: ${JSON.stringify(paid.errors)}`)
  const products = await callApi<CancelUpgradeProductsMutation>(e2e.dxOrigin, cancelUpgradeProductsDocument, {
    lookup,
    segmentIndexes: [0],
  })
  const cancelled = await callApi<CancelUpgradeConfirmMutation>(
    e2e.dxOrigin,
    cancelUpgradeConfirmDocument,
    { confirmed: true },
    products.execution ?? '',
  )
  const refund = cancelled.data?.cancelUpgradeConfirm.refundReference
  if (!refund) throw new Error(`the upgrade was not cancelled: ${JSON.stringify(cancelled.errors)}`)
  return refund
}

describe('the booking history', () => {
  test('names an upgrade and its cancel in German, with the flight as every page writes it', async () => {
    const reference = await order(e2e, trip, card)
    const refund = await upgradeThenCancel(reference)
    // The order keeps the flight as "ZZ5": the page writes "ZZ 5".
    const booked = readOrder(e2e.dataDir, reference)?.details.segments[0]?.flight ?? ''
    const flight = `${booked.slice(0, 2)} ${booked.slice(2)}`
    const watched = await openTripPage(e2e, `#/b2c/myb?pnr=${reference}&lastName=Lovelace&locale=de-DE`)
    try {
      await waitForShadowText(storefront(watched.page), /Upgrade storniert/, 20_000)
      const history = storefront(watched.page).locator('.dx-mb-history')
      const text = (await history.textContent()) ?? ''
      for (const line of [
        'Upgrade in die Business Class',
        `Flüge: ${flight}`,
        `Wieder in der gebuchten Kabine: ${flight}`,
        `(Erstattungsreferenz ${refund})`,
      ])
        expect(text).toContain(line)
      expect(text).not.toMatch(/Upgraded|cancelled|ZZ\d/)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
