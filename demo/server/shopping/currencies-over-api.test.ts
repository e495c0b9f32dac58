// @vitest-environment node
// Pricing in each currency's own minor unit, over real HTTP: a yen has no decimals, so a
// search in JPY answers whole yen (about 150 yen a dollar, not 100 times that), its
// cart's lines add up to its total exactly, and a booking is priced, converted and paid
// in yen; a booking in reals (two decimals) pays in installments that sum to its total.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import addItineraryDocument from '../../../core/api/add-itinerary.graphql'
import ancillariesDocument from '../../../core/api/ancillaries.graphql'
import currencyConversionOfferDocument from '../../../core/api/currency-conversion-offer.graphql'
import installmentOptionsDocument from '../../../core/api/installment-options.graphql'
import orderDocument from '../../../core/api/order.graphql'
import purchaseDocument from '../../../core/api/purchase.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import type {
  AddItineraryMutation,
  AncillariesQuery,
  AncillariesQueryVariables,
  CurrencyConversionOfferQuery,
  InstallmentOptionsQuery,
  OrderQuery,
  PurchaseMutation,
  PurchaseMutationVariables,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
} from '../../../core/api/generated/operations'
import { serverPerFile } from '../test-support/server-per-file'
import { bookedOverHttp, graphqlClient } from '../test-support/http-booking'

const server = serverPerFile('currencies')
const date = '2026-06-05'
const card = { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holderName: 'Ada Lovelace' }

/** A family's search LHR-JFK in `currency` and the cart of its first classic offer. */
async function familyCart(currency: string) {
  const call = graphqlClient(server.url)
  const variables: SearchFlightsMutationVariables = {
    criteria: {
      awardBooking: false,
      searchType: 'BRANDED',
      passengers: { ADT: 2, CHD: 1, INF: 1 },
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
      currency,
    },
  }
  const found = await call<SearchFlightsMutation>(searchFlightsDocument, variables)
  const offers = found.body.data?.searchFlights.offers?.offers ?? []
  const classic = offers[0]?.brandOffers.find((b) => b.brandId === 'classic')
  const added = await call<AddItineraryMutation>(
    addItineraryDocument,
    { offerRefs: [classic?.offerRef ?? ''] },
    found.execution ?? '',
  )
  const cart = added.body.data?.addItinerary
  if (!classic || !cart) throw new Error(`no cart in ${currency}: ${JSON.stringify(added.body.errors)}`)
  return { offers, classic, cart, key: found.execution ?? '', call }
}

describe('a search priced in yen', () => {
  it('answers whole yen at the demo rate: about 1.5 yen per US cent', async () => {
    const yen = await familyCart('JPY')
    const usd = await familyCart('USD')
    expect(yen.cart.total.currency).toBe('JPY')
    // Fare and taxes per passenger type are each rounded once: a few yen at most apart.
    expect(Math.abs(yen.cart.total.amount - usd.cart.total.amount * 1.5)).toBeLessThan(25)
    const amounts = yen.offers.flatMap((o) => o.brandOffers.flatMap((b) => [b.total.amount, b.pricePerAdult.amount]))
    expect(amounts.length).toBeGreaterThan(0)
    for (const amount of amounts) expect(Number.isInteger(amount)).toBe(true)
  })

  it("adds up: each passenger's fare and taxes to their total, the lines to the cart's total, the offer's total to the cart's", async () => {
    const { cart, classic } = await familyCart('JPY')
    for (const line of cart.passengers) expect(line.fare.amount + line.taxes.amount).toBe(line.total.amount)
    const lines = cart.passengers.reduce((sum, line) => sum + line.total.amount * line.count, 0)
    expect(lines).toBe(cart.total.amount)
    const extras = (cart.seats?.amount ?? 0) + (cart.ancillaries?.amount ?? 0)
    expect(cart.fare.amount + cart.taxes.amount + extras).toBe(cart.total.amount)
    expect(classic.total.amount).toBe(cart.total.amount)
  })

  it("prices a checked bag in whole yen, not a hundred times the dollar's price", async () => {
    const call = graphqlClient(server.url)
    const bag = async (currency: string) => {
      const key = await bookedOverHttp(call, date, currency)
      const answer = await call<AncillariesQuery>(
        ancillariesDocument,
        { named: true } satisfies AncillariesQueryVariables,
        key,
      )
      expect(answer.body.errors).toBeUndefined()
      return answer.body.data?.ancillaries.bags[0]?.pricePerBag
    }
    const [inYen, inUsd] = [await bag('JPY'), await bag('USD')]
    expect(inYen?.currency).toBe('JPY')
    expect(inYen?.amount).toBe(Math.round((inUsd?.amount ?? 0) * 1.5))
  })
})

describe('a booking in yen through the API', () => {
  it('is confirmed with its total paid in whole yen', async () => {
    const call = graphqlClient(server.url)
    const key = await bookedOverHttp(call, date, 'JPY')
    const variables: PurchaseMutationVariables = { payment: { type: 'CARD', card }, idempotencyKey: randomUUID() }
    const bought = await call<PurchaseMutation>(purchaseDocument, variables, key)
    const order = bought.body.data?.purchase.order
    expect(order?.status).toBe('CONFIRMED')
    expect(order?.total.currency).toBe('JPY')
    const read = await call<OrderQuery>(orderDocument, { reference: order?.reference ?? '' }, key)
    const stored = read.body.data?.order
    expect(stored?.fare.amount).toBeDefined()
    expect((stored?.fare.amount ?? 0) + (stored?.taxes.amount ?? 0)).toBe(stored?.total.amount)
    const paid = stored?.payments.reduce((sum, p) => sum + p.amount.amount, 0)
    expect(paid).toBe(stored?.total.amount)
  })

  it("converts yen to the card's pounds with both currencies' own decimals", async () => {
    const call = graphqlClient(server.url)
    const key = await bookedOverHttp(call, date, 'JPY')
    const offer = (await call<CurrencyConversionOfferQuery>(currencyConversionOfferDocument, { bin: '411111' }, key))
      .body.data?.currencyConversionOffer
    if (!offer) throw new Error('no conversion offer for a GBP card paying yen')
    // 0.79 pounds a dollar over 150 yen a dollar, with the 3% markup: 0.005425 a yen.
    expect(offer.rate).toBe('0.005425')
    expect(offer.amount.amount).toBe(Math.round(offer.original.amount * 0.005425 * 100))
    const variables: PurchaseMutationVariables = {
      payment: { type: 'CARD', card, conversionOfferId: offer.id },
      idempotencyKey: randomUUID(),
    }
    const bought = await call<PurchaseMutation>(purchaseDocument, variables, key)
    const reference = bought.body.data?.purchase.order?.reference ?? ''
    const stored = (await call<OrderQuery>(orderDocument, { reference }, key)).body.data?.order
    expect(stored?.payments[0]?.charged).toEqual(offer.amount)
  })
})

describe('a booking in reals through the API', () => {
  it('pays in three installments that sum to the total in centavos', async () => {
    const call = graphqlClient(server.url)
    const key = await bookedOverHttp(call, date, 'BRL')
    const plans = (await call<InstallmentOptionsQuery>(installmentOptionsDocument, { cardType: 'VISA' }, key)).body.data
      ?.installmentOptions
    const three = plans?.find((p) => p.count === 3)
    if (!three) throw new Error(`no plan of 3 in BRL: ${JSON.stringify(plans)}`)
    expect(three.total.currency).toBe('BRL')
    expect(three.perInstallment.amount * 2 + three.lastInstallment.amount).toBe(three.total.amount)
    const variables: PurchaseMutationVariables = {
      payment: { type: 'CARD', card, installments: 3 },
      idempotencyKey: randomUUID(),
    }
    const bought = await call<PurchaseMutation>(purchaseDocument, variables, key)
    const order = bought.body.data?.purchase.order
    expect(order?.status).toBe('CONFIRMED')
    expect(order?.total.currency).toBe('BRL')
    const stored = (await call<OrderQuery>(orderDocument, { reference: order?.reference ?? '' }, key)).body.data?.order
    expect(stored?.payments[0]?.amount).toEqual(three.total)
  })
})
