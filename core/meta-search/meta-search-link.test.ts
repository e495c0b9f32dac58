// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { MetaSearchInput } from '../api/generated/operations'
import { cmaInput, cmpInput, flightNumberInput } from './fixtures/links'
import { buildMetaSearchLink, parseMetaSearchQuery } from './meta-search-link'

const queryOf = (link: string) => new URLSearchParams(link.slice(link.indexOf('?') + 1))
const parse = (query: string) => parseMetaSearchQuery(new URLSearchParams(query))

/** A valid CMP link's query with one parameter changed (undefined removes it). */
function cmpWith(changes: Record<string, string | undefined>): URLSearchParams {
  const query = queryOf(buildMetaSearchLink(cmpInput))
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(key)
    else query.set(key, value)
  }
  return query
}

describe('buildMetaSearchLink', () => {
  it('writes a FLIGHT_NUMBER round trip as flight numbers and dates per part', () => {
    expect(buildMetaSearchLink(flightNumberInput)).toBe(
      '#/b2c/meta-search?code=FLIGHT_NUMBER' +
        '&brand0=classic&origin0.0=LHR&destination0.0=JFK&departure0.0=2026-06-05&airline0.0=ZZ&flight0.0=1' +
        '&brand1=classic&origin1.0=JFK&destination1.0=LHR&departure1.0=2026-06-08&airline1.0=ZZ&flight1.0=2' +
        '&ADT=2&CHD=1&referrer=SKYFARES&total=215000&currency=GBP&pointOfSale=GB',
    )
  })

  it('writes a CMA connection with every segment field, the times encoded', () => {
    expect(buildMetaSearchLink(cmaInput)).toBe(
      '#/b2c/meta-search?code=CMA&brand0=flex' +
        '&origin0.0=LHR&destination0.0=JFK&departure0.0=2026-06-05T08%3A15%3A00&arrival0.0=2026-06-05T11%3A20%3A00' +
        '&airline0.0=ZZ&flight0.0=1&operatingAirline0.0=ZZ&marriageGroup0.0=A' +
        '&origin0.1=JFK&destination0.1=BOS&departure0.1=2026-06-05T13%3A30%3A00&arrival0.1=2026-06-05T14%3A40%3A00' +
        '&airline0.1=ZZ&flight0.1=505&operatingAirline0.1=ZZ&marriageGroup0.1=A' +
        '&ADT=1&promoCode0=ZZSAVE10&referrer=FLYCOMPARE&total=98000&currency=USD&pointOfSale=US',
    )
  })

  it('writes a CMP segment as its route and departure time only', () => {
    expect(buildMetaSearchLink(cmpInput)).toBe(
      '#/b2c/meta-search?code=CMP&brand0=classic&origin0.0=LHR&destination0.0=CDG&departure0.0=2026-06-05T10%3A35%3A00' +
        '&ADT=1&referrer=TRIPSCAN&total=12900&currency=EUR',
    )
  })

  it('puts the link on the page and channel given', () => {
    const link = buildMetaSearchLink(cmpInput, { baseUrl: 'https://www.example.com/book', channel: 'b2b' })
    expect(link.startsWith('https://www.example.com/book#/b2b/meta-search?code=CMP&')).toBe(true)
  })

  it('repeats the stop and advisory parameters, one per airport or note', () => {
    const segment = {
      origin: 'SYD',
      destination: 'LHR',
      departure: '2026-06-05T16:10:00',
      stopAirports: ['SIN'],
      advisories: ['Terminal 5', 'Meal'],
    }
    const input: MetaSearchInput = { ...cmpInput, itineraryParts: [{ brandId: 'light', segments: [segment] }] }
    const query = queryOf(buildMetaSearchLink(input))
    expect([query.getAll('stop0.0'), query.getAll('advisory0.0')]).toEqual([['SIN'], ['Terminal 5', 'Meal']])
  })
})

describe('parseMetaSearchQuery', () => {
  it.each([
    ['FLIGHT_NUMBER', flightNumberInput],
    ['CMA', cmaInput],
    ['CMP', cmpInput],
  ])('reads back the %s link it built, with no problem', (_code, input) => {
    expect(parseMetaSearchQuery(queryOf(buildMetaSearchLink(input)))).toMatchObject({ input, problems: [] })
  })

  it('reads the trip of each part: first origin, last destination, first departure date', () => {
    const { trip } = parseMetaSearchQuery(queryOf(buildMetaSearchLink(cmaInput)))
    expect(trip).toEqual({
      itineraryParts: [{ origin: 'LHR', destination: 'BOS', date: '2026-06-05' }],
      passengers: { ADT: 1 },
      promoCodes: ['ZZSAVE10'],
      currency: 'USD',
      pointOfSale: 'US',
    })
  })

  it('upper-cases codes and airports, lower-cases the brand and gives times their seconds', () => {
    const reading = parse(
      'code=cmp&brand0=LIGHT&origin0.0=lhr&destination0.0=cdg&departure0.0=2026-06-05T10:35&ADT=1&referrer=x1&total=100&currency=eur',
    )
    expect(reading.input?.itineraryParts).toEqual([
      { brandId: 'light', segments: [{ origin: 'LHR', destination: 'CDG', departure: '2026-06-05T10:35:00' }] },
    ])
    expect(reading.input?.advertisedFare).toEqual({ amount: 100, currency: 'EUR' })
  })

  it('takes a date alone as the departure of a FLIGHT_NUMBER segment only', () => {
    expect(parseMetaSearchQuery(cmpWith({ 'departure0.0': '2026-06-05' })).problems).toEqual([
      { key: 'departure0.0', code: 'INVALID' },
    ])
  })

  it('reports the fields CMA needs that a segment left out', () => {
    const query = queryOf(buildMetaSearchLink(cmaInput))
    query.delete('arrival0.1')
    query.delete('operatingAirline0.1')
    const reading = parseMetaSearchQuery(query)
    expect(reading.problems).toEqual([
      { key: 'arrival0.1', code: 'MISSING' },
      { key: 'operatingAirline0.1', code: 'MISSING' },
    ])
    expect(reading.input).toBeUndefined()
  })

  it('reports a flight number FLIGHT_NUMBER needs', () => {
    const query = queryOf(buildMetaSearchLink(flightNumberInput))
    query.delete('flight1.0')
    expect(parseMetaSearchQuery(query).problems).toEqual([{ key: 'flight1.0', code: 'MISSING' }])
  })

  it('reports a missing code and an unknown one', () => {
    expect(parseMetaSearchQuery(cmpWith({ code: undefined })).problems).toEqual([{ key: 'code', code: 'MISSING' }])
    expect(parseMetaSearchQuery(cmpWith({ code: 'CHEAPEST' })).problems).toEqual([{ key: 'code', code: 'INVALID' }])
  })

  it('reports a link without an adult, and leaves zero counts out of the trip', () => {
    const reading = parseMetaSearchQuery(cmpWith({ ADT: '0', CHD: '1' }))
    expect(reading.problems).toEqual([{ key: 'ADT', code: 'MISSING' }])
    expect(reading.trip.passengers).toEqual({ CHD: 1 })
  })

  it('reports a total that is not a whole number of minor units', () => {
    expect(parseMetaSearchQuery(cmpWith({ total: '129.00' })).problems).toEqual([{ key: 'total', code: 'INVALID' }])
  })

  it('reports a part left out between two others as its missing fields', () => {
    const query = queryOf(buildMetaSearchLink(cmpInput))
    for (const [key, value] of [
      ['brand2', 'light'],
      ['origin2.0', 'CDG'],
      ['destination2.0', 'LHR'],
      ['departure2.0', '2026-06-09T12:00'],
    ] as const)
      query.set(key, value)
    expect(parseMetaSearchQuery(query).problems).toEqual([
      { key: 'brand1', code: 'MISSING' },
      { key: 'origin1.0', code: 'MISSING' },
      { key: 'destination1.0', code: 'MISSING' },
      { key: 'departure1.0', code: 'MISSING' },
    ])
  })

  it('reports a part or segment beyond what one booking holds', () => {
    expect(parseMetaSearchQuery(cmpWith({ 'origin6.0': 'LHR', 'origin0.4': 'LHR' })).problems).toEqual([
      { key: 'origin6.0', code: 'INVALID' },
      { key: 'origin0.4', code: 'INVALID' },
    ])
  })

  it('keeps the valid parts of a garbled link as the trip, and sends nothing', () => {
    const reading = parse(
      'code=FLIGHT_NUMBER&brand0=classic&origin0.0=LHR&destination0.0=JFK&departure0.0=2026-06-05&airline0.0=ZZ&flight0.0=1' +
        '&brand1=classic&origin1.0=J!K&destination1.0=LHR&departure1.0=someday&airline1.0=ZZ&flight1.0=2' +
        '&ADT=2&promoCode0=ZZSAVE10&referrer=SKYFARES&currency=GBP',
    )
    expect(reading.input).toBeUndefined()
    expect(reading.problems).toEqual([
      { key: 'origin1.0', code: 'INVALID' },
      { key: 'departure1.0', code: 'INVALID' },
      { key: 'total', code: 'MISSING' },
    ])
    expect(reading.trip).toEqual({
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }],
      passengers: { ADT: 2 },
      promoCodes: ['ZZSAVE10'],
      currency: 'GBP',
    })
  })

  it('reports a link with no segment at all', () => {
    expect(parse('code=CMP&ADT=1&referrer=X&total=1&currency=USD').problems).toEqual([
      { key: 'origin0.0', code: 'MISSING' },
    ])
  })

  it('reports a stop that is not an airport code', () => {
    expect(parseMetaSearchQuery(cmpWith({ 'stop0.0': 'Singapore' })).problems).toEqual([
      { key: 'stop0.0', code: 'INVALID' },
    ])
  })
})
