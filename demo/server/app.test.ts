// @vitest-environment node
// A real HTTP round trip: startServer on port 0 over a fresh data folder and a project
// root of the test's own (a fake build in dist/dx, one demo page, the real mocks).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import airportsDocument from '../../core/api/airports.graphql'
import flightStatusDocument from '../../core/api/flight-status.graphql'
import type {
  AirportsQuery,
  AirportTimeZoneQuery,
  FlightStatusQuery,
  FlightStatusQueryVariables,
} from '../../core/api/generated/operations'
import airportTimeZoneDocument from './airport-time-zone.graphql'
import { startServer, type RunningServer } from './app'
import { openDatabase } from './db/open'
import { transparentGif } from './http/beacon'
import { idleLimitMs } from './shopping/conversations'
import { retentionMs } from './shopping/prune-conversations'

const today = '2026-06-01'
let server: RunningServer
let tempDir: string

beforeAll(async () => {
  tempDir = mkdtempSync(join(tmpdir(), 'dx-server-'))
  const root = join(tempDir, 'root')
  mkdirSync(join(root, 'dist/dx'), { recursive: true })
  mkdirSync(join(root, 'demo/pages'), { recursive: true })
  writeFileSync(join(root, 'dist/dx/loader.js'), 'export {}\n')
  writeFileSync(join(root, 'demo/pages/index.html'), '<!doctype html><title>demo</title>\n')
  writeFileSync(join(root, 'secret.txt'), 'not for the web\n')
  cpSync(join(process.cwd(), 'demo/mocks'), join(root, 'demo/mocks'), { recursive: true })
  server = await startServer({
    port: 0,
    dataDir: join(tempDir, 'data'),
    root,
    now: `${today}T12:00:00Z`,
    log: () => {},
  })
}, 30_000)

afterAll(async () => {
  await server?.close()
  rmSync(tempDir, { recursive: true, force: true })
})

const graphqlPost = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })

/** A request with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/`, { path, method: 'GET' }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the demo server over HTTP', () => {
  it('answers a real flight status with a POST to the GraphQL endpoint', async () => {
    const variables: FlightStatusQueryVariables = { flightNumber: 'ZZ1', departureDate: today, airlineCode: 'ZZ' }
    const response = await graphqlPost(flightStatusDocument, variables)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: FlightStatusQuery }
    expect(body.data.flightStatus.flightNumber).toBe('1')
    expect(body.data.flightStatus.flights[0]?.departureInfo.airportCode).toBe('LHR')
  })

  it('answers queries sent with GET', async () => {
    const query = encodeURIComponent(airportTimeZoneDocument)
    const response = await fetch(`${server.url}/dx/api/graphql?query=${query}`, {
      headers: { accept: 'application/json' },
    })
    const expected: { data: AirportTimeZoneQuery } = {
      data: { airports: [{ code: 'JFK', timeZone: 'America/New_York' }] },
    }
    expect(await response.json()).toEqual(expected)
  })

  it('returns errors with the catalogue extensions', async () => {
    const response = await graphqlPost(
      '{ flightStatus(flightNumber: "1", departureDate: "2026-13-40", airlineCode: "ZZ") { date } }',
    )
    const body = (await response.json()) as { errors: Array<{ extensions: unknown }> }
    expect(body.errors[0]?.extensions).toEqual({ type: 'validation', code: 'INVALID_DATE', status: 400 })
  })

  it('gives a document that does not fit the schema the catalogue shape too', async () => {
    const body = (await (await graphqlPost('{ nothing }')).json()) as { errors: Array<{ extensions: unknown }> }
    expect(body.errors[0]?.extensions).toMatchObject({
      type: 'validation',
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 400,
    })
  })

  it('answers a document that does not fit the schema with HTTP 400, although the client accepts application/json', async () => {
    expect((await graphqlPost('{ nothing }')).status).toBe(400)
  })

  it('answers variables of the wrong type with HTTP 400, although the client accepts application/json', async () => {
    expect((await graphqlPost(airportsDocument, { limit: 'many' })).status).toBe(400)
  })

  it("answers an operation that ran with errors with HTTP 200: its errors are the resolvers' own", async () => {
    const response = await graphqlPost(
      '{ flightStatus(flightNumber: "1", departureDate: "2026-13-40", airlineCode: "ZZ") { date } }',
    )
    expect(response.status).toBe(200)
  })

  it('serves the metadata document', async () => {
    const body = (await (await fetch(`${server.url}/dx/api/metadata.json`)).json()) as {
      experienceApi: unknown
      applicationId: string
    }
    expect(body.experienceApi).toEqual({ url: '/dx/api/graphql', enabled: true })
    expect(body.applicationId).toBe('dx-demo')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/dx/api/nope`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ type: 'HTTPERROR', code: 'NOT_FOUND', status: 404 })
  })

  it('marks every response nosniff', async () => {
    expect((await fetch(`${server.url}/missing`)).headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('CORS on the API', () => {
  it('echoes an allowed origin with credentials and exposes the execution and Retry-After headers', async () => {
    const response = await graphqlPost(airportsDocument, { limit: 1 }, { origin: 'http://localhost:5173' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-expose-headers')).toBe('execution, retry-after')
    // Airport names follow Accept-Language, so a cached answer is per language too.
    expect(response.headers.get('vary')).toBe('Origin, Accept-Language')
  })

  it('answers airport names in the Accept-Language the call sends', async () => {
    const response = await graphqlPost(airportsDocument, { query: 'LHR' }, { 'accept-language': 'ar-AE' })
    expect(((await response.json()) as { data: AirportsQuery }).data.airports[0]?.city).toBe('لندن')
  })

  it('sends no CORS headers to a disallowed origin', async () => {
    const response = await graphqlPost(airportsDocument, { limit: 1 }, { origin: 'https://partner.example' })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a preflight from an allowed origin with 204, the methods, headers and max-age', async () => {
    const response = await fetch(`${server.url}/dx/api/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, HEAD')
    expect(response.headers.get('access-control-allow-headers')).toContain('execution')
    expect(response.headers.get('access-control-allow-headers')).toContain('application-id')
    expect(response.headers.get('access-control-max-age')).toBe('600')
  })

  it('refuses a preflight from a disallowed origin with 403', async () => {
    const response = await fetch(`${server.url}/dx/api/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('static files', () => {
  // Compression and caching of these files: http/static.test.ts.
  it('serves the loader as JavaScript to any origin', async () => {
    const response = await fetch(`${server.url}/dx/loader.js`)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('serves the demo index page at /', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<title>demo</title>')
  })

  it('refuses paths that climb out of the served folder', async () => {
    expect(await rawGet('/dx/../secret.txt')).toBe(404)
    expect(await rawGet('/dx/%2e%2e/%2e%2e/secret.txt')).toBe(404)
    expect(await rawGet('/dx/..%2f..%2fsecret.txt')).toBe(404)
    expect(await rawGet('/..%5csecret.txt')).toBe(404)
  })

  it('answers 404 in plain text for a missing file', async () => {
    const response = await fetch(`${server.url}/dx/nothing.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })

  it('serves the mock JSON files', async () => {
    const body = (await (await fetch(`${server.url}/dx/mocks/flightStatus.json`)).json()) as {
      data: { flightStatus: unknown }
    }
    expect(body.data.flightStatus).toBeDefined()
  })
})

describe('the beacon', () => {
  it('answers GET with a 1x1 transparent GIF that is never cached', async () => {
    const response = await fetch(`${server.url}/dx/images/dx.gif?page=home`)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(transparentGif)
  })

  it('answers HEAD with headers only and counts the hit', async () => {
    const before = server.beacon.hits
    const response = await fetch(`${server.url}/dx/images/dx.gif?status=200`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect((await response.arrayBuffer()).byteLength).toBe(0)
    expect(server.beacon.hits).toBe(before + 1)
  })
})

describe('retention', () => {
  it('deletes, when it starts, a conversation idle past retention with its passengers, and keeps a recent one', async () => {
    const dataDir = join(tempDir, 'data')
    const at = Date.parse(`${today}T12:00:00Z`)
    const db = openDatabase(dataDir)
    const insert = db.prepare(
      "INSERT INTO conversations (execution_key, created_at, last_used_at, status) VALUES (?, ?, ?, 'ACTIVE')",
    )
    insert.run('abandoned', 0, at - idleLimitMs - retentionMs - 1)
    insert.run('recent', 0, at - idleLimitMs)
    db.prepare(
      "INSERT INTO conversation_passengers (execution_key, passengers, contact) VALUES ('abandoned', '[]', '{}')",
    ).run()
    const restarted = await startServer({ port: 0, dataDir, now: at, log: () => {} })
    await restarted.close()
    const keys = (table: string) =>
      db
        .prepare<[], { key: string }>(`SELECT execution_key AS key FROM ${table}`)
        .all()
        .map((row) => row.key)
    expect(keys('conversations')).toContain('recent')
    expect(keys('conversations')).not.toContain('abandoned')
    expect(keys('conversation_passengers')).not.toContain('abandoned')
    db.close()
  })
})

describe('content authoring through the server', () => {
  /** Signs `user` in, takes a token and saves one text; the save's status. */
  async function saveText(user: string, path: string, value: string): Promise<number> {
    const signedIn = await fetch(`${server.url}/dx/authoring/sign-in?user=${user}`)
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const tokenAnswer = await fetch(`${server.url}/libs/granite/csrf/token.json?_=${Date.now()}`, {
      headers: { cookie },
    })
    const { token } = (await tokenAnswer.json()) as { token: string }
    const node = path.split('/').slice(0, 3).join('/')
    const response = await fetch(`${server.url}/dx/authoring/content${node}.json`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, 'csrf-token': token },
      body: JSON.stringify({ changes: [{ path, operation: 'CREATE', value }], seen: {} }),
    })
    return response.status
  }

  it('answers the authoring base, which is not a bundle file', async () => {
    const response = await fetch(`${server.url}/dx/authoring/content/en-US.json`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'en-US', path: '/en-US', parent: '/' })
  })

  it('lets an authoring page send the token header across origins it allows', async () => {
    const response = await fetch(`${server.url}/dx/authoring/content/en-US/searchBox.json`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'csrf-token',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('csrf-token')
  })

  it('puts the saved texts in the metadata document, in their locale only, common texts under common', async () => {
    expect(await saveText('author', '/de-DE/storefront/dateTitle/outbound', 'Wann reisen Sie hin?')).toBe(200)
    expect(await saveText('search-author', '/de-DE/global/close', 'Zu')).toBe(200)
    const { texts } = (await (await fetch(`${server.url}/dx/api/metadata.json`)).json()) as {
      texts: Record<string, Record<string, unknown>>
    }
    expect(texts['de-DE']).toEqual({
      common: { close: 'Zu' },
      storefront: { dateTitle: { outbound: 'Wann reisen Sie hin?' } },
    })
    expect(texts['en-US']?.storefront).toBeUndefined()
  })

  it('answers 304 to a current copy of the metadata document, and the new one once a text changes', async () => {
    const first = await fetch(`${server.url}/dx/api/metadata.json`)
    const etag = first.headers.get('etag') ?? ''
    const again = await fetch(`${server.url}/dx/api/metadata.json`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await saveText('author', '/en-US/searchBox/formLabel', `Find flights ${etag}`)).toBe(200)
    const changed = await fetch(`${server.url}/dx/api/metadata.json`, { headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
  })
})
