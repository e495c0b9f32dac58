// @vitest-environment node
// A cancel quoted after the order's money moved: a flight change to a cheaper Flex fare
// (its difference back to the card), an upgrade cancelled, one passenger cancelled. The
// quote's lines, items and charges add up to its `paid`, which is what the ledger still
// holds (charged less given back); each line names what the trip page names (no refund
// counted twice as a payment fee), and the refund never gives back more than is held.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import cancelAndRefundConfirmDocument from '../../../../core/api/cancel-and-refund-confirm.graphql'
import cancelUpgradeConfirmDocument from '../../../../core/api/cancel-upgrade-confirm.graphql'
import cancelUpgradeProductsDocument from '../../../../core/api/cancel-upgrade-products.graphql'
import getCancelAndRefundDocument from '../../../../core/api/get-cancel-and-refund.graphql'
import purchaseDocument from '../../../../core/api/purchase.graphql'
import retrieveTripDocument from '../../../../core/api/retrieve-trip.graphql'
import selectUpgradeDocument from '../../../../core/api/select-upgrade.graphql'
import startUpgradeDocument from '../../../../core/api/start-upgrade.graphql'
import upgradeOffersDocument from '../../../../core/api/upgrade-offers.graphql'
import type {
  CancelAndRefundConfirmMutation,
  GetCancelAndRefundMutation,
  PurchaseMutation,
  RetrieveTripQuery,
  UpgradeOffersQuery,
} from '../../../../core/api/generated/operations'
import type { OrderDetails } from '../../booking/order-details'
import type { Db } from '../../db/open'
import type { ApiDeps } from '../../graphql/context'
import { addItinerary } from '../../graphql/resolvers/add-itinerary'
import { purchase } from '../../graphql/resolvers/purchase'
import { searchFlights } from '../../graphql/resolvers/search-flights'
import { adult, roundTrip } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { send } from '../../test-support/send'
import { criteria, requestContext } from '../../test-support/shopping'
import { bookedTrip } from '../../test-support/trip'
import { tripChange } from '../../test-support/trip-change'
import { applyScheduleChange } from '../apply-schedule-change'
import { approved, lastName, lookup, newKey } from '../../test-support/upgrade'

let db: Db
let api: ApiDeps
let now = frozenNow
beforeEach(() => {
  now = frozenNow
  db = seededDb()
  api = seededApi(db, () => now)
})

type Quote = GetCancelAndRefundMutation['getCancelAndRefund']['originalResponse']
const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0)

/** The order's ledger: charged, and given back (refunds and credits). */
function ledgerOf(reference: string) {
  const of = (kinds: string) =>
    (
      db
        .prepare(
          `SELECT COALESCE(SUM(amount), 0) AS n FROM order_ledger WHERE order_reference = ? AND kind IN (${kinds})`,
        )
        .get(reference) as { n: number }
    ).n
  return { charged: of("'CHARGE'"), back: of("'REFUND', 'CREDIT'") }
}

/** The order's outbound changed to the first Classic flight two days later (Flex booked: the difference is refunded). */
function cheaperChange(reference: string) {
  const { key, answer } = tripChange(api, reference, 'EXCHANGE')
  const [outbound, inbound] = roundTrip
  const parts = [
    { ...outbound, date: '2026-06-07' },
    { ...inbound, selectedOfferRef: answer.parts[1]?.offerRef },
  ]
  const found = searchFlights(
    api,
    { criteria: criteria({ exchangeType: 'VOLUNTARY', passengers: null }, parts as typeof roundTrip) },
    requestContext(key),
  )
  const offer = found.offers?.offers.flatMap((o) => o.brandOffers).find((b) => b.brandId === 'classic')
  const { change } = addItinerary(
    api,
    { offerRefs: [offer?.offerRef ?? '', answer.parts[1]?.offerRef ?? ''] },
    requestContext(key),
  )
  expect([change?.residualTreatment, (change?.residual.amount ?? 0) > 0]).toEqual(['REFUND', true])
  purchase(api, { payment: { type: 'NONE' }, idempotencyKey: randomUUID() }, requestContext(key))
  return change?.residual.amount ?? 0
}

async function quoteOf(reference: string, passengerIds?: string[]) {
  const pnrQuery = { pnr: reference, lastName, ...(passengerIds ? { passengerIds } : {}) }
  const answer = await send<GetCancelAndRefundMutation>(api, getCancelAndRefundDocument, { pnrQuery })
  const quote = answer.data?.getCancelAndRefund.originalResponse
  if (!quote) throw new Error(`no quote: ${String(answer.code)}`)
  return { quote, key: answer.issued }
}

const linesOf = (quote: Quote) =>
  sum(quote.lines.map((l) => l.fare.amount + l.taxes.amount)) +
  sum(quote.items.map((i) => i.price.amount)) +
  sum(quote.charges.map((c) => c.paid.amount))
const chargeOf = (quote: Quote, kind: string) => quote.charges.find((c) => c.kind === kind)?.paid.amount ?? 0

async function tripChargesOf(reference: string) {
  const answer = await send<RetrieveTripQuery>(api, retrieveTripDocument, { pnr: reference, last_name: lastName })
  return Object.fromEntries(answer.data?.retrieveTrip.charges.map((c) => [c.kind, c.amount.amount]) ?? [])
}

/** The quote adds up to its paid, which is what the ledger holds, and refunds no more than that. */
function expectQuoteHeld(reference: string, quote: Quote) {
  const { charged, back } = ledgerOf(reference)
  expect(linesOf(quote)).toBe(quote.paid.amount)
  expect(quote.paid.amount).toBe(charged - back)
  expect(quote.refundable.amount).toBeLessThanOrEqual(charged - back)
}

/** Confirms the cancel; the ledger then gives back no more than it charged, and exactly what was quoted more. */
async function cancelled(reference: string, key: string | undefined, quote: Quote) {
  const before = ledgerOf(reference).back
  const done = await send<CancelAndRefundConfirmMutation>(api, cancelAndRefundConfirmDocument, { confirmed: true }, key)
  expect(done.code).toBeUndefined()
  const { charged, back } = ledgerOf(reference)
  expect(back - before).toBe(quote.refundable.amount)
  expect(back).toBeLessThanOrEqual(charged)
}

describe('a cancel quoted after a cheaper flight change refunded to the card', () => {
  it('names the trip as it stands: no earlier refund of the change, no payment fee, adding up to what is held', async () => {
    const { reference } = bookedTrip(api, { brandId: 'flex' })
    const residual = cheaperChange(reference)
    const { quote, key } = await quoteOf(reference)
    expectQuoteHeld(reference, quote)
    // The change's refund has left the fare lines already: no line takes it off again, and
    // no payment fee (a Visa card has none) makes up for it.
    expect([chargeOf(quote, 'REFUNDED_EARLIER'), chargeOf(quote, 'PAYMENT_FEES')]).toEqual([0, 0])
    expect(chargeOf(quote, 'PAYMENT_FEES')).toBe((await tripChargesOf(reference)).PAYMENT_FEES ?? 0)
    expect(residual).toBeGreaterThan(0)
    await cancelled(reference, key, quote)
  })

  it('cancels one passenger after it, then the rest: the earlier refund line holds only that passenger’s refund', async () => {
    const { reference } = bookedTrip(api, {
      brandId: 'flex',
      passengers: [adult('A1'), adult('A2', { givenName: 'Bea' })],
    })
    cheaperChange(reference)
    const one = await quoteOf(reference, ['A2'])
    expectQuoteHeld(reference, one.quote)
    const backBefore = ledgerOf(reference).back
    await cancelled(reference, one.key, one.quote)
    const passengerRefund = ledgerOf(reference).back - backBefore
    const rest = await quoteOf(reference)
    expectQuoteHeld(reference, rest.quote)
    expect(chargeOf(rest.quote, 'REFUNDED_EARLIER')).toBe(-passengerRefund)
    expect(chargeOf(rest.quote, 'PAYMENT_FEES')).toBe(0)
    await cancelled(reference, rest.key, rest.quote)
  })

  it('gives back, after the new outbound flew and the return moved 4 hours, the return and no more: not the change’s refund again', async () => {
    const { reference } = bookedTrip(api, { brandId: 'flex' })
    cheaperChange(reference)
    now = Date.parse('2026-06-08T12:00:00Z')
    const back = (api.booking.orders.details(reference) as OrderDetails | undefined)?.segments.find(
      (s) => s.partIndex === 1,
    )
    applyScheduleChange(api.booking, api.catalog, { reference, segmentIndex: back?.index ?? -1, minutes: 240 }, now)
    const { quote, key } = await quoteOf(reference)
    expectQuoteHeld(reference, quote)
    expect([quote.scheduleChangeRefund, chargeOf(quote, 'FLOWN') > 0]).toEqual([true, true])
    expect(quote.refundable.amount).toBe(quote.paid.amount - chargeOf(quote, 'FLOWN'))
    await cancelled(reference, key, quote)
  })
})

describe('a cancel quoted after an upgrade cancel', () => {
  it('names the upgrade paid and its refund as an earlier refund, adding up to what is held', async () => {
    const { reference } = bookedTrip(api, { brandId: 'classic' })
    const key = (await send(api, startUpgradeDocument, { lookup: lookup(reference) })).issued
    const offers = (await send<UpgradeOffersQuery>(api, upgradeOffersDocument, {}, key)).data?.upgradeOffers ?? []
    await send(api, selectUpgradeDocument, { offerIds: [offers[0]?.id ?? ''] }, key)
    const paid = await send<PurchaseMutation>(
      api,
      purchaseDocument,
      { payment: approved, idempotencyKey: newKey() },
      key,
    )
    expect(paid.data?.purchase.status).toBe('CONFIRMED')
    const backBefore = ledgerOf(reference).back
    const started = await send(api, cancelUpgradeProductsDocument, { lookup: lookup(reference), segmentIndexes: [0] })
    expect((await send(api, cancelUpgradeConfirmDocument, { confirmed: true }, started.issued)).code).toBeUndefined()
    const upgradeRefund = ledgerOf(reference).back - backBefore
    expect(upgradeRefund).toBeGreaterThan(0)
    const { quote, key: cancelKey } = await quoteOf(reference)
    expectQuoteHeld(reference, quote)
    expect(chargeOf(quote, 'REFUNDED_EARLIER')).toBe(-upgradeRefund)
    expect(chargeOf(quote, 'PAYMENT_FEES')).toBe(0)
    await cancelled(reference, cancelKey, quote)
  })
})
