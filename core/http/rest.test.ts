import { afterEach, describe, expect, it, vi } from 'vitest'
import wretch from 'wretch'
import { fillTemplate, rest } from './rest'
import { graphql } from './graphql'
import { REQUEST_TIMEOUT_MS } from './exchange-options'
import { DxError } from './errors'
import { $execution } from '../execution/execution'
import { installSettings } from '../settings/install-settings'
import { BASE_URL, fakeNetwork, jsonResponse, networkDown, cleanPageBetweenTests } from '../../test/fake-network'

// Spied, not replaced: every call still goes through the real wretch.
vi.mock('wretch', { spy: true })

cleanPageBetweenTests()
// A failure's beacon is sent once its code has loaded (send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

const ok = () => jsonResponse({ ok: true })

describe('REST helper', () => {
  it('sends the execution key and the storefront code (jipcc) as query parameters', async () => {
    const network = fakeNetwork(ok)
    $execution.set('e1s2')
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    const { url } = network.requests()[0]!
    expect(url.origin + url.pathname).toBe(`${BASE_URL}api/trips`)
    expect(url.searchParams.get('execution')).toBe('e1s2')
    expect(url.searchParams.get('jipcc')).toBe('ZZDX')
  })

  it('leaves the execution key out when the call ignores it', async () => {
    const network = fakeNetwork(ok)
    $execution.set('e1s2')
    await rest({ method: 'GET', service: 'trips', path: '/trips', ignoreExecution: true })
    expect(network.requests()[0]!.url.searchParams.has('execution')).toBe(false)
  })

  it('leaves the execution key out when there is none', async () => {
    const network = fakeNetwork(ok)
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    expect(network.requests()[0]!.url.searchParams.has('execution')).toBe(false)
  })

  it('accepts JSON and includes credentials', async () => {
    const network = fakeNetwork(ok)
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    const request = network.requests()[0]!
    expect(request.headers.Accept).toBe('application/json')
    expect(request.init.credentials).toBe('include')
  })

  it('sends the bearer token with Conversation-ID and Application-ID', async () => {
    const network = fakeNetwork(ok, { authorization: 'tok-1', applicationId: 'app-1' })
    installSettings({ cid: 'conv-1' })
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    expect(network.requests()[0]!.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Conversation-ID': 'conv-1',
      'Application-ID': 'app-1',
    })
  })

  it('sends a plain authorization value instead of the bearer token when given one', async () => {
    const network = fakeNetwork(ok, { authorization: 'tok-1', applicationId: 'app-1' })
    installSettings({ cid: 'conv-1' })
    await rest({ method: 'GET', service: 'trips', path: '/trips', authorization: 'Basic abc' })
    const { headers } = network.requests()[0]!
    expect(headers.Authorization).toBe('Basic abc')
    expect(headers['Conversation-ID']).toBeUndefined()
    expect(headers['Application-ID']).toBeUndefined()
  })

  it('sends no authorization when the metadata has no token', async () => {
    const network = fakeNetwork(ok)
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    expect(network.requests()[0]!.headers.Authorization).toBeUndefined()
  })

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'] as const)('sends a JSON body with %s', async (method) => {
    const network = fakeNetwork(ok)
    await rest({ method, service: 'trips', path: '/trips', body: { pnr: 'ABC123' } })
    const request = network.requests()[0]!
    expect(request.init.method).toBe(method)
    expect(request.init.body).toBe('{"pnr":"ABC123"}')
    expect(request.headers['Content-Type']).toBe('application/json')
  })

  it.each(['GET', 'HEAD'] as const)('never sends a body with %s', async (method) => {
    const network = fakeNetwork(ok)
    await rest({ method, service: 'trips', path: '/trips', body: { pnr: 'ABC123' } })
    const request = network.requests()[0]!
    expect(request.init.body).toBeUndefined()
    expect(request.headers['Content-Type']).toBeUndefined()
  })

  it('reads a 204 answer as an empty object', async () => {
    fakeNetwork(() => new Response(null, { status: 204 }))
    await expect(rest({ method: 'DELETE', service: 'cart', path: '/cart' })).resolves.toEqual({})
  })

  it('returns the parsed JSON answer', async () => {
    fakeNetwork(() => jsonResponse({ pnr: 'ABC123' }))
    await expect(rest({ method: 'GET', service: 'trips', path: '/trips' })).resolves.toEqual({ pnr: 'ABC123' })
  })

  it('saves the execution response header', async () => {
    fakeNetwork(() => jsonResponse({}, 200, { execution: 'e2s1' }))
    await rest({ method: 'POST', service: 'search', path: '/search' })
    expect($execution.get()).toBe('e2s1')
  })

  it('fills the path template with URL-encoded values', async () => {
    const network = fakeNetwork(ok)
    await rest({
      method: 'GET',
      service: 'trips',
      path: '/trips/{pnr}/{lastName}',
      params: { pnr: 'ABC123', lastName: "O'Brien Smith/Jr" },
    })
    expect(network.requests()[0]!.url.pathname).toBe("/dx/api/trips/ABC123/O'Brien%20Smith%2FJr")
  })

  it('refuses a path template with a value missing', () => {
    expect(() => fillTemplate('/trips/{pnr}', {})).toThrow('REST path /trips/{pnr} needs a value for {pnr}.')
  })

  it('calls the service URL the metadata names', async () => {
    const network = fakeNetwork(ok, { serviceUrls: { trips: 'https://trips.example.test/v2' } })
    await rest({ method: 'GET', service: 'trips', path: '/retrieve', query: { pnr: 'ABC123', lastName: undefined } })
    const { url } = network.requests()[0]!
    expect(url.origin + url.pathname).toBe('https://trips.example.test/v2/retrieve')
    expect(url.searchParams.get('pnr')).toBe('ABC123')
    expect(url.searchParams.has('lastName')).toBe(false)
  })

  it('calls .../betaapi/... when the beta setting is on', async () => {
    const network = fakeNetwork(ok)
    installSettings({ isBeta: true })
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    expect(network.requests()[0]!.url.pathname).toBe('/dx/betaapi/trips')
  })
})

describe('REST helper on wretch', () => {
  it('makes its exchange through wretch, credentials included and no cache', async () => {
    const network = fakeNetwork(ok)
    vi.mocked(wretch).mockClear()
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    expect(vi.mocked(wretch)).toHaveBeenCalledOnce()
    expect(vi.mocked(wretch)).toHaveBeenCalledWith(
      `${BASE_URL}api/trips?jipcc=ZZDX`,
      expect.objectContaining({ credentials: 'include', cache: 'no-cache' }),
    )
    expect(network.requests()[0]!.init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-cache' })
  })

  it('gives a 500 answer with a catalogue error body the same typed DxError as GraphQL would', async () => {
    const body = { errors: [{ code: 'PNR_LOCKED', message: 'Booking is locked', type: 'businessLogic' }] }
    fakeNetwork(() => jsonResponse(body, 500))
    const fromRest = await rest({ method: 'GET', service: 'trips', path: '/trips' }).catch((e: unknown) => e)
    const fromGraphql = await graphql('query trips { trips { pnr } }', {}).catch((e: unknown) => e)
    expect(fromRest).toBeInstanceOf(DxError)
    const expected = {
      type: 'businessLogic',
      code: 'PNR_LOCKED',
      message: 'Booking is locked',
      status: 500,
      body,
      retryCount: 0,
    }
    expect(fromRest).toMatchObject(expected)
    expect(fromGraphql).toMatchObject(expected)
  })

  it('retries a network failure on a retry-enabled service, then reports it with its retry count', async () => {
    const network = fakeNetwork(networkDown, { retry: { enabled: true, retries: 2, delayMs: 1, services: ['trips'] } })
    const error = await rest({ method: 'GET', service: 'trips', path: '/trips' }).catch((e: unknown) => e)
    expect(network.requests()).toHaveLength(3)
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', message: 'no response received', retryCount: 2 })
    await vi.dynamicImportSettled()
    const beacons = network.beacons()
    expect(beacons.map((url) => url.searchParams.get('retryCount'))).toEqual(['1', '2', '2'])
    expect(beacons.every((url) => url.searchParams.get('errorCode') === 'NETWORK_ERROR')).toBe(true)
  })

  it('gives each try its own timeout signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const network = fakeNetwork(networkDown, { retry: { enabled: true, retries: 1, delayMs: 1, services: ['trips'] } })
    await rest({ method: 'GET', service: 'trips', path: '/trips' }).catch(() => undefined)
    const [first, second] = network.requests().map(({ init }) => init.signal)
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS)
    expect(first).toBeInstanceOf(AbortSignal)
    expect(second).toBeInstanceOf(AbortSignal)
    expect(first).not.toBe(second)
  })

  it('turns a timed-out call into NETWORK_ERROR with the code TIMEOUT', async () => {
    fakeNetwork(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')))
    await expect(rest({ method: 'GET', service: 'trips', path: '/trips' })).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      code: 'TIMEOUT',
    })
  })

  it('reads a 204 answer to a POST as an empty object and still saves its execution header', async () => {
    fakeNetwork(() => new Response(null, { status: 204, headers: { execution: 'e3s1' } }))
    await expect(rest({ method: 'POST', service: 'cart', path: '/cart', body: { item: 1 } })).resolves.toEqual({})
    expect($execution.get()).toBe('e3s1')
  })

  it('sends an empty JSON object with a DELETE given no body, and nothing with a GET', async () => {
    const network = fakeNetwork(ok)
    await rest({ method: 'DELETE', service: 'cart', path: '/cart' })
    await rest({ method: 'GET', service: 'cart', path: '/cart' })
    const [remove, read] = network.requests()
    expect(remove).toMatchObject({
      init: { method: 'DELETE', body: '{}' },
      headers: { 'Content-Type': 'application/json' },
    })
    expect(read!.init.body).toBeUndefined()
    expect(read!.headers['Content-Type']).toBeUndefined()
  })
})
