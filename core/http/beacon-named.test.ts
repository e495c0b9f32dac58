import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendNamedBeacon } from './beacon-named'
import { getSettings } from '../settings/get-settings'
import { rest } from './rest'
import { BASE_URL, fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'

// A build whose first load holds no page names (flight status and schedule, the search box,
// the trip lookup, the account): no code of the storefront's hands over its reading of routes.
cleanPageBetweenTests()
afterEach(async () => {
  await vi.dynamicImportSettled()
  vi.unstubAllGlobals()
})

const call = { requestUrl: `${BASE_URL}api/trips`, method: 'GET', duration: 1 }

describe('the beacon of a build without the page names', () => {
  it('names the page where the call failed, read in its lazy chunk', async () => {
    vi.stubGlobal('__DX_PAGE_NAMES__', false)
    const network = fakeNetwork(() => jsonResponse({}, 500))
    history.replaceState(null, '', '/book#/agency/passengers?origin0=LHR')
    await rest({ method: 'GET', service: 'trips', path: '/trips' }).catch(() => undefined)
    history.replaceState(null, '', '/book#/b2c/home')
    await vi.dynamicImportSettled()
    expect(network.beacons().map((url) => url.searchParams.get('pageName'))).toEqual(['passengers'])
  })

  it("reads the page's name from its URL as the storefront does, an unknown page as home", () => {
    const network = fakeNetwork(() => jsonResponse({}))
    for (const hash of ['#/b2b/agency-bookings', '#/home/passengers', '#/b2c/no-such-page', '#reviews'])
      sendNamedBeacon(call, { url: `http://localhost:3000/book${hash}` }, getSettings())
    const names = network.fetch.mock.calls.map(([input]) => new URL(String(input)).searchParams.get('pageName'))
    expect(names).toEqual(['agency-bookings', 'home', 'home', 'home'])
  })

  it('keeps a name the page came with', () => {
    const network = fakeNetwork(() => jsonResponse({}))
    sendNamedBeacon(call, { url: 'http://localhost:3000/book#/b2c/home', name: 'passengers' }, getSettings())
    expect(new URL(String(network.fetch.mock.calls[0]![0])).searchParams.get('pageName')).toBe('passengers')
  })
})
