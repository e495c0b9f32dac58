// @vitest-environment node
// A meta-search link landing through the GraphQL server: the document the storefront
// sends (core/api/meta-search.graphql) with the example input of each code, answered
// with the itinerary in a new conversation's cart, or refused with typed errors that say
// which fields failed and what flight search of the same trip is still possible.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MetaSearchInput, MetaSearchMutation } from '../../../core/api/generated/operations'
import { cmaInput, cmpInput, flightNumberInput } from '../../../core/meta-search/fixtures/links'
import metaSearchDocument from '../../../core/api/meta-search.graphql'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import { cart } from '../graphql/resolvers/add-itinerary'
import { purchase } from '../graphql/resolvers/purchase'
import { adult, bookedConversation, cardPayment, withPassengers } from '../test-support/booking'
import { seededApi, seededDb } from '../test-support/seeded-api'
import { send } from '../test-support/send'
import { requestContext } from '../test-support/shopping'

let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})

interface ErrorAnswer {
  message: string
  extensions: { type: string; code: string; status: number; details?: unknown; search?: unknown }
}

/** Sends the storefront's metaSearch document: the answer's data, first error and the execution key it issued. */
async function land(input: MetaSearchInput, executionIn?: string) {
  const { data, error, issued } = await send<MetaSearchMutation>(api, metaSearchDocument, { input }, executionIn)
  return { data: data?.metaSearch, error: error as ErrorAnswer | undefined, key: issued }
}

/** The landing's data, failing the test with the error when there is one. */
async function landed(input: MetaSearchInput, executionIn?: string) {
  const { data, error, key } = await land(input, executionIn)
  if (!data || !key) throw new Error(`metaSearch failed: ${error?.extensions.code} ${JSON.stringify(error)}`)
  return { ...data, key }
}

const flightsOf = (answer: { cart: MetaSearchMutation['metaSearch']['cart'] }) =>
  answer.cart.parts.map((part) => [part.brand.id, part.segments.map((s) => `${s.airlineCode}${s.flightNumber}`)])

/** The input with its first segment changed. */
function withFirstSegment(
  input: MetaSearchInput,
  changes: Partial<MetaSearchInput['itineraryParts'][0]['segments'][0]>,
) {
  const [first, ...rest] = input.itineraryParts
  if (!first) throw new Error('the example has no part')
  const [segment, ...others] = first.segments
  return {
    ...input,
    itineraryParts: [{ ...first, segments: [{ ...segment, ...changes } as typeof segment, ...others] }, ...rest],
  } as MetaSearchInput
}

describe('metaSearch lands each code in a new conversation with the itinerary priced in its cart', () => {
  it('FLIGHT_NUMBER: the round trip by flight number and date, in GBP for two adults and a child', async () => {
    const answer = await landed(flightNumberInput)
    expect(flightsOf(answer)).toEqual([
      ['classic', ['ZZ1']],
      ['classic', ['ZZ2']],
    ])
    expect(answer.cart.parts[1]?.segments[0]?.departure.slice(0, 10)).toBe('2026-06-08')
    expect(answer.cart.passengers.map((p) => [p.passengerType, p.count])).toEqual([
      ['ADT', 2],
      ['CHD', 1],
    ])
    expect(answer.cart.total.currency).toBe('GBP')
  })

  it('CMA: the connection at JFK as the partner listed it, with the promo code applied', async () => {
    const answer = await landed(cmaInput)
    expect(flightsOf(answer)).toEqual([['flex', ['ZZ1', 'ZZ505']]])
    expect(answer.messages).toEqual([{ code: 'PROMO_APPLIED', type: 'info' }])
    expect(answer.cart.total.currency).toBe('USD')
  })

  it('CMP: the flight of the route that leaves at the departure time', async () => {
    const answer = await landed(cmpInput)
    expect(flightsOf(answer)).toEqual([['classic', ['ZZ103']]])
    expect(answer.cart.parts[0]?.segments[0]?.departure).toBe('2026-06-05T10:35:00')
  })

  /** A one-way FLIGHT_NUMBER input for one adult in classic: one segment of flight ZZ<number>. */
  const byNumber = (segment: Omit<MetaSearchInput['itineraryParts'][0]['segments'][0], 'airlineCode'>) =>
    ({
      ...flightNumberInput,
      passengers: { ADT: 1 },
      itineraryParts: [{ brandId: 'classic', segments: [{ ...segment, airlineCode: 'ZZ' }] }],
    }) as MetaSearchInput

  it('FLIGHT_NUMBER: a through flight with its stop, one segment of two legs', async () => {
    const input = byNumber({
      origin: 'LHR',
      destination: 'SYD',
      departure: '2026-06-05',
      flightNumber: '15',
      stopAirports: ['SIN'],
    })
    const answer = await landed(input)
    expect(answer.cart.parts[0]?.segments.map((s) => [s.flightNumber, s.origin.code, s.destination.code])).toEqual([
      ['15', 'LHR', 'SIN'],
      ['15', 'SIN', 'SYD'],
    ])
  })

  it('FLIGHT_NUMBER: a segment from the stop of a flight that began the day before', async () => {
    const input = byNumber({ origin: 'SIN', destination: 'LHR', departure: '2026-06-06', flightNumber: '16' })
    const answer = await landed(input)
    expect(answer.cart.parts[0]?.segments.map((s) => s.departure)).toEqual(['2026-06-06T00:25:00'])
  })

  it('refuses a through flight whose stops are not the ones sent (SCHEDULE_MISMATCH)', async () => {
    const input = byNumber({
      origin: 'LHR',
      destination: 'SYD',
      departure: '2026-06-05',
      flightNumber: '15',
      stopAirports: ['HKG'],
    })
    expect((await land(input)).error?.extensions.details).toEqual([
      { path: 'itineraryParts.0.segments.0', code: 'SCHEDULE_MISMATCH' },
    ])
  })

  it('keeps the cart in the conversation, so the cart query answers the same itinerary and total', async () => {
    const answer = await landed(cmpInput)
    const kept = cart(api, requestContext(answer.key))
    expect([kept.parts.map((p) => p.offerRef), kept.total]).toEqual([
      answer.cart.parts.map((p) => p.offerRef),
      answer.cart.total,
    ])
  })

  it('opens a new conversation even when sent with the execution header of another', async () => {
    const other = bookedConversation(api)
    const answer = await landed(cmpInput, other)
    expect(answer.key).not.toBe(other)
  })

  it('prices in the currency of the point of sale when no currency is sent', async () => {
    const input: MetaSearchInput = { ...cmpInput, currency: null, pointOfSale: 'DE' }
    expect((await landed(input)).cart.total.currency).toBe('EUR')
  })
})

describe('metaSearch answers the price today beside the advertised one', () => {
  it('answers a difference of 0 when the advertised total is the price today', async () => {
    const today = (await landed(cmpInput)).cart.total.amount
    const answer = await landed({ ...cmpInput, advertisedFare: { amount: today, currency: 'EUR' } })
    expect(answer.priceDifference).toEqual({ amount: 0, currency: 'EUR' })
  })

  it('answers both amounts and the difference when the advertised total was lower', async () => {
    const today = (await landed(cmpInput)).cart.total.amount
    const answer = await landed({ ...cmpInput, advertisedFare: { amount: today - 2500, currency: 'EUR' } })
    expect([answer.advertisedTotal, answer.cart.total, answer.priceDifference]).toEqual([
      { amount: today - 2500, currency: 'EUR' },
      { amount: today, currency: 'EUR' },
      { amount: 2500, currency: 'EUR' },
    ])
  })
})

describe('metaSearch refuses flights that cannot be sold, naming the segment and the search still possible', () => {
  /** A flight number of a route flown on some days only, and a day of the seeded fortnight it does not fly. */
  function dayWithoutFlight(): { flightNumber: string; origin: string; destination: string; date: string } {
    const rows = db
      .prepare<[], { flightNumber: string; origin: string; destination: string }>(
        `SELECT DISTINCT flight_number AS flightNumber, origin, destination FROM flight_instances
         WHERE airline_code = 'ZZ' AND leg_seq = 1 AND origin = 'LHR'`,
      )
      .all()
    for (const row of rows) {
      const flies = api.flights.operatingDates('ZZ', row.flightNumber, '2026-06-02', '2026-06-14')
      const date = ['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08'].find(
        (day) => !flies.has(day),
      )
      if (date && flies.size > 0) return { ...row, date }
    }
    throw new Error('every LHR flight operates daily')
  }

  it('answers NOT_OPERATING_ON_DATE (422) for a flight that does not fly that day, with the flight search for it', async () => {
    const flight = dayWithoutFlight()
    const input: MetaSearchInput = {
      ...flightNumberInput,
      itineraryParts: [
        {
          brandId: 'classic',
          segments: [
            {
              origin: flight.origin,
              destination: flight.destination,
              departure: flight.date,
              airlineCode: 'ZZ',
              flightNumber: flight.flightNumber,
            },
          ],
        },
      ],
    }
    const { error, data } = await land(input)
    expect(data).toBeUndefined()
    expect(error?.extensions).toEqual({
      type: 'businessLogic',
      code: 'META_SEARCH_FLIGHTS_UNAVAILABLE',
      status: 422,
      details: [{ path: 'itineraryParts.0.segments.0', code: 'NOT_OPERATING_ON_DATE' }],
      search: {
        searchType: 'BRANDED',
        awardBooking: false,
        itineraryParts: [{ origin: 'LHR', destination: flight.destination, date: flight.date }],
        promoCodes: [],
        passengers: { ADT: 2, CHD: 1 },
        currency: 'GBP',
        pointOfSale: 'GB',
        cabinClass: 'Economy',
      },
    })
  })

  const unavailable = async (input: MetaSearchInput) => {
    const { error } = await land(input)
    return [error?.extensions.code, error?.extensions.details]
  }
  /** The refusal of flights that cannot be sold, naming the segment (the first one unless `path` says) and why. */
  const flightsUnavailable = (code: string, path = 'itineraryParts.0.segments.0') => [
    'META_SEARCH_FLIGHTS_UNAVAILABLE',
    [{ path, code }],
  ]

  it('answers FLIGHT_NOT_FOUND for a flight number the airline does not fly', async () => {
    expect(await unavailable(withFirstSegment(flightNumberInput, { flightNumber: '9999' }))).toEqual(
      flightsUnavailable('FLIGHT_NOT_FOUND'),
    )
  })

  it('answers SCHEDULE_MISMATCH for a CMA segment whose times have changed since the partner listed them', async () => {
    expect(await unavailable(withFirstSegment(cmaInput, { departure: '2026-06-05T08:05:00' }))).toEqual(
      flightsUnavailable('SCHEDULE_MISMATCH'),
    )
  })

  it('answers SCHEDULE_MISMATCH for a CMA segment flown by another airline than the partner said', async () => {
    expect(await unavailable(withFirstSegment(cmaInput, { operatingAirlineCode: 'YY' }))).toEqual(
      flightsUnavailable('SCHEDULE_MISMATCH'),
    )
  })

  it('answers SCHEDULE_MISMATCH for a CMP departure time no flight of the route leaves at', async () => {
    expect(await unavailable(withFirstSegment(cmpInput, { departure: '2026-06-05T10:40:00' }))).toEqual(
      flightsUnavailable('SCHEDULE_MISMATCH'),
    )
  })

  it('answers NOT_CONNECTING for a connection shorter than the airline sells', async () => {
    const [part] = cmaInput.itineraryParts
    const [first] = part?.segments ?? []
    const tooSoon = { ...first, origin: 'JFK', destination: 'BOS', departure: '2026-06-05T10:20:00' }
    const input = {
      ...cmaInput,
      code: 'FLIGHT_NUMBER',
      itineraryParts: [{ brandId: 'flex', segments: [first, { ...tooSoon, flightNumber: '503', arrival: null }] }],
    } as MetaSearchInput
    expect(await unavailable(input)).toEqual(flightsUnavailable('NOT_CONNECTING', 'itineraryParts.0.segments.1'))
  })

  it('answers NOT_CONNECTING for a return leaving less than two hours after the outbound lands', async () => {
    // ZZ1 lands at JFK at 11:20 AM; the JFK-LHR flight of 12:40 PM leaves 80 minutes later.
    const input = {
      ...cmpInput,
      itineraryParts: [
        { brandId: 'classic', segments: [{ origin: 'LHR', destination: 'JFK', departure: '2026-06-05T08:15:00' }] },
        { brandId: 'classic', segments: [{ origin: 'JFK', destination: 'LHR', departure: '2026-06-05T12:40:00' }] },
      ],
    } as MetaSearchInput
    expect(await unavailable(input)).toEqual(flightsUnavailable('NOT_CONNECTING', 'itineraryParts.1.segments.0'))
  })

  it('answers DEPARTED for a flight whose day has passed', async () => {
    expect(await unavailable(withFirstSegment(flightNumberInput, { departure: '2026-05-30' }))).toEqual(
      flightsUnavailable('DEPARTED'),
    )
  })

  it('answers BRAND_UNAVAILABLE when the brand has no seats left for the party on a flight', async () => {
    // ZZ105, a flight no other test of this file sells.
    const input = withFirstSegment(cmpInput, { departure: '2026-06-05T13:55:00' })
    expect(flightsOf(await landed(input))).toEqual([['classic', ['ZZ105']]])
    const leg = api.flights.legsOfFlight('ZZ', '105', '2026-06-05')[0]
    if (!leg) throw new Error('ZZ105 does not fly on 2026-06-05')
    api.shopping.inventory.sell(leg.id, 'classic', 500)
    expect(await unavailable(input)).toEqual(flightsUnavailable('BRAND_UNAVAILABLE', 'itineraryParts.0.brandId'))
  })
})

describe('metaSearch refuses input it cannot read with META_SEARCH_INVALID (400), never a failure', () => {
  it('lists every invalid field at once, and the flight search of what was valid', async () => {
    const input: MetaSearchInput = {
      ...flightNumberInput,
      itineraryParts: [
        flightNumberInput.itineraryParts[0] as MetaSearchInput['itineraryParts'][0],
        { brandId: 'cheapest', segments: [{ origin: 'J!K', destination: 'LHR', departure: 'next friday' }] },
      ],
      referrerCode: 'a partner with spaces',
      advertisedFare: { amount: 100, currency: 'USD' },
    }
    const { error, data } = await land(input)
    expect(data).toBeUndefined()
    expect(error?.extensions).toMatchObject({ type: 'validation', code: 'META_SEARCH_INVALID', status: 400 })
    expect(error?.extensions.details).toEqual([
      { path: 'itineraryParts.1.brandId', code: 'UNKNOWN_BRAND' },
      { path: 'itineraryParts.1.segments.0.origin', code: 'UNKNOWN_AIRPORT' },
      { path: 'itineraryParts.1.segments.0.airlineCode', code: 'REQUIRED' },
      { path: 'itineraryParts.1.segments.0.flightNumber', code: 'REQUIRED' },
      { path: 'itineraryParts.1.segments.0.departure', code: 'INVALID_DATE_TIME' },
      { path: 'advertisedFare.currency', code: 'CURRENCY_MISMATCH' },
      { path: 'referrerCode', code: 'INVALID_REFERRER_CODE' },
    ])
    expect(error?.extensions.search).toMatchObject({
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }],
      passengers: { ADT: 2, CHD: 1 },
    })
  })

  it('never says back the values it refused', async () => {
    const { error } = await land(withFirstSegment(cmpInput, { origin: 'SECRETVALUE' }))
    expect(JSON.stringify(error)).not.toContain('SECRETVALUE')
  })

  it('names the passenger rule broken, as searchFlights does', async () => {
    const { error } = await land({ ...cmpInput, passengers: { CHD: 1 } })
    expect(error?.extensions.details).toEqual([{ path: 'passengers', code: 'NO_ADULT' }])
  })

  it('refuses the fields CMA needs when a segment leaves them out', async () => {
    const { error } = await land(withFirstSegment(cmaInput, { arrival: null, operatingAirlineCode: null }))
    expect(error?.extensions.details).toEqual([
      { path: 'itineraryParts.0.segments.0.operatingAirlineCode', code: 'REQUIRED' },
      { path: 'itineraryParts.0.segments.0.arrival', code: 'REQUIRED' },
    ])
  })

  it('refuses a marriage group that spans two parts', async () => {
    const married = (input: MetaSearchInput['itineraryParts'][0]) => ({
      ...input,
      segments: input.segments.map((s) => ({ ...s, marriageGroup: 'M1' })),
    })
    const [outbound, inbound] = flightNumberInput.itineraryParts as [
      MetaSearchInput['itineraryParts'][0],
      MetaSearchInput['itineraryParts'][0],
    ]
    const { error } = await land({ ...flightNumberInput, itineraryParts: [married(outbound), married(inbound)] })
    expect(error?.extensions.details).toEqual([
      { path: 'itineraryParts.1.segments.0.marriageGroup', code: 'MARRIAGE_GROUP_SPANS_PARTS' },
    ])
  })

  it('refuses more parts than one booking holds before reading any (TOO_MANY_ITEMS)', async () => {
    const part = cmpInput.itineraryParts[0] as MetaSearchInput['itineraryParts'][0]
    const { error } = await land({ ...cmpInput, itineraryParts: Array.from({ length: 7 }, () => part) })
    expect(error?.extensions.code).toBe('TOO_MANY_ITEMS')
  })
})

describe('a meta-search conversation books without addItinerary, and the order keeps the referrer', () => {
  /** Passengers for the landing's party, then a card payment in the same conversation: the order's reference. */
  async function bookLanding(input: MetaSearchInput): Promise<{ key: string; reference: string }> {
    const { key } = await landed(input)
    withPassengers(api, key, [adult('A1')])
    const result = purchase(
      api,
      { payment: cardPayment('4111111111111111'), idempotencyKey: randomUUID() },
      requestContext(key),
    )
    return { key, reference: result.order?.reference ?? '' }
  }

  it('stores the referrer code with the order in the database', async () => {
    const { reference } = await bookLanding(cmpInput)
    expect(
      db.prepare('SELECT status, referrer_code AS referrerCode FROM orders WHERE reference = ?').get(reference),
    ).toEqual({
      status: 'CONFIRMED',
      referrerCode: 'TRIPSCAN',
    })
  })

  it('answers the referrer code with the order to the conversation that bought it', async () => {
    const { key, reference } = await bookLanding(cmpInput)
    const orderDocument = `query order($reference: String!) { order(reference: $reference) { reference referrerCode } }`
    const answer = await send(api, orderDocument, { reference }, key)
    expect(answer.data).toEqual({ order: { reference, referrerCode: 'TRIPSCAN' } })
  })

  it('stores no referrer for an order that began with a search', () => {
    const key = bookedConversation(api)
    withPassengers(api, key)
    const result = purchase(
      api,
      { payment: cardPayment('4111111111111111'), idempotencyKey: randomUUID() },
      requestContext(key),
    )
    const row = db
      .prepare('SELECT referrer_code AS referrerCode FROM orders WHERE reference = ?')
      .get(result.order?.reference)
    expect(row).toEqual({ referrerCode: null })
  })
})
