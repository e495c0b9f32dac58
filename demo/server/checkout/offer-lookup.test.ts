// @vitest-environment node
// A currency conversion offer accepted for a cart with partner products, when a provider
// then drops one at confirm: the flights still book and the card is charged the accepted
// rate on what was booked (docs/decisions/conversion-after-dropped-product.md).
import { randomUUID } from 'node:crypto'
import { graphql } from 'graphql'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import { createRootValue, schema } from '../graphql/schema'
import { createProducts } from '../products/product-deps'
import { bookedConversation, cardPayment, withPassengers } from '../test-support/booking'
import { savedQuote, withFakeProviders } from '../test-support/fake-provider'
import { ledgerOf, sumOf } from '../test-support/money-ledger'
import { frozenNow, seededApi, seededDb } from '../test-support/seeded-api'
import { requestContext } from '../test-support/shopping'
import { convert } from '../booking/currency-conversion'

const approvedCard = '4111111111111111'
const money = 'amount currency'
const offerDocument = `query { currencyConversionOffer(bin: "411111") { id original { ${money} } amount { ${money} } rate } }`
const addDocument = `mutation ($quoteId: ID!) { addProductToCart(quoteId: $quoteId) { total { ${money} } } }`
const purchaseDocument = `mutation ($payment: PaymentInput!, $key: String!) {
  purchase(payment: $payment, idempotencyKey: $key) {
    status order { reference total { ${money} } payments { amount { ${money} } charged { ${money} } conversionRate } }
    droppedProducts { kind reason }
  }
}`

interface Money {
  amount: number
  currency: string
}
interface Offer {
  id: string
  original: Money
  amount: Money
  rate: string
}
interface Purchase {
  status: string
  order: {
    reference: string
    total: Money
    payments: { amount: Money; charged: Money; conversionRate: string | null }[]
  } | null
  droppedProducts: { kind: string; reason: string }[]
}

let api: ApiDeps
let clock = frozenNow

function freshApi(faults?: string): void {
  const db = seededDb()
  clock = frozenNow
  api = { ...seededApi(db, () => clock), products: createProducts(db, faults) }
  withFakeProviders(api, 'INSURANCE', 'CAR', 'HOTEL')
}

async function run<T>(source: string, variables: Record<string, unknown>, key: string) {
  const result = await graphql({
    schema,
    source,
    rootValue: createRootValue(api),
    contextValue: requestContext(key),
    variableValues: variables,
  })
  return {
    data: result.data as T | null | undefined,
    codes: (result.errors ?? []).map((e) => String(e.extensions.code)),
  }
}

/** A conversation with a passenger, insurance and a hotel in its cart, and the GBP offer for it. */
async function cartWithOffer() {
  const key = bookedConversation(api)
  withPassengers(api, key)
  const cart = await run<{ cart: { total: Money } }>(`query { cart { total { ${money} } } }`, {}, key)
  const currency = cart.data?.cart.total.currency ?? ''
  for (const [kind, price] of [
    ['INSURANCE', 4_500],
    ['HOTEL', 38_000],
  ] as const) {
    const { codes } = await run(addDocument, { quoteId: savedQuote(api, key, kind, price, { currency }).quoteId }, key)
    expect(codes).toEqual([])
  }
  const { data } = await run<{ currencyConversionOffer: Offer | null }>(offerDocument, {}, key)
  const offer = data?.currencyConversionOffer
  if (!offer) throw new Error('no conversion offer')
  return { key, offer, currency }
}

async function purchaseWith(key: string, offerId: string) {
  const payment = { ...cardPayment(approvedCard), conversionOfferId: offerId }
  return run<{ purchase: Purchase }>(purchaseDocument, { payment, key: randomUUID() }, key)
}

beforeEach(() => freshApi('hotel:fail'))

describe('a conversion offer when a partner product is dropped at confirm', () => {
  it('books the flights and charges the accepted rate on what was booked, the dropped hotel left out', async () => {
    const { key, offer } = await cartWithOffer()
    const { data, codes } = await purchaseWith(key, offer.id)
    expect(codes).toEqual([])
    const result = data?.purchase
    expect(result?.status).toBe('CONFIRMED')
    expect(result?.droppedProducts).toEqual([{ kind: 'HOTEL', reason: 'PROVIDER_FAILED' }])
    const booked = offer.original.amount - 38_000
    const [payment] = result?.order?.payments ?? []
    expect(payment?.amount.amount).toBe(booked)
    expect(payment?.conversionRate).toBe(offer.rate)
    expect(payment?.charged).toEqual({
      amount: convert(booked, offer.rate, offer.original.currency, 'GBP'),
      currency: 'GBP',
    })
    expect(payment?.charged.amount).toBeLessThan(offer.amount.amount)
    expect(sumOf(ledgerOf(api.booking.db, result?.order?.reference ?? ''), 'CHARGE')).toBe(booked)
  })

  it('still refuses the offer when the cart changed otherwise: a product added after it (CONVERSION_OFFER_STALE)', async () => {
    const { key, offer, currency } = await cartWithOffer()
    clock += 1_000
    const car = await run(addDocument, { quoteId: savedQuote(api, key, 'CAR', 9_000, { currency }).quoteId }, key)
    expect(car.codes).toEqual([])
    const { codes } = await purchaseWith(key, offer.id)
    expect(codes).toEqual(['CONVERSION_OFFER_STALE'])
  })
})
