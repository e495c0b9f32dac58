// @vitest-environment node
// The execution key over HTTP: issued in the `execution` response
// header, read from the `execution` request header. The oversized body below sends a
// document of its own: what it asks does not matter, it is refused for its size.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import airportsDocument from '../../../core/api/airports.graphql'
import cartDocument from '../../../core/api/cart.graphql'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import type {
  AirportsQueryVariables,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
} from '../../../core/api/generated/operations'
import { seededApi } from '../test-support/seeded-api'
import { graphqlRoute, maxBodyBytes } from './graphql'

let server: Server
let url: string
beforeAll(async () => {
  const route = graphqlRoute(seededApi(), { introspection: true })
  server = createServer((req, res) => void route(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dx/api/graphql`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const variables: SearchFlightsMutationVariables = {
  criteria: {
    awardBooking: false,
    searchType: 'BRANDED',
    passengers: { ADT: 1 },
    itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }],
  },
}

const post = (query: string, vars: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables: vars }),
  })

describe('the execution header', () => {
  it('is issued on a search without one: a new conversation', async () => {
    const response = await post(searchFlightsDocument, variables)
    expect(response.headers.get('execution')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(((await response.json()) as { data: SearchFlightsMutation }).data.searchFlights.partIndex).toBe(0)
  })

  it('is repeated when a search continues the conversation', async () => {
    const key = (await post(searchFlightsDocument, variables)).headers.get('execution') ?? ''
    expect((await post(searchFlightsDocument, variables, { execution: key })).headers.get('execution')).toBe(key)
  })

  it('answers an unknown key with ERR.SSW.CLIENT.INVALID_REQUEST and issues none', async () => {
    const response = await post(searchFlightsDocument, variables, { execution: 'AAAAAAAAAAAAAAAAAAAAAA' })
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: unknown }> }
    expect(response.headers.get('execution')).toBeNull()
    expect(body.errors[0]?.extensions).toEqual({
      type: 'validation',
      code: 'ERR.SSW.CLIENT.INVALID_REQUEST',
      status: 400,
    })
    expect(body.errors[0]?.message).toMatch(/conversation has ended/)
  })

  it('is needed by the cart query', async () => {
    const body = (await (await post(cartDocument, {})).json()) as {
      errors: Array<{ extensions: { code: string } }>
    }
    expect(body.errors[0]?.extensions.code).toBe('ERR.SSW.CLIENT.INVALID_REQUEST')
  })

  it('is not issued by calls outside shopping', async () => {
    expect(
      (await post(airportsDocument, { limit: 1 } satisfies AirportsQueryVariables)).headers.get('execution'),
    ).toBeNull()
  })
})

describe('a body over the limit', () => {
  it('is answered 413 in the catalogue shape, and the connection is closed after the answer', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(maxBodyBytes + 1) }),
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(((await response.json()) as { errors: Array<{ extensions: unknown }> }).errors[0]?.extensions).toEqual({
      type: 'HTTPERROR',
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
    })
  })
})
