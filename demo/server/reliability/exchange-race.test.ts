// @vitest-environment node
// Flight changes of one order racing over real HTTP on 127.0.0.1: two exchange
// conversations opened on the same order, each priced against it, then paid at once or
// one after the other. A change pays only against the order as it was priced on: the
// first to pay changes the order, the other is refused and charges nothing. And whatever
// comes back from an exchange counts with the refunds, so a cancel after it never gives
// back more than the order was paid.
import Database from '@rocicorp/zero-sqlite3'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import addItineraryDocument from '../../../core/api/add-itinerary.graphql'
import cancelAndRefundConfirmDocument from '../../../core/api/cancel-and-refund-confirm.graphql'
import getCancelAndRefundDocument from '../../../core/api/get-cancel-and-refund.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import startExchangeDocument from '../../../core/api/start-exchange.graphql'
import updatePassengersDocument from '../../../core/api/update-passengers.graphql'
import type {
  AddItineraryMutation,
  AddItineraryMutationVariables,
  CancelAndRefundConfirmMutationVariables,
  GetCancelAndRefundMutationVariables,
  PurchaseMutation,
  PurchaseMutationVariables,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
  StartExchangeMutation,
  StartExchangeMutationVariables,
  UpdatePassengersMutationVariables,
} from '../../../core/api/generated/operations'
import { adult, cardPayment, contact } from '../test-support/booking'
import { graphqlClient } from '../test-support/http-booking'
import { serverPerFile } from '../test-support/server-per-file'

let dataDir = ''
const server = serverPerFile('exchange-race', (folder) => {
  dataDir = join(folder, 'data')
  return { root: folder }
})
const lastName = "O'Brien-Smith"
const approved = cardPayment('4111111111111111')
type Call = ReturnType<typeof graphqlClient>

/** The first LHR-JFK offer of `brandId` on `date`, searched in the conversation (a new one without `key`). */
async function offerOn(call: Call, date: string, brandId: string, key?: string, exchange = false) {
  const variables: SearchFlightsMutationVariables = {
    criteria: {
      awardBooking: false,
      searchType: 'BRANDED',
      ...(exchange ? { exchangeType: 'VOLUNTARY' } : { passengers: { ADT: 1 } }),
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
    },
  }
  const found = await call<SearchFlightsMutation>(searchFlightsDocument, variables, key)
  const ref = found.body.data?.searchFlights.offers?.offers
    .flatMap((o) => o.brandOffers)
    .find((b) => b.brandId === brandId)?.offerRef
  if (!ref) throw new Error(`no ${brandId} offer on ${date}: ${found.body.errors?.[0]?.extensions.code}`)
  return { key: found.execution ?? '', ref }
}

/** A paid one-way order of one adult on `date` in `brandId`: its reference. */
async function orderOn(call: Call, date: string, brandId: string): Promise<string> {
  const { key, ref } = await offerOn(call, date, brandId)
  await call(addItineraryDocument, { offerRefs: [ref] } satisfies AddItineraryMutationVariables, key)
  await call(
    updatePassengersDocument,
    { passengers: [adult()], contact } satisfies UpdatePassengersMutationVariables,
    key,
  )
  const paid: PurchaseMutationVariables = { payment: approved, idempotencyKey: randomUUID() }
  const reference = (await call<PurchaseMutation>(purchaseDocument, paid, key)).body.data?.purchase.order?.reference
  if (!reference) throw new Error('the booking made no order')
  return reference
}

/** An exchange conversation on the order with the flight of `date` in `brandId` chosen: its key and what it costs. */
async function changePriced(call: Call, reference: string, date: string, brandId: string) {
  const started = await call<StartExchangeMutation>(startExchangeDocument, {
    lookup: { pnr: reference, lastName },
  } satisfies StartExchangeMutationVariables)
  const key = started.execution ?? ''
  const { ref } = await offerOn(call, date, brandId, key, true)
  const cart = await call<AddItineraryMutation>(addItineraryDocument, { offerRefs: [ref] }, key)
  const due = cart.body.data?.addItinerary.total.amount
  if (due === undefined) throw new Error(`addItinerary failed: ${cart.body.errors?.[0]?.extensions.code}`)
  return { key, due }
}

/** Pays the change: by card when something is due, else with NONE. */
const payChange = (call: Call, change: { key: string; due: number }) =>
  call<PurchaseMutation>(
    purchaseDocument,
    {
      payment: change.due > 0 ? approved : { type: 'NONE' },
      idempotencyKey: randomUUID(),
    } satisfies PurchaseMutationVariables,
    change.key,
  )

interface Money {
  payments: number
  paid: number
  /** Everything the history says came back: exchanges' residuals and cancels' refunds */
  givenBack: number
}

/** The order's money, read from the server's database. */
function moneyOf(reference: string): Money {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true })
  try {
    return db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM payments WHERE order_reference = $r) AS payments,
           (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE order_reference = $r) AS paid,
           (SELECT COALESCE(SUM(refunded), 0) FROM order_history WHERE order_reference = $r) AS givenBack`,
      )
      .get({ r: reference }) as Money
  } finally {
    db.close()
  }
}

/** What the order's ledger holds, by kind. */
function ledgerOf(reference: string): Record<string, number> {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true })
  try {
    const rows = db
      .prepare('SELECT kind, SUM(amount) AS amount FROM order_ledger WHERE order_reference = ? GROUP BY kind')
      .all(reference) as Array<{ kind: string; amount: number }>
    return Object.fromEntries(rows.map((r) => [r.kind, r.amount]))
  } finally {
    db.close()
  }
}

const outcomes = (answers: ReadonlyArray<Awaited<ReturnType<typeof payChange>>>) =>
  answers.map((a) => a.body.data?.purchase.status ?? a.body.errors?.[0]?.extensions.code).sort()

describe('two flight changes of one order', () => {
  it('paid at once: one is confirmed and charged, the other is refused with ORDER_CHANGED and charges nothing', async () => {
    const call = graphqlClient(server.url)
    const reference = await orderOn(call, '2026-06-20', 'classic')
    const changes = [
      await changePriced(call, reference, '2026-06-21', 'flex'),
      await changePriced(call, reference, '2026-06-22', 'flex'),
    ]
    const answers = await Promise.all(changes.map((c) => payChange(call, c)))
    expect(outcomes(answers)).toEqual(['CONFIRMED', 'ORDER_CHANGED'])
    const refused = answers.find((a) => a.body.errors)?.body.errors?.[0]?.extensions
    expect([refused?.type, refused?.status]).toEqual(['businessLogic', 409])
    expect(moneyOf(reference).payments).toBe(2)
  }, 30_000)

  it('paid one after the other: the second, priced against the flight the first replaced, is refused', async () => {
    const call = graphqlClient(server.url)
    const reference = await orderOn(call, '2026-06-20', 'classic')
    const first = await changePriced(call, reference, '2026-06-21', 'flex')
    const second = await changePriced(call, reference, '2026-06-22', 'flex')
    expect((await payChange(call, first)).body.data?.purchase.status).toBe('CONFIRMED')
    const late = await payChange(call, second)
    expect(late.body.errors?.[0]?.extensions.code).toBe('ORDER_CHANGED')
    expect(moneyOf(reference).payments).toBe(2)
  }, 30_000)

  it('cheaper, paid at once and then the trip cancelled, never give back more than the order was paid', async () => {
    const call = graphqlClient(server.url)
    const reference = await orderOn(call, '2026-06-20', 'flex')
    const changes = [
      await changePriced(call, reference, '2026-06-21', 'classic'),
      await changePriced(call, reference, '2026-06-22', 'classic'),
    ]
    expect(changes.map((c) => c.due)).toEqual([0, 0])
    await Promise.all(changes.map((c) => payChange(call, c)))
    const started = await call(getCancelAndRefundDocument, {
      pnrQuery: { pnr: reference, lastName },
    } satisfies GetCancelAndRefundMutationVariables)
    await call(
      cancelAndRefundConfirmDocument,
      { confirmed: true } satisfies CancelAndRefundConfirmMutationVariables,
      started.execution ?? '',
    )
    const money = moneyOf(reference)
    expect(money.givenBack).toBeGreaterThan(0)
    expect(money.givenBack).toBeLessThanOrEqual(money.paid)
  }, 30_000)
})

describe("an order's ledger", () => {
  it("holds a cheaper exchange's money back with the cancel's refund, and every charge", async () => {
    const call = graphqlClient(server.url)
    const reference = await orderOn(call, '2026-06-20', 'flex')
    await payChange(call, await changePriced(call, reference, '2026-06-21', 'classic'))
    const started = await call(getCancelAndRefundDocument, {
      pnrQuery: { pnr: reference, lastName },
    } satisfies GetCancelAndRefundMutationVariables)
    await call(cancelAndRefundConfirmDocument, { confirmed: true }, started.execution ?? '')
    const money = moneyOf(reference)
    const ledger = ledgerOf(reference)
    expect(ledger.CHARGE).toBe(money.paid)
    expect((ledger.REFUND ?? 0) + (ledger.CREDIT ?? 0)).toBe(money.givenBack)
  }, 30_000)
})
