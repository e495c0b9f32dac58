// @vitest-environment node
// The mock responses must be exactly what the operation documents select: executing each
// document against the schema with the mock as the root value gives the mock back.
import { graphql } from 'graphql'
import { describe, expect, it } from 'vitest'
import flightSchedulesDocument from '../../core/api/flight-schedules.graphql'
import flightStatusDocument from '../../core/api/flight-status.graphql'
import metaSearchDocument from '../../core/api/meta-search.graphql'
import searchFlightsDocument from '../../core/api/search-flights.graphql'
import type {
  FlightSchedulesQueryVariables,
  FlightStatusQueryVariables,
  MetaSearchMutationVariables,
  SearchCriteriaInput,
} from '../../core/api/generated/operations'
import { schema } from '../server/graphql/schema'
import flightSchedules from './flightSchedules.json'
import flightStatus from './flightStatus.json'
import metadata from './metadata.json'
import metaSearch from './metaSearch.json'
import searchFlights from './searchFlights.json'
import { metadataDocument } from '../server/http/metadata'

/** The mocks are the answers of a request that names no language: airports in their own (English) names. */
const noLocale = {}

describe('mock-mode JSON files', () => {
  it('flightStatus.json matches the flightStatus operation exactly', async () => {
    const result = await graphql({ schema, contextValue: noLocale, source: flightStatusDocument, rootValue: flightStatus.data, variableValues: { flightNumber: '1', departureDate: '2026-12-01', airlineCode: 'ZZ' } satisfies FlightStatusQueryVariables })
    expect(result).toEqual(flightStatus)
  })

  it('flightSchedules.json matches the flightSchedules operation exactly', async () => {
    const result = await graphql({ schema, contextValue: noLocale, source: flightSchedulesDocument, rootValue: flightSchedules.data, variableValues: { origin: 'LHR', destination: 'JFK', departureDate: '2026-12-01' } satisfies FlightSchedulesQueryVariables })
    expect(result).toEqual(flightSchedules)
  })

  it('searchFlights.json (a branded LHR-JFK answer) matches the searchFlights operation exactly', async () => {
    const criteria: SearchCriteriaInput = { awardBooking: false, searchType: 'BRANDED', passengers: { ADT: 1 }, itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-12-15' }] }
    const result = await graphql({ schema, contextValue: noLocale, source: searchFlightsDocument, rootValue: searchFlights.data, variableValues: { criteria } })
    expect(result).toEqual(searchFlights)
  })

  it('metaSearch.json (a FLIGHT_NUMBER landing on one LHR-JFK flight) matches the metaSearch operation exactly', async () => {
    const input: MetaSearchMutationVariables['input'] = {
      code: 'FLIGHT_NUMBER',
      itineraryParts: [
        {
          brandId: 'classic',
          segments: [
            { origin: 'LHR', destination: 'JFK', departure: '2026-12-15', airlineCode: 'ZZ', flightNumber: '11' },
          ],
        },
      ],
      passengers: { ADT: 1 },
      referrerCode: 'SKYFARE',
      advertisedFare: { amount: 56450, currency: 'USD' },
    }
    const result = await graphql({
      schema,
      contextValue: noLocale,
      source: metaSearchDocument,
      rootValue: metaSearch.data,
      variableValues: { input } satisfies MetaSearchMutationVariables,
    })
    expect(result).toEqual(metaSearch)
  })

  it('metadata.json is the document the server serves while no text is authored', () => {
    expect(metadata).toEqual(metadataDocument({}))
  })
})
