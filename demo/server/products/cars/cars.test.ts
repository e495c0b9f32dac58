import { describe, expect, it } from 'vitest'
import type { ApiDeps } from '../../graphql/context'
import { bookedConversation } from '../../test-support/booking'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { send } from '../../test-support/send'
import type { StoredProduct } from '../product'
import { createProducts } from '../product-deps'
import { carProvider } from './car-provider'

const availability = `query Cars($locationId: ID!, $pickUp: String!, $dropOff: String!) {
  carAvailability(locationId: $locationId, pickUp: $pickUp, dropOff: $dropOff) {
    carClass model seats bags transmission
    conditions { kilometresPerDay minimumDriverAge deposit { amount currency } fuelPolicy freeCancellationHours included }
    quote { quoteId kind provider title price { amount currency } expiresAt terms { url version } }
  }
}`

interface Offer {
  carClass: string
  conditions: { freeCancellationHours: number; deposit: { amount: number } }
  quote: { quoteId: string; price: { amount: number; currency: string }; title: string }
}

function booking(api: ApiDeps = seededApi()) {
  return { api, key: bookedConversation(api) }
}

const offersAt = async (
  api: ApiDeps,
  key: string,
  pickUp = '2026-06-05T20:00',
  dropOff = '2026-06-09T10:00',
  locationId = 'JFK-ENTERPRISE',
) => send<{ carAvailability: Offer[] }>(api, availability, { locationId, pickUp, dropOff }, key)

/** A stored product of a quote, as the lifecycle would keep it once confirmed. */
function productOf(api: ApiDeps, quoteId: string, reference: string): StoredProduct {
  const quote = api.products.store.quote(quoteId)
  if (!quote) throw new Error('no quote')
  return {
    ...quote,
    productId: 'P1',
    orderReference: 'ABC123',
    state: 'CONFIRMED',
    reference,
    refunded: 0,
    idempotencyKey: 'k:CAR',
    confirmedAt: 0,
    endedAt: null,
  }
}

describe('carLocations', () => {
  it('lists the desks at an airport, and none where there is none', async () => {
    const api = seededApi()
    const at = await send<{ carLocations: Array<{ locationId: string; airportCode: string }> }>(
      api,
      '{ carLocations(airportCode: "lhr") { locationId airportCode name access supplier } }',
    )
    expect(at.data?.carLocations.map((l) => l.locationId)).toEqual(['LHR-HERTZ', 'LHR-SIXT'])
    const none = await send<{ carLocations: unknown[] }>(api, '{ carLocations(airportCode: "BOS") { locationId } }')
    expect(none.data?.carLocations).toEqual([])
  })
})

describe('carAvailability', () => {
  it('prices each class by the day (4 days started: 3 days 14 hours) in the cart currency, with conditions', async () => {
    const { api, key } = booking()
    const answer = await offersAt(api, key)
    expect(answer.error).toBeUndefined()
    const offers = answer.data?.carAvailability ?? []
    expect(offers.map((o) => o.carClass)).toEqual(['ECONOMY', 'COMPACT', 'INTERMEDIATE', 'SUV'])
    // JFK economy: 49.00 USD a day
    expect(offers[0]?.quote.price).toEqual({ amount: 4 * 4900, currency: 'USD' })
    expect(offers[0]?.conditions.freeCancellationHours).toBe(24)
    expect(api.products.store.quote(offers[0]?.quote.quoteId ?? '')?.details).toMatchObject({
      kind: 'CAR',
      carClass: 'ECONOMY',
      pickUpAt: Date.parse('2026-06-06T00:00:00Z'),
    })
  })

  it('charges one more day for every started 24 hours', async () => {
    const { api, key } = booking()
    const one = await offersAt(api, key, '2026-06-05T20:00', '2026-06-06T20:00')
    const two = await offersAt(api, key, '2026-06-05T20:00', '2026-06-06T20:01')
    expect(one.data?.carAvailability[0]?.quote.price.amount).toBe(4900)
    expect(two.data?.carAvailability[0]?.quote.price.amount).toBe(9800)
  })

  it.each([
    ['2026-06-09T10:00', '2026-06-05T20:00', 'dropOff must be after pickUp'],
    ['2026-06-05T20:00', '2026-07-06T20:00', 'at most 30 days'],
    ['2026-06-05', '2026-06-09T10:00', 'YYYY-MM-DDTHH:mm'],
  ])('refuses pick-up %s and drop-off %s', async (pickUp, dropOff, message) => {
    const { api, key } = booking()
    const answer = await offersAt(api, key, pickUp, dropOff)
    expect(answer.code).toBe('INVALID_RENTAL_DATES')
    expect(answer.error?.message).toContain(message)
  })

  it('needs the execution header and a known desk', async () => {
    const { api, key } = booking()
    expect((await offersAt(api, '')).code).toBe('ERR.SSW.CLIENT.INVALID_REQUEST')
    expect((await offersAt(api, key, undefined, undefined, 'NOWHERE')).code).toBe('CAR_LOCATION_NOT_FOUND')
  })

  it('leaves out a class whose cars are all booked on one of the days', async () => {
    const { api, key } = booking()
    const offers = (await offersAt(api, key)).data?.carAvailability ?? []
    // JFK-ENTERPRISE has one SUV
    const suv = offers.find((o) => o.carClass === 'SUV')
    const provider = api.products.providers.get('CAR')
    const quote = api.products.store.quote(suv?.quote.quoteId ?? '')
    if (!provider || !quote) throw new Error('no provider or quote')
    await provider.confirm(quote, 'purchase-1:CAR')
    const overlapping = await offersAt(api, key, '2026-06-08T09:00', '2026-06-10T09:00')
    expect(overlapping.data?.carAvailability.map((o) => o.carClass)).toEqual(['ECONOMY', 'COMPACT', 'INTERMEDIATE'])
    const after = await offersAt(api, key, '2026-06-10T09:00', '2026-06-11T09:00')
    expect(after.data?.carAvailability.map((o) => o.carClass)).toContain('SUV')
  })
})

describe('carRentalConditions', () => {
  it("answers a car quote's conditions and refuses an unknown quote", async () => {
    const { api, key } = booking()
    const offer = (await offersAt(api, key)).data?.carAvailability[0]
    const answer = await send<{ carRentalConditions: { minimumDriverAge: number; fuelPolicy: string } }>(
      api,
      'query C($q: ID!) { carRentalConditions(quoteId: $q) { minimumDriverAge fuelPolicy kilometresPerDay } }',
      { q: offer?.quote.quoteId },
    )
    expect(answer.data?.carRentalConditions).toEqual({
      minimumDriverAge: 21,
      fuelPolicy: 'FULL_TO_FULL',
      kilometresPerDay: null,
    })
    const unknown = await send(api, '{ carRentalConditions(quoteId: "nope") { minimumDriverAge } }')
    expect(unknown.code).toBe('QUOTE_NOT_FOUND')
  })
})

describe('the cars provider', () => {
  it('books under a reference, idempotently, and refuses a class sold out since the quote', async () => {
    const { api, key } = booking()
    const offers = (await offersAt(api, key)).data?.carAvailability ?? []
    const suvId = offers.find((o) => o.carClass === 'SUV')?.quote.quoteId ?? ''
    const provider = api.products.providers.get('CAR')
    const first = api.products.store.quote(suvId)
    // A second traveller quoted the same SUV before the first booked it
    const second = api.products.store.quote(
      ((await offersAt(api, key)).data?.carAvailability ?? [])[3]?.quote.quoteId ?? '',
    )
    if (!provider || !first || !second) throw new Error('missing')
    const reference = await provider.confirm(first, 'purchase-1:CAR')
    expect(reference).toMatch(/^CAR-[A-Z2-9]{6}$/)
    expect(await provider.confirm(first, 'purchase-1:CAR')).toBe(reference)
    await expect(provider.confirm(second, 'purchase-2:CAR')).rejects.toMatchObject({ reason: 'SOLD_OUT' })
    // Cancelled (twice: once counts), the SUV is free again
    await provider.cancel(productOf(api, suvId, reference))
    await provider.void(productOf(api, suvId, reference))
    expect(await provider.confirm(second, 'purchase-2:CAR')).toMatch(/^CAR-/)
    await expect(provider.confirm(first, 'purchase-3:CAR')).rejects.toMatchObject({ reason: 'SOLD_OUT' })
  })

  it('leaves the switch’s fail and timeout to the lifecycle: the provider itself books', async () => {
    const db = seededDb()
    const api = { ...seededApi(db), products: createProducts(db, 'car:fail') }
    const key = bookedConversation(api)
    const quote = api.products.store.quote((await offersAt(api, key)).data?.carAvailability[0]?.quote.quoteId ?? '')
    if (!quote) throw new Error('no quote')
    expect(await api.products.providers.get('CAR')?.confirm(quote, 'k:CAR')).toMatch(/^CAR-/)
  })

  it('gives back by its key what a confirm that timed out booked (its reference never answered)', async () => {
    const { api, key } = booking()
    const offer = (await offersAt(api, key)).data?.carAvailability.find((o) => o.carClass === 'SUV')
    const provider = api.products.providers.get('CAR')
    if (!provider || !offer) throw new Error('missing')
    const quote = api.products.store.quote(offer.quote.quoteId)
    if (!quote) throw new Error('no quote')
    const sold = () => api.products.store.soldOn('CAR', 'JFK-ENTERPRISE:SUV', '2026-06-05')
    await provider.confirm(quote, 'timed-out:CAR')
    expect(sold()).toBe(1)
    const timedOut = { ...productOf(api, offer.quote.quoteId, ''), reference: null, idempotencyKey: 'timed-out:CAR' }
    await provider.void(timedOut)
    await provider.void(timedOut)
    expect(sold()).toBe(0)
  })

  it('with the fault slow books, late', async () => {
    const { api, key } = booking()
    const quote = api.products.store.quote((await offersAt(api, key)).data?.carAvailability[0]?.quote.quoteId ?? '')
    if (!quote) throw new Error('no quote')
    const slow = carProvider(api.products.store, 30)
    const started = Date.now()
    expect(await slow.confirm(quote, 'k:CAR')).toMatch(/^CAR-/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })

  it('gives everything back until the free-cancellation hours before pick-up, nothing after, and no cancel after pick-up', async () => {
    const { api, key } = booking()
    const offer = (await offersAt(api, key)).data?.carAvailability[0]
    const provider = api.products.providers.get('CAR')
    if (!provider || !offer) throw new Error('missing')
    const product = productOf(api, offer.quote.quoteId, 'CAR-TEST01')
    const pickUpAt = Date.parse('2026-06-06T00:00:00Z')
    const hour = 3_600_000
    const price = offer.quote.price.amount
    expect(provider.cancelTerms(product, pickUpAt - 24 * hour - 1)).toEqual({
      refund: price,
      penalty: 0,
      appliedPenalty: null,
    })
    expect(provider.cancelTerms(product, pickUpAt - 24 * hour)).toEqual({
      refund: 0,
      penalty: price,
      appliedPenalty: null,
    })
    expect(provider.cancelTerms(product, pickUpAt)).toBeNull()
  })
})
