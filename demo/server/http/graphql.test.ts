// @vitest-environment node
// The execution key over HTTP: issued in the `execution` response
// header, read from the `execution` request header. The oversized body below sends a
// document of its own: what it asks does not matter, it is refused for its size.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import airportsDocument from '../../../core/api/airports.graphql'
import cartDocument from '../../../core/api/cart.graphql'
import metaSearchDocument from '../../../core/api/meta-search.graphql'
import { cmpInput } from '../../../core/meta-search/fixtures/links'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import type {
  AirportsQueryVariables,
  CartQuery,
  MetaSearchMutation,
  MetaSearchMutationVariables,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
} from '../../../core/api/generated/operations'
import { maxAliases } from '../graphql/limits/max-aliases'
import type { LimitOptions } from '../graphql/limits/document-limits'
import { seededApi } from '../test-support/seeded-api'
import { maxQueryChars, maxTokens } from './document-cache'
import { graphqlRoute, maxBodyBytes } from './graphql'
import { defaultFailedLookupsPer10Minutes, failedLookupLimit } from './failed-lookup-limit'
import { declinedPaymentLimit, defaultDeclinesBeforeCaptcha } from './declined-payment-limit'
import { defaultNewConversationsPerMinute, newConversationLimit } from './new-conversation-limit'
import { criteria } from '../test-support/shopping'

const servers: Server[] = []

/** The GraphQL route alone on a free 127.0.0.1 port; its URL. */
async function listen(limits: LimitOptions): Promise<string> {
  const clients = {
    newConversations: newConversationLimit(defaultNewConversationsPerMinute, Date.now),
    failedLookups: failedLookupLimit(defaultFailedLookupsPer10Minutes, Date.now),
    declinedPayments: declinedPaymentLimit(defaultDeclinesBeforeCaptcha, Date.now),
    trustProxy: false,
  }
  const route = graphqlRoute(seededApi(), limits, clients)
  const server = createServer((req, res) => void route(req, res))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dx/api/graphql`
}

let url: string
let urlWithoutIntrospection: string
let urlWithoutLimits: string
beforeAll(async () => {
  url = await listen({ introspection: true })
  urlWithoutIntrospection = await listen({ introspection: false })
  urlWithoutLimits = await listen({ introspection: false, enforced: false })
})
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))))

const variables: SearchFlightsMutationVariables = { criteria: criteria() }

const post = (query: string, vars: unknown, headers: Record<string, string> = {}, to = url) =>
  fetch(to, {
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

  it('is issued by metaSearch, a new conversation whose cart already holds the landed itinerary', async () => {
    const landing = await post(metaSearchDocument, { input: cmpInput } satisfies MetaSearchMutationVariables)
    const key = landing.headers.get('execution') ?? ''
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const landed = ((await landing.json()) as { data: MetaSearchMutation }).data.metaSearch.cart.total
    const kept = ((await (await post(cartDocument, {}, { execution: key })).json()) as { data: CartQuery }).data
    expect(kept.cart.total).toEqual(landed)
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

interface ErrorsBody {
  errors: Array<{ message: string; extensions: Record<string, unknown> }>
}

describe('a query over a limit', () => {
  it('is answered 400 with its typed error and the limit, although the client accepts application/json', async () => {
    const aliases = Array.from({ length: maxAliases + 1 }, (_, i) => `alias${i}: airports(limit: 1) { code }`)
    const response = await post(`{ ${aliases.join(' ')} }`, {})
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorsBody).errors[0]?.extensions).toEqual({
      type: 'validation',
      code: 'TOO_MANY_ALIASES',
      status: 400,
      limit: maxAliases,
    })
  })

  it('is not echoed in the answer', async () => {
    const aliases = Array.from({ length: maxAliases + 1 }, (_, i) => `echoMe${i}: airports(limit: 1) { code }`)
    expect(await (await post(`{ ${aliases.join(' ')} }`, {})).text()).not.toContain('echoMe')
  })
})

describe('a deep query that used to overflow the call stack', () => {
  /** `{a{a{...}}}`, `depth` levels, in as few characters as possible. */
  const deep = (depth: number) => `${'{a'.repeat(depth)}${'}'.repeat(depth)}`

  it('is refused as too long, without the internal "Maximum call stack" message', async () => {
    const response = await post(deep(300_000), {})
    const text = await response.text()
    expect(response.status).toBe(400)
    expect((JSON.parse(text) as ErrorsBody).errors[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_LONG',
      limit: maxQueryChars,
    })
    expect(text).not.toMatch(/call stack/i)
  })

  it('is refused for its tokens when it fits the length', async () => {
    const response = await post(deep(Math.floor(maxQueryChars / 3)), {})
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorsBody).errors[0]?.extensions).toMatchObject({
      code: 'TOO_MANY_TOKENS',
      limit: maxTokens,
    })
  })
})

describe('introspection', () => {
  const schemaQuery = '{ __schema { queryType { name } } }'

  it('is answered by default (development)', async () => {
    const body = (await (await post(schemaQuery, {})).json()) as { data: { __schema: { queryType: { name: string } } } }
    expect(body.data.__schema.queryType.name).toBe('Query')
  })

  it('is refused 400 with INTROSPECTION_DISABLED when switched off', async () => {
    const response = await post(schemaQuery, {}, {}, urlWithoutIntrospection)
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorsBody).errors[0]?.extensions.code).toBe('INTROSPECTION_DISABLED')
  })
})

describe('the limits switched off, to measure what they cost', () => {
  const aliases = Array.from({ length: maxAliases + 1 }, (_, i) => `alias${i}: airports(limit: 1) { code }`)
  const overLimits = `{ ${aliases.join(' ')} ${' '.repeat(maxQueryChars)}}`

  it('runs a document over the length and alias limits', async () => {
    const response = await post(overLimits, {}, {}, urlWithoutLimits)
    expect(response.status).toBe(200)
    expect(Object.keys(((await response.json()) as { data: object }).data)).toHaveLength(maxAliases + 1)
  })

  it('still refuses introspection when that is off', async () => {
    const response = await post('{ __schema { queryType { name } } }', {}, {}, urlWithoutLimits)
    expect(((await response.json()) as ErrorsBody).errors[0]?.extensions.code).toBe('INTROSPECTION_DISABLED')
  })
})
