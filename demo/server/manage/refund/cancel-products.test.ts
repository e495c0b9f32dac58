// @vitest-environment node
// Cancelling a whole trip with partner products: each product is a line of the quote with
// what its own rules give back, the lines add up to the refund to the cent, and the confirm
// cancels or uses each product in the same transaction as the flights.
import { randomUUID } from 'node:crypto'
import { graphql } from 'graphql'
import { beforeEach, describe, expect, it } from 'vitest'
import cancelAndRefundConfirmDocument from '../../../../core/api/cancel-and-refund-confirm.graphql'
import getCancelAndRefundDocument from '../../../../core/api/get-cancel-and-refund.graphql'
import getCancelAndRefundReviewDocument from '../../../../core/api/get-cancel-and-refund-review.graphql'
import type {
  CancelAndRefundConfirmMutation,
  GetCancelAndRefundMutation,
  GetCancelAndRefundReviewMutation,
} from '../../../../core/api/generated/operations'
import type { ApiDeps } from '../../graphql/context'
import { createRootValue, schema } from '../../graphql/schema'
import { createProducts } from '../../products/product-deps'
import type { ProductKind, StoredQuote } from '../../products/product'
import { bookedConversation, cardPayment, withPassengers } from '../../test-support/booking'
import { type FakeProvider, savedQuote, withFakeProviders } from '../../test-support/fake-provider'
import { ledgerOf, sumOf } from '../../test-support/money-ledger'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'

type Details = GetCancelAndRefundMutation['getCancelAndRefund']['originalResponse']

let api: ApiDeps
let providers: Record<string, FakeProvider>

beforeEach(() => {
  const db = seededDb()
  api = { ...seededApi(db, () => frozenNow), products: createProducts(db) }
  providers = withFakeProviders(api, 'INSURANCE', 'REFUND_PROTECTION', 'CAR', 'HOTEL')
})

async function run<T>(source: string, variables: Record<string, unknown>, key?: string) {
  const context = requestContext(key)
  const result = await graphql({
    schema,
    source,
    rootValue: createRootValue(api),
    contextValue: context,
    variableValues: variables,
  })
  expect(result.errors ?? []).toEqual([])
  return { data: result.data as T, execution: context.issued }
}

const addDocument = 'mutation ($quoteId: ID!) { addProductToCart(quoteId: $quoteId) { products { kind } } }'
const purchaseDocument = `mutation ($payment: PaymentInput!, $key: String!) {
  purchase(payment: $payment, idempotencyKey: $key) { order { reference total { amount currency } } }
}`

/** A quote saved for the conversation, its details as the test says (RP's cover, say). */
function quoteOf(key: string, kind: ProductKind, price: number, details?: StoredQuote['details']): string {
  const quote = savedQuote(api, key, kind, price)
  if (!details) return quote.quoteId
  const own = { ...quote, quoteId: randomUUID(), details }
  api.products.store.saveQuote(own)
  return own.quoteId
}

/** A paid order of one adult on Classic fares (refundable less a fee), with the products' quotes `quotes` makes. */
async function orderWith(quotes: (key: string) => string[]): Promise<string> {
  const key = bookedConversation(api)
  withPassengers(api, key)
  for (const quoteId of quotes(key)) await run(addDocument, { quoteId }, key)
  const { data } = await run<{ purchase: { order: { reference: string } } }>(
    purchaseDocument,
    { payment: cardPayment('4111111111111111'), key: randomUUID() },
    key,
  )
  return data.purchase.order.reference
}

const lookup = (reference: string) => ({ pnr: reference, lastName: "O'Brien-Smith" })

async function quoteWholeTrip(reference: string) {
  const { data, execution } = await run<GetCancelAndRefundMutation>(getCancelAndRefundDocument, {
    pnrQuery: lookup(reference),
  })
  return { details: data.getCancelAndRefund.originalResponse, execution }
}

const sum = (values: number[]) => values.reduce((a, v) => a + v, 0)

/** What the quote's lines give back, each line once: it must be the refund. */
const linesBack = (d: Details) =>
  sum(d.lines.map((l) => l.refundableFare.amount + l.refundableTaxes.amount)) +
  sum(d.items.map((i) => i.refundable.amount)) +
  sum(d.products.map((p) => p.refundable.amount)) +
  sum(d.charges.map((c) => c.refundable.amount))

/** What the quote's lines were paid: it must be what the order was paid. */
const linesPaid = (d: Details) =>
  sum(d.lines.map((l) => l.fare.amount + l.taxes.amount)) +
  sum(d.items.map((i) => i.price.amount)) +
  sum(d.products.map((p) => p.paid.amount)) +
  sum(d.charges.map((c) => c.paid.amount))

const productRows = (reference: string) =>
  api.booking.db
    .prepare('SELECT kind, state, refunded FROM order_products WHERE order_reference = ? ORDER BY kind')
    .all(reference) as { kind: string; state: string; refunded: number }[]

describe('cancelling a whole trip with partner products', () => {
  it('names each product with what its rules give back, the lines adding up to paid and to the refund', async () => {
    const reference = await orderWith((key) => [
      quoteOf(key, 'INSURANCE', 4_500),
      quoteOf(key, 'CAR', 9_000),
      quoteOf(key, 'HOTEL', 38_000),
    ])
    // The hotel is past its free period (a penalty), the car can no longer be cancelled.
    if (providers.HOTEL) providers.HOTEL.refund = 20_000
    if (providers.CAR) providers.CAR.refund = null
    const { details } = await quoteWholeTrip(reference)
    expect(details.wholeOrder).toBe(true)
    expect(details.products.map((p) => [p.kind, p.paid.amount, p.refundable.amount, p.outcome])).toEqual([
      ['INSURANCE', 4_500, 4_500, 'CANCELLED'],
      ['CAR', 9_000, 0, 'KEPT'],
      ['HOTEL', 38_000, 20_000, 'CANCELLED'],
    ])
    expect(details.products.every((p) => p.reference !== null && p.title !== '')).toBe(true)
    // No product hides in the payment fees any more: they are what the card surcharge was.
    expect(details.charges.map((c) => c.kind)).not.toContain('INSURANCE')
    expect(linesPaid(details)).toBe(details.paid.amount)
    expect(linesBack(details)).toBe(details.refundable.amount)
    expect(details.paid.amount - details.refundable.amount).toBe(details.lost.amount)
  })

  it('pays the fee the fare rules keep back through refund protection, and keeps its price', async () => {
    const reference = await orderWith((key) => [
      quoteOf(key, 'REFUND_PROTECTION', 3_000, {
        kind: 'REFUND_PROTECTION',
        pricePerMille: 70,
        covered: 1_000_000,
        departsAt: frozenNow + 30 * 86_400_000,
      }),
    ])
    const { details } = await quoteWholeTrip(reference)
    const fees = sum(details.lines.map((l) => l.fee.amount))
    const fareKept = sum(details.lines.map((l) => l.fare.amount - l.refundableFare.amount))
    expect(fees).toBeGreaterThan(0)
    expect(details.products.map((p) => [p.kind, p.paid.amount, p.refundable.amount, p.outcome])).toEqual([
      ['REFUND_PROTECTION', 3_000, fareKept, 'EXERCISED'],
    ])
    expect(linesBack(details)).toBe(details.refundable.amount)
  })

  it('cancels and refunds each product in the transaction that cancels the flights, one refund for all', async () => {
    const reference = await orderWith((key) => [quoteOf(key, 'INSURANCE', 4_500), quoteOf(key, 'HOTEL', 38_000)])
    if (providers.HOTEL) providers.HOTEL.refund = 20_000
    const { details, execution } = await quoteWholeTrip(reference)
    const reviewed = await run<GetCancelAndRefundReviewMutation>(getCancelAndRefundReviewDocument, {}, execution)
    const [toCard, asCredit] = reviewed.data.getCancelAndRefundReview.originalResponse.options
    expect(toCard?.amount.amount).toBe(details.refundable.amount)
    // The credit waives the fare's fee; the products give back the same either way.
    expect(asCredit?.amount.amount).toBe(details.refundable.amount + sum(details.lines.map((l) => l.fee.amount)))
    const { data } = await run<CancelAndRefundConfirmMutation>(
      cancelAndRefundConfirmDocument,
      { confirmed: true, selectedRefundTarget: 'ORIGINAL_PAYMENT' },
      execution,
    )
    const result = data.cancelAndRefundConfirm.originalResponse
    expect(result.amount.amount).toBe(details.refundable.amount)
    expect(result.trip.order.status).toBe('CANCELLED')
    expect(productRows(reference)).toEqual([
      { kind: 'HOTEL', state: 'CANCELLED', refunded: 20_000 },
      { kind: 'INSURANCE', state: 'CANCELLED', refunded: 4_500 },
    ])
    // One refund in the ledger for flights and products together: nothing refunded twice.
    expect(sumOf(ledgerOf(api.booking.db, reference), 'REFUND')).toBe(details.refundable.amount)
    await new Promise((resolve) => setImmediate(resolve))
    expect(providers.INSURANCE?.cancelled).toHaveLength(1)
    expect(providers.HOTEL?.cancelled).toHaveLength(1)
  })
})
