// @vitest-environment node
// Airport and city names in the request's language, through the schema as a client reads
// them, and the airport search that matches them.
import { execute, parse } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import flightSchedulesDocument from '../../../core/api/flight-schedules.graphql'
import flightStatusDocument from '../../../core/api/flight-status.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import type {
  FlightSchedulesQuery,
  FlightStatusQuery,
  SearchFlightsMutation,
} from '../../../core/api/generated/operations'
import { seededApi } from '../test-support/seeded-api'
import { criteria, requestContext } from '../test-support/shopping'
import type { ApiDeps } from './context'
import { airports } from './resolvers/airports'
import { createRootValue, schema } from './schema'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

async function run<T>(document: string, variables: Record<string, unknown>, locale?: string): Promise<T> {
  const contextValue = { ...requestContext(), locale }
  const rootValue = createRootValue(api)
  const result = await execute({
    schema,
    document: parse(document),
    rootValue,
    contextValue,
    variableValues: variables,
  })
  if (result.errors?.[0]) throw result.errors[0]
  return result.data as T
}

const codes = (list: ReadonlyArray<{ code: string }>) => list.map((a) => a.code)

describe('airport search in the traveller’s language', () => {
  it('finds London by its Arabic name', () => {
    expect(codes(airports(api, { query: 'لندن' }, { locale: 'ar-AE' }))).toEqual(['LHR'])
  })

  it('finds an Arabic name typed with harakat, or with a plain alef for أ', () => {
    expect(codes(airports(api, { query: 'لَنْدَن' }, { locale: 'ar-AE' }))).toEqual(['LHR'])
    expect(codes(airports(api, { query: 'امستردام' }, { locale: 'ar-AE' }))).toEqual(['AMS'])
  })

  it('finds a German name with and without its umlaut, and still the English one', () => {
    expect(codes(airports(api, { query: 'München' }, { locale: 'de-DE' }))).toEqual(['MUC'])
    expect(codes(airports(api, { query: 'munchen' }, { locale: 'de-DE' }))).toEqual(['MUC'])
    expect(codes(airports(api, { query: 'munich' }, { locale: 'de-DE' }))).toEqual(['MUC'])
    expect(codes(airports(api, { query: 'sao paulo' }, { locale: 'en-US' }))).toEqual(['GRU'])
  })
})

describe('airport names in the request’s language', () => {
  it('answers the airports query with the locale’s city and airport names', async () => {
    const data = await run<{ airports: Array<{ code: string; city: string; name: string }> }>(
      'query q($query: String) { airports(query: $query) { code city name } }',
      { query: 'MUC' },
      'de-DE',
    )
    expect(data.airports[0]).toEqual({ code: 'MUC', city: 'München', name: 'Flughafen München' })
  })

  it('names each airport’s country in German and in Arabic, and keeps the record’s name in English', async () => {
    const country = async (code: string, locale: string) =>
      (
        await run<{ airports: Array<{ country: string }> }>(
          'query q($query: String) { airports(query: $query) { country } }',
          { query: code },
          locale,
        )
      ).airports[0]?.country
    expect(await country('LHR', 'de-DE')).toBe('Vereinigtes Königreich')
    expect(await country('LHR', 'ar-AE')).toBe('المملكة المتحدة')
    expect(await country('CDG', 'de-DE')).toBe('Frankreich')
    expect(await country('HKG', 'ar-AE')).toMatch(/^هونغ كونغ/)
    expect(await country('LHR', 'en-US')).toBe('United Kingdom')
  })

  it('names the country of every served airport in Arabic letters in ar-AE', async () => {
    const { airports: all } = await run<{ airports: Array<{ code: string; country: string }> }>(
      'query q { airports(limit: 100) { code country } }',
      {},
      'ar-AE',
    )
    expect(all.length).toBeGreaterThan(20)
    expect(all.filter((a) => /[A-Za-z]/.test(a.country)).map((a) => `${a.code} ${a.country}`)).toEqual([])
  })

  it('finds airports by their country’s name in the request’s language', () => {
    expect(codes(airports(api, { query: 'Frankreich' }, { locale: 'de-DE' }))).toEqual(['CDG'])
  })

  it('names both ends of a search’s flights in Arabic', async () => {
    const data = await run<SearchFlightsMutation>(searchFlightsDocument, { criteria: criteria() }, 'ar-AE')
    expect(data.searchFlights.origin).toMatchObject({ code: 'LHR', city: 'لندن', name: 'مطار هيثرو' })
    const segment = data.searchFlights.offers?.offers[0]?.segments[0]
    expect(segment?.origin).toMatchObject({ code: 'LHR', city: 'لندن' })
    expect(segment?.destination).toMatchObject({ code: 'JFK', city: 'نيويورك' })
  })

  it('names flight status and schedule airports in German', async () => {
    const status = await run<FlightStatusQuery>(
      flightStatusDocument,
      { flightNumber: '1', departureDate: '2026-06-01', airlineCode: 'ZZ' },
      'de-DE',
    )
    expect(status.flightStatus.flights[0]?.departureInfo.airport).toMatchObject({ city: 'London' })
    const schedule = await run<FlightSchedulesQuery>(
      flightSchedulesDocument,
      { origin: 'FRA', destination: 'VIE', departureDate: '2026-06-03' },
      'de-DE',
    )
    expect(schedule.flightSchedules.origin.city).toBe('Frankfurt am Main')
    expect(schedule.flightSchedules.destination.city).toBe('Wien')
  })

  it('answers the records’ own English names without a locale', async () => {
    const data = await run<{ airports: Array<{ city: string }> }>('{ airports(query: "VIE") { city } }', {})
    expect(data.airports[0]?.city).toBe('Vienna')
  })
})
