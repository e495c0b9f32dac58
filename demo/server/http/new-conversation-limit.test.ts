// @vitest-environment node
// The allowance of new conversations per client over HTTP. Clients are told apart by the
// address a trusted proxy appends to X-Forwarded-For, so one test process can be many.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import searchFlightsDocument from '../../../core/api/search-flights.graphql'
import type { SearchFlightsMutationVariables } from '../../../core/api/generated/operations'
import type { Db } from '../db/open'
import type { ApiDeps } from '../graphql/context'
import { seededApi, seededDb } from '../test-support/seeded-api'
import { graphqlRoute } from './graphql'
import { defaultFailedLookupsPer10Minutes, failedLookupLimit } from './failed-lookup-limit'
import { declinedPaymentLimit } from './declined-payment-limit'
import { newConversationLimit } from './new-conversation-limit'
import { criteria } from '../test-support/shopping'

const perMinute = 2
const servers: Server[] = []
let db: Db
let api: ApiDeps
beforeAll(() => {
  db = seededDb()
  api = seededApi(db)
})
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))))

/** A GraphQL route with its own allowance and a clock the test moves; its URL. */
async function limitedServer(): Promise<{ url: string; clock: { ms: number } }> {
  const clock = { ms: 0 }
  const newConversations = newConversationLimit(perMinute, () => clock.ms)
  const failedLookups = failedLookupLimit(defaultFailedLookupsPer10Minutes, () => clock.ms)
  const route = graphqlRoute(
    api,
    { introspection: true },
    { newConversations, failedLookups, declinedPayments: declinedPaymentLimit(3, () => clock.ms), trustProxy: true },
  )
  const server = createServer((req, res) => void route(req, res))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/dx/api/graphql`, clock }
}

const variables: SearchFlightsMutationVariables = { criteria: criteria() }

const search = (url: string, from: string, execution?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': `203.0.113.250, ${from}`,
      ...(execution ? { execution } : {}),
    },
    body: JSON.stringify({ query: searchFlightsDocument, variables }),
  })

/** Searches `count` times from `from` without an execution header; the last answer. */
async function newConversations(url: string, from: string, count: number): Promise<Response> {
  let last: Response | undefined
  for (let i = 0; i < count; i++) {
    last = await search(url, from)
    await last.arrayBuffer()
  }
  if (!last) throw new Error('count must be 1 or more')
  return last
}

const conversationCount = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM conversations').get()?.n ?? 0

describe('new conversations per client', () => {
  it('refuses the one over the allowance with HTTP 429, Retry-After and RATE_LIMITED, storing nothing', async () => {
    const { url, clock } = await limitedServer()
    await newConversations(url, '198.51.100.1', perMinute)
    clock.ms = 20_500
    const before = conversationCount()
    const response = await search(url, '198.51.100.1')
    const body = (await response.json()) as { errors: Array<{ extensions: unknown }> }
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('40')
    expect(response.headers.get('execution')).toBeNull()
    expect(body.errors[0]?.extensions).toEqual({
      type: 'HTTPERROR',
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 40,
    })
    expect(conversationCount()).toBe(before)
  })

  it('leaves another address its own allowance', async () => {
    const { url } = await limitedServer()
    await newConversations(url, '198.51.100.2', perMinute + 1)
    const other = await newConversations(url, '198.51.100.3', 1)
    expect(other.status).toBe(200)
    expect(other.headers.get('execution')).not.toBeNull()
  })

  it('never limits a search in a conversation the client already has', async () => {
    const { url } = await limitedServer()
    const key = (await newConversations(url, '198.51.100.4', perMinute)).headers.get('execution') ?? ''
    expect((await newConversations(url, '198.51.100.4', 1)).status).toBe(429)
    const resumed = await search(url, '198.51.100.4', key)
    expect(resumed.status).toBe(200)
    expect(resumed.headers.get('execution')).toBe(key)
  })

  it('allows new conversations again once the minute has passed', async () => {
    const { url, clock } = await limitedServer()
    await newConversations(url, '198.51.100.5', perMinute + 1)
    clock.ms = 60_000
    const again = await newConversations(url, '198.51.100.5', 1)
    expect(again.status).toBe(200)
  })

  it('does not count a search that fails', async () => {
    const { url } = await limitedServer()
    const invalid = { criteria: { ...variables.criteria, itineraryParts: [] } }
    for (let i = 0; i < perMinute; i++) {
      await (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.6' },
          body: JSON.stringify({ query: searchFlightsDocument, variables: invalid }),
        })
      ).arrayBuffer()
    }
    expect((await newConversations(url, '198.51.100.6', 1)).status).toBe(200)
  })
})
