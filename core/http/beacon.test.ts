import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendBeacon } from './beacon'
import { sendBeaconRequest } from './beacon-request'
import { getSettings } from '../settings/get-settings'
import { rest } from './rest'
import { graphql } from './graphql'
import { installSettings } from '../settings/install-settings'
import { BASE_URL, fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'
import { nameBeaconPagesBy } from './beacon-page'
import { parseHash } from '../router/route'

cleanPageBetweenTests()
// As the storefront's build does (widgets/storefront/index.tsx); beacon-named.test.ts: the other builds.
nameBeaconPagesBy(parseHash)
// A failure's beacon is sent once its code has loaded (send.ts): to this test's network, not the next one's.
afterEach(() => vi.dynamicImportSettled())

const unused = () => jsonResponse({})

describe('beacon', () => {
  it('sends a HEAD to <baseUrl>images/dx.gif with the call, page and build fields', () => {
    const network = fakeNetwork(unused)
    installSettings({ bundleVersion: 'v42', coreBundleVersion: 'c7' })
    history.replaceState(null, '', '/book#/b2c/passengers')
    sendBeacon({
      requestUrl: `${BASE_URL}api/trips`,
      method: 'GET',
      duration: 120,
      responseStatus: 500,
      errorCode: 'HTTPERROR',
      retryCount: 2,
      bookingReference: 'ABC123',
    })
    const [input, init] = network.fetch.mock.calls[0]!
    const url = new URL(String(input))
    expect(url.origin + url.pathname).toBe(`${BASE_URL}images/dx.gif`)
    expect(init?.method).toBe('HEAD')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      requestUrl: `${BASE_URL}api/trips`,
      method: 'GET',
      duration: '120',
      responseStatus: '500',
      xhrStatus: '4',
      errorCode: 'HTTPERROR',
      message: 'request failed',
      storefront: 'ZZDX',
      buildNumber: '16',
      configVersion: 'c7',
      release: 'v42',
      pageName: 'passengers',
      destinationUrl: 'http://localhost:3000/book',
      flow: 'BOOKING',
      bookingReference: 'ABC123',
      retryCount: '2',
    })
  })

  it("carries a meta-search landing's partner code and whether the price matched", () => {
    const network = fakeNetwork(unused)
    history.replaceState(null, '', '/book#/b2c/meta-search?code=CMA')
    sendBeacon({ requestUrl: location.href, method: 'GET', duration: 0, referrerCode: 'SKYFARE', priceMatched: false })
    const url = new URL(String(network.fetch.mock.calls[0]![0]))
    expect([url.searchParams.get('pageName'), url.searchParams.get('referrerCode')]).toEqual(['meta-search', 'SKYFARE'])
    expect(url.searchParams.get('priceMatched')).toBe('false')
  })

  it('is skipped when the data layer is disabled', () => {
    const network = fakeNetwork(unused)
    installSettings({ dataLayer: false })
    sendBeacon({ requestUrl: `${BASE_URL}api/trips`, method: 'GET', duration: 1 })
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it('never carries personal data from a request URL or the page URL', async () => {
    const network = fakeNetwork(() => jsonResponse({ message: 'Smith not found' }, 404))
    history.replaceState(null, '', '/book?lastName=Smith#/b2c/myb?pnr=ABC123&lastName=Smith')
    await rest({
      method: 'GET',
      service: 'trips',
      path: '/retrieve',
      query: { pnr: 'ABC123', lastName: 'Smith' },
    }).catch(() => undefined)
    await vi.dynamicImportSettled()
    const beacon = network.beacons()[0]
    expect(beacon?.searchParams.get('requestUrl')).toBe(`${BASE_URL}api/retrieve`)
    expect(decodeURIComponent(beacon?.href ?? '')).not.toMatch(/Smith|ABC123/)
  })

  it('names a REST call by its path template, so a booking reference in the path never reaches it', async () => {
    const network = fakeNetwork(() => jsonResponse({}, 500))
    await rest({ method: 'GET', service: 'trips', path: '/trips/{pnr}', params: { pnr: 'ABC123' } }).catch(
      () => undefined,
    )
    await vi.dynamicImportSettled()
    expect(network.requests()[0]?.url.pathname).toMatch(/\/trips\/ABC123$/)
    // Braces percent-encoded, as the beacon writes every URL through URL.
    expect(decodeURI(network.beacons()[0]?.searchParams.get('requestUrl') ?? '')).toBe(`${BASE_URL}api/trips/{pnr}`)
    expect(decodeURIComponent(network.beacons()[0]?.href ?? '')).not.toContain('ABC123')
  })

  it('is sent for an error a GraphQL answer carries in its body', async () => {
    const network = fakeNetwork(() =>
      jsonResponse({
        data: null,
        errors: [{ message: 'Internal error', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }],
      }),
    )
    await graphql('query flightStatus { flightStatus { airlineCode } }', {}).catch(() => undefined)
    await vi.dynamicImportSettled()
    expect(
      network.beacons().map((url) => [url.searchParams.get('errorCode'), url.searchParams.get('responseStatus')]),
    ).toEqual([['INTERNAL_ERROR', '500']])
  })

  it('names the page it is given, where the call failed, not the page the traveller has moved on to', () => {
    const network = fakeNetwork(unused)
    history.replaceState(null, '', '/book#/b2c/home')
    sendBeaconRequest(
      { requestUrl: `${BASE_URL}api/trips`, method: 'GET', duration: 1 },
      { url: 'http://localhost:3000/book?lastName=Smith#/b2c/passengers', name: 'passengers' },
      getSettings(),
    )
    const url = new URL(String(network.fetch.mock.calls[0]![0]))
    expect(url.searchParams.get('pageName')).toBe('passengers')
    expect(url.searchParams.get('destinationUrl')).toBe('http://localhost:3000/book')
  })

  it('is sent for a failed call and not for a successful one', async () => {
    let fail = false
    const network = fakeNetwork(() => (fail ? jsonResponse({}, 500) : jsonResponse({})))
    await rest({ method: 'GET', service: 'trips', path: '/trips' })
    expect(network.beacons()).toHaveLength(0)
    fail = true
    await rest({ method: 'GET', service: 'trips', path: '/trips' }).catch(() => undefined)
    await vi.dynamicImportSettled()
    expect(network.beacons()).toHaveLength(1)
  })

  it('never turns a lost beacon into an error (an unhandled rejection would fail this test)', async () => {
    const lost = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', lost)
    expect(() => sendBeacon({ requestUrl: `${BASE_URL}api/trips`, method: 'GET', duration: 1 })).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(lost).toHaveBeenCalledOnce()
  })
})
