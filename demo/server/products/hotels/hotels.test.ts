// The hotel fields and provider over a real seeded database (resolver tests).
import { describe, expect, it } from 'vitest'
import type { ApiDeps } from '../../graphql/context'
import type { HotelDetails, HotelSummary } from '../../graphql/generated/resolvers'
import type { StoredProduct, StoredQuote } from '../product'
import { bookedConversation } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { hotelFields, hotelTerms } from './root-fields'
import { hotelProvider } from './hotel-provider'
import { createProducts } from '../product-deps'

const stay = { checkinDate: '2026-06-05', checkoutDate: '2026-06-09', guests: 1 }

function setUp() {
  const db = seededDb()
  const api = seededApi(db)
  const key = bookedConversation(api)
  return { db, api, key, fields: hotelFields(api) }
}

const details = (api: ApiDeps, key: string, hotelId = 'JFK-JAMAICA-BAY', guests = 1) =>
  hotelFields(api).hotelDetails({ hotelId, ...stay, guests }, requestContext(key)) as HotelDetails

const codeOf = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code
  }
  return undefined
}

const productOf = (quote: StoredQuote, reference: string, confirmedAt = frozenNow): StoredProduct => ({
  productId: 'P1',
  orderReference: 'ORD1',
  quoteId: quote.quoteId,
  kind: 'HOTEL',
  provider: quote.provider,
  state: 'CONFIRMED',
  reference,
  title: quote.title,
  price: quote.price,
  refunded: 0,
  currency: quote.currency,
  termsUrl: quote.termsUrl,
  termsVersion: quote.termsVersion,
  details: quote.details,
  idempotencyKey: 'key',
  createdAt: confirmedAt,
  confirmedAt,
  endedAt: null,
})

describe('hotelSearch', () => {
  it('lists the hotels near the airport nearest first, each from its cheapest room for the stay', () => {
    const { fields, key } = setUp()
    const found = fields.hotelSearch({ airportCode: 'JFK', ...stay }, requestContext(key)) as HotelSummary[]
    expect(found.map((h) => h.hotelId)).toEqual(['JFK-TERMINAL-ONE', 'JFK-JAMAICA-BAY', 'JFK-ROCKAWAY'])
    // Jamaica Bay's cheapest room: 139.00 USD a night, 4 nights (the seeded booking prices in USD)
    expect(found[1]?.fromPrice).toEqual({ amount: 4 * 13_900, currency: 'USD' })
  })

  it('refuses a check-out not after check-in and a stay of more than 30 nights', () => {
    const { fields, key } = setUp()
    const ask = (checkinDate: string, checkoutDate: string) => () =>
      fields.hotelSearch({ airportCode: 'JFK', checkinDate, checkoutDate, guests: 1 }, requestContext(key))
    expect(codeOf(ask('2026-06-05', '2026-06-05'))).toBe('INVALID_STAY')
    expect(codeOf(ask('2026-06-05', '2026-07-06'))).toBe('STAY_TOO_LONG')
    expect(codeOf(ask('2026-06-05', '2026-07-05'))).toBeUndefined()
    expect(codeOf(ask('2026-02-30', '2026-03-02'))).toBe('INVALID_DATE')
  })

  it('needs the execution header', () => {
    const { fields } = setUp()
    expect(codeOf(() => fields.hotelSearch({ airportCode: 'JFK', ...stay }, requestContext(undefined)))).toBeTruthy()
  })

  it('leaves out a hotel with no room left on one night of the stay', async () => {
    const { api, key, db } = setUp()
    const provider = hotelProvider(db)
    const rockaway = details(api, key, 'JFK-ROCKAWAY').rooms[0]
    const quote = rockaway && api.products.store.quote(rockaway.quote.quoteId)
    if (!quote) throw new Error('no quote')
    // Rockaway has one room; book one night inside the stay in another booking
    await provider.confirm(
      {
        ...quote,
        details: { ...quote.details, checkinDate: '2026-06-07', checkoutDate: '2026-06-08' } as StoredQuote['details'],
      },
      'other',
    )
    const found = hotelFields(api).hotelSearch({ airportCode: 'JFK', ...stay }, requestContext(key)) as HotelSummary[]
    expect(found.map((h) => h.hotelId)).not.toContain('JFK-ROCKAWAY')
  })
})

describe('hotelDetails', () => {
  it('quotes each room for the whole stay through the store (nights x nightly rate)', () => {
    const { api, key } = setUp()
    const found = details(api, key)
    expect(found).toMatchObject({ name: 'Jamaica Bay Airport Hotel', checkinTime: '15:00', stars: 3 })
    expect(found.rooms.map((r) => [r.hotelRoomTypeId, r.quote.price.amount])).toEqual([
      ['QN', 4 * 15_900],
      ['QN-NR', 4 * 13_900],
    ])
    const first = found.rooms[0]
    const saved = first && api.products.store.quote(first.quote.quoteId)
    expect(saved).toMatchObject({ kind: 'HOTEL', price: 4 * 15_900, conversationKey: key })
    expect(saved?.details).toMatchObject({ kind: 'HOTEL', nights: 4, checkinAt: Date.parse('2026-06-05T19:00:00Z') })
    expect(first?.cancellationPolicy.penaltyInfoList).toEqual([
      { timeUnit: 'DAY', duration: 2, policyStartType: 'BEFORE_CHECKIN', type: 'NIGHTS', value: 1 },
    ])
  })

  it('links each room’s terms on the API’s own origin, so the link works on a partner’s page', () => {
    const { api, key } = setUp()
    for (const room of details(api, key).rooms)
      expect(room.quote.terms.url).toBe(`${api.accounts.apiOrigin}${hotelTerms.url}`)
  })

  it('leaves out rooms too small for the guests', () => {
    const { api, key } = setUp()
    expect(details(api, key, 'JFK-TERMINAL-ONE', 3).rooms.map((r) => r.hotelRoomTypeId)).toEqual(['FAM'])
  })

  it('answers HOTEL_NOT_FOUND for an unknown hotel', () => {
    const { api, key } = setUp()
    expect(codeOf(() => details(api, key, 'NOWHERE'))).toBe('HOTEL_NOT_FOUND')
  })
})

describe('hotelCancellationPolicy', () => {
  it('answers the room type penalty list for the stay', () => {
    const { fields } = setUp()
    expect(
      fields.hotelCancellationPolicy({ hotelId: 'LHR-SKYLINE', hotelRoomTypeId: 'STD-NR', ...stay }, requestContext()),
    ).toMatchObject({ checkinDate: '2026-06-05', penaltyInfoList: [{ type: 'PERCENT', value: 100 }] })
  })
})

describe('the hotel provider', () => {
  const quoted = (api: ApiDeps, key: string, hotelId = 'JFK-ROCKAWAY', index = 0): StoredQuote => {
    const room = details(api, key, hotelId).rooms[index]
    const quote = room && api.products.store.quote(room.quote.quoteId)
    if (!quote) throw new Error('no quote')
    return quote
  }

  it('books with a reference, once per idempotency key, and refuses SOLD_OUT when the last room went after the quote', async () => {
    const { api, key, db } = setUp()
    const provider = hotelProvider(db)
    const first = quoted(api, key)
    const second = quoted(api, key)
    const reference = await provider.confirm(first, 'purchase-1:HOTEL')
    expect(reference).toMatch(/^HTL-[A-Z0-9]{6}$/)
    expect(await provider.confirm(first, 'purchase-1:HOTEL')).toBe(reference)
    await expect(provider.confirm(second, 'purchase-2:HOTEL')).rejects.toMatchObject({ reason: 'SOLD_OUT' })
    // cancelled, the room is back for the other quote
    await provider.cancel(productOf(first, reference))
    await provider.cancel(productOf(first, reference))
    expect(await provider.confirm(second, 'purchase-2:HOTEL')).toMatch(/^HTL-/)
  })

  it('leaves the switch’s fail and timeout to the lifecycle and answers late when slow', async () => {
    const { api, key, db } = setUp()
    const quote = quoted(api, key, 'JFK-JAMAICA-BAY')
    for (const setting of ['hotel:fail', 'hotel:timeout'])
      expect(await createProducts(db, setting).providers.get('HOTEL')?.confirm(quote, setting)).toMatch(/^HTL-/)
    const started = Date.now()
    expect(await hotelProvider(db, 30).confirm(quote, 'k3')).toMatch(/^HTL-/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })

  it('gives back by its key, once, a room whose confirm timed out (its reference never answered), across a restart', async () => {
    const { api, key, db } = setUp()
    const [quote, other, third] = [quoted(api, key), quoted(api, key), quoted(api, key)]
    await hotelProvider(db).confirm(quote, 'timed-out:HOTEL')
    await expect(hotelProvider(db).confirm(other, 'other:HOTEL')).rejects.toMatchObject({ reason: 'SOLD_OUT' })
    const timedOut = { ...productOf(quote, ''), reference: null, idempotencyKey: 'timed-out:HOTEL' }
    await hotelProvider(db).void(timedOut)
    await hotelProvider(db).void(timedOut)
    expect(await hotelProvider(db).confirm(other, 'other:HOTEL')).toMatch(/^HTL-/)
    await expect(hotelProvider(db).confirm(third, 'third:HOTEL')).rejects.toMatchObject({ reason: 'SOLD_OUT' })
  })

  it('prices a cancel inside the free period at nothing and outside at one night; after check-in not at all', async () => {
    const { api, key, db } = setUp()
    const provider = hotelProvider(db)
    const quote = quoted(api, key, 'JFK-JAMAICA-BAY')
    const product = productOf(quote, await provider.confirm(quote, 'k'))
    const checkinAt = Date.parse('2026-06-05T19:00:00Z')
    expect(provider.cancelTerms(product, frozenNow)).toEqual({ penalty: 0, refund: 4 * 15_900, appliedPenalty: null })
    expect(provider.cancelTerms(product, checkinAt - 3_600_000)).toMatchObject({ penalty: 15_900, refund: 3 * 15_900 })
    expect(provider.cancelTerms(product, checkinAt)).toBeNull()
  })
})
