// @vitest-environment node
// Manage booking over real HTTP: the failed-lookup limit (each test is its own client: the
// server trusts a proxy, so X-Forwarded-For names the client; the default 5 failures in 10
// minutes), the REST retrieve and the admin schedule change.
import { beforeAll, describe, expect, it } from 'vitest'
import retrieveTripDocument from '../../../core/api/retrieve-trip.graphql'
import type { RetrieveTripQuery, RetrieveTripQueryVariables } from '../../../core/api/generated/operations'
import { graphqlClient, orderedOverHttp } from '../test-support/http-booking'
import { serverPerFile } from '../test-support/server-per-file'

const server = serverPerFile('manage-booking', (folder) => ({ root: folder, trustProxy: true, admin: true }))
const lastName = "O'Brien-Smith"
let reference = ''
beforeAll(async () => {
  reference = await orderedOverHttp(graphqlClient(server.url), '2026-06-05')
}, 30_000)

/** A lookup from `client`: its HTTP status, Retry-After, body text and first error code. */
async function lookUp(client: string, variables: RetrieveTripQueryVariables) {
  const response = await fetch(`${server.url}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query: retrieveTripDocument, variables }),
  })
  const text = await response.text()
  const body = JSON.parse(text) as { data?: RetrieveTripQuery; errors?: Array<{ extensions: { code: string } }> }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text,
    code: body.errors?.[0]?.extensions.code ?? 'FOUND',
    trip: body.data?.retrieveTrip,
  }
}

const restRetrieve = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/dx/api/trips/retrieve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const scheduleChange = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/admin/schedule-change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const wrongName = { pnr: '', last_name: 'Nobody' }

describe('failed trip lookups per client', () => {
  it('answers the first 5 wrong last names TRIP_NOT_FOUND, then RATE_LIMITED with HTTP 429 and Retry-After', async () => {
    const answers = []
    for (let i = 0; i < 20; i++) answers.push(await lookUp('203.0.113.1', { ...wrongName, pnr: reference }))
    expect(answers.map((a) => a.code)).toEqual([...Array(5).fill('TRIP_NOT_FOUND'), ...Array(15).fill('RATE_LIMITED')])
    expect(answers.slice(5).every((a) => a.status === 429)).toBe(true)
    expect(Number(answers[5]?.retryAfter)).toBeGreaterThan(590)
  })

  it('answers a wrong last name and an unknown reference with the same bytes', async () => {
    const wrong = await lookUp('203.0.113.2', { ...wrongName, pnr: reference })
    const unknown = await lookUp('203.0.113.2', { pnr: 'ZZZZZZ', last_name: lastName })
    expect(wrong.code).toBe('TRIP_NOT_FOUND')
    expect(unknown.text).toBe(wrong.text)
    expect(unknown.status).toBe(wrong.status)
  })

  it('does not give failures back for a lookup that finds its trip', async () => {
    for (let i = 0; i < 4; i++) await lookUp('203.0.113.3', { ...wrongName, pnr: reference })
    expect((await lookUp('203.0.113.3', { pnr: reference, last_name: lastName })).code).toBe('FOUND')
    await lookUp('203.0.113.3', { ...wrongName, pnr: reference })
    expect((await lookUp('203.0.113.3', { pnr: reference, last_name: lastName })).status).toBe(429)
  })

  it('refuses the REST retrieve of a client over its failures too', async () => {
    for (let i = 0; i < 5; i++) await lookUp('203.0.113.4', { ...wrongName, pnr: reference })
    const response = await restRetrieve({ pnr: reference, last_name: lastName }, { 'x-forwarded-for': '203.0.113.4' })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toMatchObject({ errors: [{ type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429 }] })
  })

  it('leaves another client its own allowance', async () => {
    for (let i = 0; i < 6; i++) await lookUp('203.0.113.5', { ...wrongName, pnr: reference })
    expect((await lookUp('203.0.113.6', { pnr: reference, last_name: lastName })).code).toBe('FOUND')
  })
})

describe('POST /dx/api/trips/retrieve', () => {
  it('answers { trip } with what the GraphQL retrieve answers', async () => {
    const graphql = await lookUp('203.0.113.10', { pnr: reference, last_name: lastName })
    const response = await restRetrieve({ pnr: reference, last_name: lastName }, { 'x-forwarded-for': '203.0.113.10' })
    expect(response.status).toBe(200)
    // Each lookup by name answers a grant of its own.
    const grant = { grant: expect.stringMatching(/^[\w-]{43}$/), expiresInSeconds: 1800 }
    expect(await response.json()).toEqual({ trip: { ...graphql.trip, accessGrant: grant } })
  })

  it('finds the trip by the access_grant a lookup by name answered, without the name', async () => {
    const { trip } = await lookUp('203.0.113.13', { pnr: reference, last_name: lastName })
    const response = await restRetrieve({ pnr: reference, access_grant: trip?.accessGrant?.grant })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { trip: { orderId: string } }).trip.orderId).toBe(trip?.orderId)
  })

  it('finds the trip by order_id', async () => {
    const { trip } = await lookUp('203.0.113.11', { pnr: reference, last_name: lastName })
    const response = await restRetrieve({ order_id: trip?.orderId, last_name: "o'brien-smith" })
    expect(((await response.json()) as { trip: { orderId: string } }).trip.orderId).toBe(trip?.orderId)
  })

  it('answers a trip not found with HTTP 404 and the catalogue error', async () => {
    const response = await restRetrieve({ pnr: 'ZZZZZZ', last_name: lastName }, { 'x-forwarded-for': '203.0.113.12' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      errors: [{ type: 'businessLogic', code: 'TRIP_NOT_FOUND', status: 404, message: expect.any(String) }],
    })
  })

  it('refuses a body whose fields are not strings with HTTP 400', async () => {
    const response = await restRetrieve({ pnr: 123456, last_name: lastName })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ code: 'INVALID_TRIP_LOOKUP' }] })
  })

  it('answers only POST, so the last name never travels in a URL', async () => {
    const response = await fetch(`${server.url}/dx/api/trips/retrieve`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers an allowed origin with CORS, as the GraphQL endpoint does', async () => {
    const response = await restRetrieve({ pnr: 'ZZZZZZ', last_name: 'x' }, { origin: 'http://localhost:5173' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})

describe('POST /admin/schedule-change', () => {
  it('moves a segment of an order; the trip shows the change until it is confirmed', async () => {
    const moved = await scheduleChange({ reference, segmentIndex: 0, minutes: 90 })
    expect(moved.status).toBe(200)
    const { scheduleChange: change } = (await moved.json()) as { scheduleChange: { departure: string } }
    const { trip } = await lookUp('203.0.113.20', { pnr: reference, last_name: lastName })
    expect(trip?.scheduleChanges).toEqual([change])
    expect(trip?.order.segments[0]?.departure).toBe(change.departure)
  })

  it('is not there for a request through a proxy', async () => {
    const response = await scheduleChange(
      { reference, segmentIndex: 0, minutes: 5 },
      { 'x-forwarded-for': '203.0.113.21' },
    )
    expect(response.status).toBe(404)
  })
})
