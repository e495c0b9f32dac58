import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse, networkDown } from '../../test/fake-network'
import { parseHash } from '../router/route'
import { offersPageInput, readFilter } from '../search/offers-filter'
import { forFlightSelection, readCriteria } from '../search/read-criteria'
import { searchFlights } from '../search/search-flights'
import { searchKey, searchVariables } from '../search/search-variables'
import { getSettings } from '../settings/get-settings'
import { takePrefetchedOr } from './prefetch'
import { prefetchResultsPage } from './results-page'

cleanPageBetweenTests()

/** A one-way link; each test asks another day, since a started prefetch stays until the page takes it. */
const oneWay = (day: number) =>
  `origin0=LHR&destination0=JFK&date0=12-${String(day).padStart(2, '0')}-2026&journeyType=one-way&ADT=1`

/** A search answer, and the operations the page sent. */
function searchNetwork() {
  const network = fakeNetwork(() => jsonResponse({ data: { searchFlights: { offers: null } } }))
  return {
    ...network,
    operations: () =>
      network.requests().map(({ init }) => (JSON.parse(String(init.body)) as { operationName: string }).operationName),
  }
}

/** Puts the storefront's mount point on the page, as a host page has it. */
function storefrontOnPage(): void {
  const app = document.createElement('div')
  app.id = 'app'
  document.body.append(app)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 9, 0) })
  document.body.innerHTML = ''
})

describe('the results page prefetch', () => {
  it('starts the search of a flight selection link on a page that holds the storefront', async () => {
    const network = searchNetwork()
    storefrontOnPage()
    history.replaceState(null, '', `/book.html#/b2c/flight-selection?${oneWay(1)}`)
    prefetchResultsPage()
    await vi.waitFor(() => expect(network.operations()).toEqual(['searchFlights']))
  })

  it('starts it for a storefront element as well as for #app', async () => {
    const network = searchNetwork()
    document.body.append(document.createElement('dx-storefront'))
    history.replaceState(null, '', `/book.html#/b2c/flight-selection?${oneWay(2)}`)
    prefetchResultsPage()
    await vi.waitFor(() => expect(network.operations()).toEqual(['searchFlights']))
  })

  it('starts no search, and so no conversation, on a page without the storefront', async () => {
    const network = searchNetwork()
    document.body.append(document.createElement('dx-search-box'))
    history.replaceState(null, '', `/book.html#/b2c/flight-selection?${oneWay(3)}`)
    prefetchResultsPage()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it('starts no search for a link the storefront shows in the search form (a lost part)', async () => {
    const network = searchNetwork()
    storefrontOnPage()
    history.replaceState(null, '', '/book.html#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=2026-12-01')
    prefetchResultsPage()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it('starts no search on another page of the storefront', async () => {
    const network = searchNetwork()
    storefrontOnPage()
    history.replaceState(null, '', `/book.html#/b2c/passengers?${oneWay(4)}`)
    prefetchResultsPage()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(network.fetch).not.toHaveBeenCalled()
  })

  it('that got no answer falls back to one search of the page', async () => {
    let down = true
    const network = fakeNetwork((url, init) =>
      down ? networkDown(url, init) : jsonResponse({ data: { searchFlights: { offers: null } } }),
    )
    storefrontOnPage()
    history.replaceState(null, '', `/book.html#/b2c/flight-selection?${oneWay(5)}`)
    prefetchResultsPage()
    await vi.waitFor(() => expect(network.requests()).toHaveLength(1))
    down = false
    // The page's first call, with the key and variables it computes from the address.
    const { criteria } = readCriteria(parseHash(location.hash, getSettings().channels))
    const variables = searchVariables(forFlightSelection(criteria), offersPageInput(readFilter()))
    await expect(takePrefetchedOr(searchKey(variables), () => searchFlights(variables))).resolves.toEqual({
      offers: null,
    })
    expect(network.requests()).toHaveLength(2)
  })
})
