// @vitest-environment node
// The one lifecycle of every partner product (docs/products.md), with fake providers: the
// cart, the purchase that confirms and pays them (or drops and voids them), the cancel.
import { randomUUID } from 'node:crypto'
import { graphql } from 'graphql'
import { beforeEach, describe, expect, it } from 'vitest'
import retrieveTripDocument from '../../../../core/api/retrieve-trip.graphql'
import type { RetrieveTripQuery } from '../../../../core/api/generated/operations'
import type { ApiDeps } from '../../graphql/context'
import { createRootValue, schema } from '../../graphql/schema'
import { startTripChange } from '../../graphql/resolvers/start-trip-change'
import { bookedConversation, cardPayment, withPassengers } from '../../test-support/booking'
import { type FakeProvider, savedQuote, withFakeProviders } from '../../test-support/fake-provider'
import { ledgerOf, sumOf } from '../../test-support/money-ledger'
import { ledgerMatchesTrip, moneyBackWithinPaid } from '../../test-support/money-invariants'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { createProducts } from '../product-deps'
import { confirmCartProducts } from './purchase-products'
import { heldProductsVoider } from './held-products'
import { holdHours } from '../../booking/payment-options'
import type { ProductKind } from '../product'

const money = 'amount currency'
const cartDocument = `query { cart { total { ${money} } products { quoteId kind } } }`
const addDocument = `mutation ($quoteId: ID!) { addProductToCart(quoteId: $quoteId) { total { ${money} } products { quoteId kind } } }`
const removeDocument = `mutation ($kind: ProductKind!) { removeProductFromCart(kind: $kind) { total { ${money} } products { kind } } }`
const orderFields = `reference status total { ${money} } products { productId kind state reference price { amount } refunded { amount } }`
const purchaseDocument = `mutation ($payment: PaymentInput!, $key: String!) {
  purchase(payment: $payment, idempotencyKey: $key) {
    status challengeId order { ${orderFields} } droppedProducts { kind reason price { amount } }
  }
}`
const previewDocument = `mutation ($pnr: String!, $lastName: String!, $productId: ID!) {
  previewProductCancel(lookup: { pnr: $pnr, lastName: $lastName }, productId: $productId) {
    previewId refund { amount } penalty { amount }
  }
}`
const cancelDocument = `mutation ($pnr: String!, $lastName: String!, $previewId: ID!) {
  cancelProduct(lookup: { pnr: $pnr, lastName: $lastName }, previewId: $previewId) {
    order { ${orderFields} } charges { kind amount { amount } } history { action refunded { amount } }
  }
}`

interface Money {
  amount: number
  currency: string
}
interface CartAnswer {
  total: Money
  products: { quoteId?: string; kind: ProductKind }[]
}
interface OrderAnswer {
  reference: string
  status: string
  total: Money
  products: {
    productId: string
    kind: ProductKind
    state: string
    reference: string | null
    price: { amount: number }
    refunded: { amount: number }
  }[]
}
interface PurchaseAnswer {
  status: string
  challengeId: string | null
  order: OrderAnswer | null
  droppedProducts: { kind: ProductKind; reason: string; price: { amount: number } }[]
}

let clock = frozenNow
let api: ApiDeps
let providers: Record<string, FakeProvider>

function freshApi(faults?: string): void {
  const db = seededDb()
  clock = frozenNow
  const base = seededApi(db, () => clock)
  const products = createProducts(db, faults)
  api = { ...base, products, booking: { ...base.booking, voidHeldProducts: heldProductsVoider(products) } }
  providers = withFakeProviders(api, 'INSURANCE', 'CAR', 'HOTEL')
}

beforeEach(() => freshApi())

async function run<T>(source: string, variables: Record<string, unknown>, key?: string) {
  const result = await graphql({
    schema,
    source,
    rootValue: createRootValue(api),
    contextValue: requestContext(key),
    variableValues: variables,
  })
  const codes = (result.errors ?? []).map((e) => String(e.extensions.code))
  return { data: result.data as T | null | undefined, codes }
}

async function cartOf(key: string): Promise<CartAnswer> {
  const { data } = await run<{ cart: CartAnswer }>(cartDocument, {}, key)
  if (!data) throw new Error('no cart')
  return data.cart
}

async function add(key: string, quoteId: string) {
  const { data, codes } = await run<{ addProductToCart: CartAnswer }>(addDocument, { quoteId }, key)
  return { cart: data?.addProductToCart, codes }
}

/** A booking's conversation with its passenger, ready to pay: its key and its flights' cart total. */
async function readyConversation() {
  const key = bookedConversation(api)
  withPassengers(api, key)
  const { total } = await cartOf(key)
  return { key, flights: total.amount, currency: total.currency }
}

async function purchased(key: string, card = '4111111111111111', idempotencyKey = randomUUID()) {
  const { data, codes } = await run<{ purchase: PurchaseAnswer }>(
    purchaseDocument,
    { payment: cardPayment(card), key: idempotencyKey },
    key,
  )
  return { result: data?.purchase, codes }
}

const productRows = () =>
  api.booking.db
    .prepare('SELECT kind, state, order_reference AS orderReference FROM order_products ORDER BY kind')
    .all() as {
    kind: string
    state: string
    orderReference: string
  }[]

/** Lets the providers' voids, told after the transaction, be answered. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('the cart: addProductToCart and removeProductFromCart', () => {
  it('adds a quote to Cart.total, replaces the quote of its kind, leaves an expired one out, and removes', async () => {
    const { key, flights, currency } = await readyConversation()
    const first = savedQuote(api, key, 'INSURANCE', 4_500, { currency })
    const added = await add(key, first.quoteId)
    expect(added.codes).toEqual([])
    expect(added.cart?.total.amount).toBe(flights + 4_500)
    const second = savedQuote(api, key, 'INSURANCE', 6_000, { currency })
    const car = savedQuote(api, key, 'CAR', 12_345, { currency, expiresInMs: 10 * 60_000 })
    await add(key, second.quoteId)
    const both = await add(key, car.quoteId)
    expect(both.cart?.products.map((p) => p.quoteId)).toEqual([second.quoteId, car.quoteId])
    expect(both.cart?.total.amount).toBe(flights + 6_000 + 12_345)
    // The car's quote expires: its price leaves the total (the purchase would drop it).
    clock += 11 * 60_000
    expect((await cartOf(key)).total.amount).toBe(flights + 6_000)
    const removed = await run<{ removeProductFromCart: CartAnswer }>(removeDocument, { kind: 'INSURANCE' }, key)
    expect(removed.data?.removeProductFromCart.products).toEqual([{ kind: 'CAR' }])
    expect(removed.data?.removeProductFromCart.total.amount).toBe(flights)
  })

  it('refuses an unknown quote, another conversation’s (QUOTE_NOT_FOUND) and an expired one (QUOTE_EXPIRED)', async () => {
    const { key, currency } = await readyConversation()
    const other = bookedConversation(api)
    expect((await add(key, 'no-such-quote')).codes).toEqual(['QUOTE_NOT_FOUND'])
    expect((await add(key, savedQuote(api, other, 'CAR', 100, { currency }).quoteId)).codes).toEqual([
      'QUOTE_NOT_FOUND',
    ])
    const expiring = savedQuote(api, key, 'CAR', 100, { currency, expiresInMs: 1_000 })
    clock += 1_000
    expect((await add(key, expiring.quoteId)).codes).toEqual(['QUOTE_EXPIRED'])
  })

  it('refuses a change while a payment waits for the bank (PAYMENT_IN_PROGRESS)', async () => {
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'CAR', 100, { currency }).quoteId)
    const pending = await purchased(key, '4000000000003220')
    expect(pending.result?.status).toBe('CHALLENGE_REQUIRED')
    expect((await add(key, savedQuote(api, key, 'HOTEL', 100, { currency }).quoteId)).codes).toEqual([
      'PAYMENT_IN_PROGRESS',
    ])
  })
})

describe('purchase with products', () => {
  it('confirms each product and charges flights and products in one payment, as the cart said', async () => {
    const { key, flights, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'HOTEL', 38_000, { currency }).quoteId)
    const cartTotal = (await cartOf(key)).total.amount
    expect(cartTotal).toBe(flights + 4_500 + 38_000)
    const { result, codes } = await purchased(key)
    expect(codes).toEqual([])
    expect(result?.status).toBe('CONFIRMED')
    expect(result?.droppedProducts).toEqual([])
    const order = result?.order
    expect(order?.total.amount).toBe(cartTotal)
    expect(order?.products.map((p) => [p.kind, p.state, p.reference, p.price.amount])).toEqual([
      ['INSURANCE', 'CONFIRMED', 'INS-1', 4_500],
      ['HOTEL', 'CONFIRMED', 'HOT-1', 38_000],
    ])
    expect(sumOf(ledgerOf(api.booking.db, order?.reference ?? ''), 'CHARGE')).toBe(cartTotal)
  })

  it('drops a product whose provider times out (DX_DEMO_PROVIDER_FAULTS) and books and charges the rest', async () => {
    freshApi('hotel:timeout')
    const { key, flights, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'HOTEL', 38_000, { currency }).quoteId)
    const started = Date.now()
    const { result, codes } = await purchased(key)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
    expect(codes).toEqual([])
    expect(result?.status).toBe('CONFIRMED')
    expect(result?.droppedProducts).toEqual([{ kind: 'HOTEL', reason: 'PROVIDER_TIMEOUT', price: { amount: 38_000 } }])
    expect(result?.order?.products.map((p) => p.kind)).toEqual(['INSURANCE'])
    expect(result?.order?.total.amount).toBe(flights + 4_500)
    expect(sumOf(ledgerOf(api.booking.db, result?.order?.reference ?? ''), 'CHARGE')).toBe(flights + 4_500)
  }, 15_000)

  it('drops an expired quote (QUOTE_EXPIRED) without asking its provider', async () => {
    const { key, flights, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'CAR', 9_000, { currency, expiresInMs: 60_000 }).quoteId)
    clock += 60_000
    const { result } = await purchased(key)
    expect(result?.droppedProducts.map((d) => d.reason)).toEqual(['QUOTE_EXPIRED'])
    expect(providers.CAR?.confirmed).toEqual([])
    expect(result?.order?.total.amount).toBe(flights)
  })

  it('voids every product confirmed for a declined payment and charges nothing', async () => {
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'CAR', 9_000, { currency }).quoteId)
    const { result, codes } = await purchased(key, '4000000000000002')
    expect(codes).toEqual(['PAYMENT_DECLINED'])
    expect(result).toBeFalsy()
    await settled()
    expect(productRows().map((r) => [r.kind, r.state, r.orderReference])).toEqual([
      ['CAR', 'VOIDED', ''],
      ['INSURANCE', 'VOIDED', ''],
    ])
    expect(providers.INSURANCE?.voided).toHaveLength(1)
    expect(providers.CAR?.voided).toHaveLength(1)
    expect(api.booking.db.prepare('SELECT COUNT(*) AS n FROM order_ledger').get()).toEqual({ n: 0 })
  })

  it('voids the products of a challenge that fails, and pays them with one that succeeds', async () => {
    const { key, flights, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'CAR', 9_000, { currency }).quoteId)
    const failing = await purchased(key, '4000000000003220')
    expect(failing.result?.status).toBe('CHALLENGE_REQUIRED')
    expect(productRows().map((r) => r.state)).toEqual(['CREATED'])
    const answer = `mutation ($id: String!, $outcome: ChallengeOutcome!) { completeChallenge(challengeId: $id, outcome: $outcome) { status order { ${orderFields} } } }`
    const failed = await run(answer, { id: failing.result?.challengeId, outcome: 'FAILURE' }, key)
    expect(failed.codes).toEqual(['PAYMENT_DECLINED'])
    await settled()
    expect(productRows().map((r) => r.state)).toEqual(['VOIDED'])
    expect(providers.CAR?.voided).toHaveLength(1)
    const again = await purchased(key, '4000000000003220')
    const paid = await run<{ completeChallenge: { order: OrderAnswer } }>(
      answer,
      { id: again.result?.challengeId, outcome: 'SUCCESS' },
      key,
    )
    expect(paid.codes).toEqual([])
    const order = paid.data?.completeChallenge.order
    expect(order?.total.amount).toBe(flights + 9_000)
    expect(order?.products.map((p) => [p.kind, p.state])).toEqual([['CAR', 'CONFIRMED']])
  })

  it('books nothing twice when the same purchase is sent again with its idempotency key', async () => {
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    const idempotencyKey = randomUUID()
    const first = await purchased(key, '4111111111111111', idempotencyKey)
    const second = await purchased(key, '4111111111111111', idempotencyKey)
    expect(second.codes).toEqual([])
    expect(second.result?.order?.reference).toBe(first.result?.order?.reference)
    expect(productRows()).toHaveLength(1)
    expect(providers.INSURANCE?.confirmed).toEqual([`${key}:${idempotencyKey}:INSURANCE`])
    expect(
      ledgerOf(api.booking.db, first.result?.order?.reference ?? '').filter((e) => e.kind === 'CHARGE'),
    ).toHaveLength(1)
  })

  it('voids a confirm that timed out, by its key at once and with its reference when it answers late, and charges nothing for it', async () => {
    const { key, flights, currency } = await readyConversation()
    const hotel = providers.HOTEL
    if (!hotel) throw new Error('no hotel provider')
    const voidedReferences: (string | null)[] = []
    let answered: (value: unknown) => void = () => {}
    const lateAnswer = new Promise((resolve) => {
      answered = resolve
    })
    hotel.confirm = async () => {
      // The provider books, but its answer comes after the purchase stopped waiting (3 s).
      await new Promise((resolve) => setTimeout(resolve, 3_300))
      answered(undefined)
      return 'HOT-LATE'
    }
    hotel.void = async (product) => {
      voidedReferences.push(product.reference)
    }
    await add(key, savedQuote(api, key, 'HOTEL', 38_000, { currency }).quoteId)
    const { result, codes } = await purchased(key)
    expect(codes).toEqual([])
    expect(result?.droppedProducts).toEqual([{ kind: 'HOTEL', reason: 'PROVIDER_TIMEOUT', price: { amount: 38_000 } }])
    expect(voidedReferences).toEqual([null])
    await lateAnswer
    await settled()
    expect(voidedReferences).toEqual([null, 'HOT-LATE'])
    expect(productRows().map((r) => [r.kind, r.state, r.orderReference])).toEqual([['HOTEL', 'VOIDED', '']])
    expect(result?.order?.total.amount).toBe(flights)
    expect(sumOf(ledgerOf(api.booking.db, result?.order?.reference ?? ''), 'CHARGE')).toBe(flights)
  }, 15_000)

  it('answers a purchase sent again with its idempotency key with the products its first request dropped', async () => {
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'CAR', 9_000, { currency, expiresInMs: 60_000 }).quoteId)
    clock += 60_000
    const idempotencyKey = randomUUID()
    const first = await purchased(key, '4111111111111111', idempotencyKey)
    const dropped = [{ kind: 'CAR', reason: 'QUOTE_EXPIRED', price: { amount: 9_000 } }]
    expect(first.result?.droppedProducts).toEqual(dropped)
    const second = await purchased(key, '4111111111111111', idempotencyKey)
    expect(second.codes).toEqual([])
    expect(second.result?.order?.reference).toBe(first.result?.order?.reference)
    expect(second.result?.droppedProducts).toEqual(dropped)
  })

  it('pays, after a restart, the products confirmed under its idempotency key without asking their providers again', async () => {
    const { key, flights, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    const idempotencyKey = randomUUID()
    // The first request had its products confirmed, then the server stopped before the payment.
    await confirmCartProducts(api, key, idempotencyKey)
    expect(providers.INSURANCE?.confirmed).toHaveLength(1)
    api = { ...api, products: createProducts(api.booking.db) }
    providers = withFakeProviders(api, 'INSURANCE', 'CAR', 'HOTEL')
    const { result, codes } = await purchased(key, '4111111111111111', idempotencyKey)
    expect(codes).toEqual([])
    expect(providers.INSURANCE?.confirmed).toEqual([])
    expect(result?.order?.products.map((p) => [p.kind, p.state, p.reference])).toEqual([
      ['INSURANCE', 'CONFIRMED', 'INS-1'],
    ])
    expect(result?.order?.total.amount).toBe(flights + 4_500)
    expect(productRows()).toHaveLength(1)
  })

  it('adds products to a booked order in a MODIFY conversation (startTripChange)', async () => {
    const { key, currency } = await readyConversation()
    const booked = (await purchased(key)).result?.order
    const context = requestContext()
    startTripChange(api, { lookup: { pnr: booked?.reference, lastName: "O'Brien-Smith" }, flow: 'MODIFY' }, context)
    const changeKey = context.issued ?? ''
    await add(changeKey, savedQuote(api, changeKey, 'CAR', 9_000, { currency }).quoteId)
    expect((await cartOf(changeKey)).total.amount).toBe(9_000)
    const { result, codes } = await purchased(changeKey)
    expect(codes).toEqual([])
    expect(result?.order?.reference).toBe(booked?.reference)
    expect(result?.order?.total.amount).toBe((booked?.total.amount ?? 0) + 9_000)
    expect(result?.order?.products.map((p) => [p.kind, p.state])).toEqual([['CAR', 'CONFIRMED']])
  })
})

describe('a held (pay-later) order whose hold runs out', () => {
  it('voids every product it holds, a CFAR contract too, tells their providers and charges nothing', async () => {
    const cfar = withFakeProviders(api, 'CFAR').CFAR
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'CFAR', 6_000, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'CAR', 9_000, { currency }).quoteId)
    const held = await run<{ purchase: PurchaseAnswer }>(
      purchaseDocument,
      { payment: { type: 'PAY_LATER' }, key: randomUUID() },
      key,
    )
    expect(held.codes).toEqual([])
    const order = held.data?.purchase.order
    expect(order?.status).toBe('HELD')
    expect(order?.products.map((p) => p.state)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED'])
    clock += holdHours * 3_600_000 + 1
    const retrieved = await run<RetrieveTripQuery>(retrieveTripDocument, {
      pnr: order?.reference,
      last_name: "O'Brien-Smith",
    })
    expect(retrieved.data?.retrieveTrip.order.status).toBe('CANCELLED')
    await settled()
    expect(productRows().map((r) => [r.kind, r.state])).toEqual([
      ['CAR', 'VOIDED'],
      ['CFAR', 'VOIDED'],
      ['INSURANCE', 'VOIDED'],
    ])
    expect(providers.INSURANCE?.voided).toHaveLength(1)
    expect(providers.CAR?.voided).toHaveLength(1)
    expect(cfar?.voided).toHaveLength(1)
    expect(api.booking.db.prepare('SELECT COUNT(*) AS n FROM order_ledger').get()).toEqual({ n: 0 })
  })
})

describe('a product replaced after booking (a MODIFY conversation)', () => {
  it('cancels the old one at its provider, refunds it by its rules and charges the new price; the money adds up', async () => {
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'CAR', 9_000, { currency }).quoteId)
    const booked = (await purchased(key)).result?.order
    if (!booked) throw new Error('no order')
    const oldCar = booked.products[0]
    const car = providers.CAR
    if (!car || !oldCar) throw new Error('no car')
    // Its rules keep 2 000 of the 9 000 now.
    car.refund = 7_000
    const context = requestContext()
    startTripChange(api, { lookup: { pnr: booked.reference, lastName: "O'Brien-Smith" }, flow: 'MODIFY' }, context)
    const changeKey = context.issued ?? ''
    await add(changeKey, savedQuote(api, changeKey, 'CAR', 12_000, { currency }).quoteId)
    const { result, codes } = await purchased(changeKey)
    expect(codes).toEqual([])
    await settled()
    const order = result?.order
    expect(order?.total.amount).toBe(booked.total.amount + 12_000)
    // Both were bought at the demo's frozen instant, so their order in the list is not the point.
    const ofOrder = (order?.products ?? []).map((p) => [
      p.productId === oldCar.productId,
      p.kind,
      p.state,
      p.price.amount,
      p.refunded.amount,
    ])
    expect(ofOrder.sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
      [true, 'CAR', 'CANCELLED', 9_000, 7_000],
      [false, 'CAR', 'CONFIRMED', 12_000, 0],
    ])
    expect(car.cancelled).toEqual([oldCar.productId])
    const ledger = ledgerOf(api.booking.db, booked.reference)
    expect(sumOf(ledger, 'CHARGE')).toBe(booked.total.amount + 12_000)
    expect(sumOf(ledger, 'REFUND')).toBe(7_000)
    const retrieved = await run<RetrieveTripQuery>(retrieveTripDocument, {
      pnr: booked.reference,
      last_name: "O'Brien-Smith",
    })
    const page = retrieved.data?.retrieveTrip
    if (!page) throw new Error('no trip')
    expect(ledgerMatchesTrip(booked.reference, ledger, page)).toEqual([])
    expect(moneyBackWithinPaid(booked.reference, ledger)).toEqual([])
  })
})

describe('cancelling a product: previewProductCancel, then cancelProduct', () => {
  async function bookedWithProducts() {
    const { key, currency } = await readyConversation()
    await add(key, savedQuote(api, key, 'INSURANCE', 4_500, { currency }).quoteId)
    await add(key, savedQuote(api, key, 'HOTEL', 38_000, { currency }).quoteId)
    const order = (await purchased(key)).result?.order
    if (!order) throw new Error('no order')
    return order
  }
  const lookup = (order: OrderAnswer) => ({ pnr: order.reference, lastName: "O'Brien-Smith" })
  const hotelOf = (order: OrderAnswer) => order.products.find((p) => p.kind === 'HOTEL')?.productId ?? ''

  it('refunds as previewed: the product CANCELLED, the refund in the ledger and history, the charges add up', async () => {
    const order = await bookedWithProducts()
    const hotel = providers.HOTEL
    if (hotel) hotel.refund = 30_000
    const preview = await run<{ previewProductCancel: { previewId: string; refund: { amount: number } } }>(
      previewDocument,
      { ...lookup(order), productId: hotelOf(order) },
    )
    expect(preview.codes).toEqual([])
    expect(preview.data?.previewProductCancel).toMatchObject({ refund: { amount: 30_000 }, penalty: { amount: 8_000 } })
    const cancelled = await run<{
      cancelProduct: {
        order: OrderAnswer
        charges: { kind: string; amount: { amount: number } }[]
        history: { action: string; refunded: { amount: number } | null }[]
      }
    }>(cancelDocument, { ...lookup(order), previewId: preview.data?.previewProductCancel.previewId })
    expect(cancelled.codes).toEqual([])
    const trip = cancelled.data?.cancelProduct
    expect(trip?.order.products.find((p) => p.kind === 'HOTEL')).toMatchObject({
      state: 'CANCELLED',
      refunded: { amount: 30_000 },
    })
    expect(trip?.history.at(-1)).toEqual({ action: 'PRODUCT_CANCELLED', refunded: { amount: 30_000 } })
    expect(hotel?.cancelled).toEqual([hotelOf(order)])
    expect(trip?.charges.filter((c) => c.kind === 'HOTEL' || c.kind === 'INSURANCE')).toEqual([
      { kind: 'INSURANCE', amount: { amount: 4_500 } },
      { kind: 'HOTEL', amount: { amount: 38_000 } },
    ])
    const ledger = ledgerOf(api.booking.db, order.reference)
    expect(sumOf(ledger, 'REFUND')).toBe(30_000)
    const retrieved = await run<RetrieveTripQuery>(retrieveTripDocument, {
      pnr: order.reference,
      last_name: "O'Brien-Smith",
    })
    const page = retrieved.data?.retrieveTrip
    if (!page) throw new Error('no trip')
    expect(ledgerMatchesTrip(order.reference, ledger, page)).toEqual([])
    expect(moneyBackWithinPaid(order.reference, ledger)).toEqual([])
    // Sent again: nothing refunded twice.
    await run(cancelDocument, { ...lookup(order), previewId: preview.data?.previewProductCancel.previewId })
    expect(sumOf(ledgerOf(api.booking.db, order.reference), 'REFUND')).toBe(30_000)
  })

  it('never refunds more than the price, whatever the provider answers, and refuses a cancelled product', async () => {
    const order = await bookedWithProducts()
    const hotel = providers.HOTEL
    if (hotel) hotel.refund = 99_999
    const preview = await run<{ previewProductCancel: { previewId: string; refund: { amount: number } } }>(
      previewDocument,
      { ...lookup(order), productId: hotelOf(order) },
    )
    expect(preview.data?.previewProductCancel.refund.amount).toBe(38_000)
    await run(cancelDocument, { ...lookup(order), previewId: preview.data?.previewProductCancel.previewId })
    expect(sumOf(ledgerOf(api.booking.db, order.reference), 'REFUND')).toBe(38_000)
    const again = await run(previewDocument, { ...lookup(order), productId: hotelOf(order) })
    expect(again.codes).toEqual(['PRODUCT_NOT_CANCELLABLE'])
    // The database holds the rule too.
    expect(() =>
      api.booking.db.prepare('UPDATE order_products SET refunded = price + 1 WHERE product_id = ?').run(hotelOf(order)),
    ).toThrow(/CHECK/)
  })

  it('refuses an expired preview (PREVIEW_EXPIRED) and another trip’s product (PRODUCT_NOT_FOUND)', async () => {
    const order = await bookedWithProducts()
    const preview = await run<{ previewProductCancel: { previewId: string } }>(previewDocument, {
      ...lookup(order),
      productId: hotelOf(order),
    })
    clock += 15 * 60_000
    const late = await run(cancelDocument, {
      ...lookup(order),
      previewId: preview.data?.previewProductCancel.previewId,
    })
    expect(late.codes).toEqual(['PREVIEW_EXPIRED'])
    const other = await bookedWithProducts()
    const foreign = await run(previewDocument, { ...lookup(order), productId: hotelOf(other) })
    expect(foreign.codes).toEqual(['PRODUCT_NOT_FOUND'])
  })
})
