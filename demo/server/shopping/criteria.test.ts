// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { Catalog } from '../repository/catalog'
import { frozenNow, seededApi } from '../test-support/seeded-api'
import { errorOf } from '../test-support/api-error'
import { criteria } from '../test-support/shopping'
import type { SearchCriteriaInput } from '../graphql/generated/resolvers'
import { requireCriteria, type CriteriaContext } from './criteria'
import { POINT_OF_SALE_CURRENCIES } from '../../../core/money/point-of-sale'

let context: CriteriaContext
beforeAll(() => {
  const api = seededApi()
  context = { catalog: api.catalog, nowMs: frozenNow, horizon: api.shopping.horizon }
})

const refusal = (input: SearchCriteriaInput, ctx: () => CriteriaContext = () => context) =>
  errorOf(() => requireCriteria(ctx(), input))
const oneWay = (origin: string, destination: string, date = '2026-06-05') => [{ origin, destination, date }]

describe('searchFlights criteria validation', () => {
  it('accepts a valid search and fills the defaults: Economy, USD', () => {
    expect(requireCriteria(context, criteria())).toMatchObject({
      cabinClass: 'Economy',
      currency: 'USD',
      passengers: { ADT: 1, CHD: 0, INF: 0 },
    })
  })

  it('refuses an unknown airport, pointing at the airports query', () => {
    const error = refusal(criteria({}, oneWay('LHR', 'XXX')))
    expect(error).toMatchObject({
      type: 'validation',
      code: 'UNKNOWN_AIRPORT',
      status: 400,
      details: [{ path: 'itineraryParts[0].destination', code: 'UNKNOWN_AIRPORT' }],
    })
    expect(error.message).toMatch(/itineraryParts\[0\]\.destination XXX .*airports\(query/)
  })

  it('refuses origin equal to destination', () => {
    expect(refusal(criteria({}, oneWay('JFK', 'JFK')))).toMatchObject({
      type: 'validation',
      code: 'SAME_ORIGIN_DESTINATION',
    })
  })

  it('refuses two airports in the same city', () => {
    const sameCity = (): CriteriaContext => {
      const airports = new Map(context.catalog.airports)
      const lhr = airports.get('LHR')
      if (lhr) airports.set('LGW', { ...lhr, code: 'LGW', name: 'London Gatwick Airport' })
      const catalog: Catalog = { ...context.catalog, airports }
      return { ...context, catalog }
    }
    expect(refusal(criteria({}, oneWay('LHR', 'LGW')), sameCity)).toMatchObject({
      code: 'SAME_CITY',
      message: expect.stringMatching(/both in London/),
    })
  })

  it('refuses a date in the past at the origin airport', () => {
    expect(refusal(criteria({}, oneWay('LHR', 'JFK', '2026-05-31')))).toMatchObject({
      code: 'DATE_IN_PAST',
      message: expect.stringMatching(/send 2026-06-01 or later/),
    })
  })

  it('refuses a date beyond the schedule horizon, naming its last day', () => {
    const error = refusal(criteria({}, oneWay('LHR', 'JFK', '2026-07-01')))
    expect(error).toMatchObject({ code: 'DATE_BEYOND_HORIZON', message: expect.stringContaining(context.horizon) })
  })

  it('refuses a malformed date', () => {
    expect(refusal(criteria({}, oneWay('LHR', 'JFK', '06-05-2026')))).toMatchObject({ code: 'INVALID_DATE' })
  })

  it('refuses parts out of date order', () => {
    const parts = [...oneWay('LHR', 'JFK', '2026-06-08'), ...oneWay('JFK', 'LHR', '2026-06-05')]
    expect(refusal(criteria({}, parts))).toMatchObject({
      code: 'PARTS_OUT_OF_ORDER',
      message: expect.stringMatching(/travel order/),
    })
  })

  it('refuses a search without adults', () => {
    expect(refusal(criteria({ passengers: { ADT: 0, CHD: 1 } }))).toMatchObject({ code: 'NO_ADULT' })
  })

  it('refuses more infants than adults', () => {
    expect(refusal(criteria({ passengers: { ADT: 1, INF: 2 } }))).toMatchObject({ code: 'TOO_MANY_INFANTS' })
  })

  it('refuses more than 9 passengers, infants included', () => {
    expect(refusal(criteria({ passengers: { ADT: 5, CHD: 3, INF: 2 } }))).toMatchObject({ code: 'TOO_MANY_PASSENGERS' })
  })

  it('refuses a negative or fractional passenger count', () => {
    expect(refusal(criteria({ passengers: { ADT: 1, CHD: -1 } }))).toMatchObject({ code: 'INVALID_PASSENGER_COUNT' })
  })

  it('refuses an unknown cabin class, listing the known ones', () => {
    expect(refusal(criteria({ cabinClass: 'Cargo' }))).toMatchObject({
      code: 'UNKNOWN_CABIN_CLASS',
      message: expect.stringMatching(/Economy, PremiumEconomy, Business, First/),
    })
  })

  it('refuses a currency the demo does not price in', () => {
    expect(refusal(criteria({ currency: 'KRW' }))).toMatchObject({ code: 'UNSUPPORTED_CURRENCY' })
  })

  it('refuses FLEXIBLECALENDAR with other than exactly 2 parts', () => {
    expect(refusal(criteria({ searchType: 'FLEXIBLECALENDAR' }))).toMatchObject({
      code: 'FLEXIBLECALENDAR_NEEDS_ROUND_TRIP',
    })
  })

  it('refuses a search with no itinerary parts', () => {
    expect(refusal(criteria({}, []))).toMatchObject({ code: 'INVALID_ITINERARY_PARTS' })
  })

  it('treats selectedOfferRef "-1" and "" as no selection', () => {
    const parts = [
      { ...oneWay('LHR', 'JFK')[0], selectedOfferRef: '-1' },
      { origin: 'JFK', destination: 'LHR', date: '2026-06-08', selectedOfferRef: '' },
    ]
    expect(
      requireCriteria(context, criteria({}, parts as SearchCriteriaInput['itineraryParts'])).parts.map(
        (p) => p.selectedOfferRef,
      ),
    ).toEqual([undefined, undefined])
  })
})

describe('the currency of a search', () => {
  const currencyOf = (sent: Partial<SearchCriteriaInput>) =>
    requireCriteria(context, { ...criteria({}, oneWay('LHR', 'JFK')), ...sent }).currency

  it("is the point of sale's when none is sent: Japan prices in yen", () => {
    expect(currencyOf({ pointOfSale: 'JP' })).toBe('JPY')
  })

  it('is the one sent, whatever the point of sale', () => {
    expect(currencyOf({ pointOfSale: 'JP', currency: 'EUR' })).toBe('EUR')
  })

  it('is USD with no currency and a point of sale outside the table, or none', () => {
    expect(currencyOf({ pointOfSale: 'ZZ' })).toBe('USD')
    expect(currencyOf({})).toBe('USD')
  })

  it("can be every point of sale's currency", () => {
    for (const currency of POINT_OF_SALE_CURRENCIES) expect(currencyOf({ currency })).toBe(currency)
  })
})
