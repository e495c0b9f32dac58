import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import airportsFixture from '../../demo/mocks/airports.json'
import { $account } from '../../core/account/account-store'
import type { AccountSessionFragment } from '../../core/api/generated/operations'
import { $lastSearch } from '../../core/search/last-search'
import type { SearchCriteria } from '../../core/search/types'
import { renderWidget } from '../../test/render-widget'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../test/fake-network'
import { forgetAirports } from '../ui/search-form/airports'
import type { RecentSearch } from './recent-search-criteria'
import { SearchBox } from './search-box'

cleanPageBetweenTests()

// Monday 15 June 2026: every date below is read against it.
const TODAY = new Date(2026, 5, 15)

beforeAll(() => Promise.all([import('../ui/search-form/fetch-airports'), import('./recent-searches')]))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TODAY)
  forgetAirports()
  $lastSearch.set(undefined)
  $account.set({ status: 'unknown' })
})
// The test files share one page (isolate: false): no other file starts signed in.
afterEach(() => {
  $account.set({ status: 'unknown' })
})

const adaSession: AccountSessionFragment = {
  kind: 'TRAVELLER',
  givenName: 'Ada',
  familyName: 'Lovelace',
  expiresInSeconds: 1800,
  loyaltyBalance: null,
  agency: null,
}

const recent: RecentSearch[] = [
  {
    origin: 'CDG',
    destination: 'DXB',
    departureDate: '2026-08-01',
    returnDate: '2026-08-10',
    cabinClass: 'Business',
    adults: 2,
    children: 1,
    infants: 0,
  },
  {
    origin: 'LHR',
    destination: 'JFK',
    departureDate: '2026-05-01',
    returnDate: null,
    cabinClass: 'Economy',
    adults: 1,
    children: 0,
    infants: 0,
  },
]

type Answer = (variables: Record<string, unknown>) => unknown

/** The API as the box meets it: airports, who is signed in, and the account's searches. */
function api(answers: Record<string, Answer> = {}) {
  const network = fakeNetwork((_url, init) => {
    const { operationName, variables } = JSON.parse(String(init.body)) as {
      operationName: string
      variables: Record<string, unknown>
    }
    const own = answers[operationName]
    if (own) {
      const answer = own(variables)
      return answer instanceof Promise ? (answer as Promise<Response>) : jsonResponse(answer)
    }
    if (operationName === 'airports') return jsonResponse(airportsFixture)
    if (operationName === 'session') return jsonResponse({ data: { session: adaSession } })
    if (operationName === 'recentSearches') return jsonResponse({ data: { userCriteria: recent } })
    if (operationName === 'keepRecentSearch') return jsonResponse({ data: { putUserCriteria: recent } })
    return jsonResponse({ errors: [{ message: `${operationName} is not in these tests` }] }, 500)
  })
  const calls = (name: string) =>
    network
      .requests()
      .map((request) => JSON.parse(String(request.init.body)) as { operationName: string; variables: unknown })
      .filter((call) => call.operationName === name)
  return { ...network, calls }
}

function renderBox() {
  const rendered = renderWidget(SearchBox, {})
  const searches: CustomEvent<SearchCriteria>[] = []
  rendered.host.addEventListener('dx:search', (event) => searches.push(event as CustomEvent<SearchCriteria>))
  return { ...rendered, searches }
}

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement
const form = () => screen.getByRole('form', { name: 'Search flights' })
const recentList = () => screen.findByRole('region', { name: 'Your recent searches' }, { timeout: 5000 })

/** Fills the form with LHR to JFK on 8 July, one way, and searches. */
async function searchLondonNewYork() {
  $lastSearch.set({
    journeyType: 'one-way',
    searchType: 'BRANDED',
    cabinClass: 'Economy',
    awardBooking: false,
    promoCodes: [],
    itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: '2026-07-08' }],
    passengers: { ADT: 1 },
    direction: 0,
    flights: [],
  })
}

describe('dx-search-box: recent searches', () => {
  it('offers a signed-in traveller’s recent searches, each filling the form with route, dates, passengers and class', async () => {
    $account.set({ status: 'signed-in', session: adaSession })
    api()
    renderBox()
    const list = await recentList()
    const buttons = await within(list).findAllByRole('button')
    await waitFor(() =>
      expect(buttons[0]?.textContent).toBe('Paris to Dubai' + 'Aug 1 to Aug 10 · 3 passengers · Business'),
    )
    // A search whose day has gone by fills the rest; the traveller chooses new dates.
    expect(buttons[1]?.textContent).toBe('London to New York' + 'dates to choose · 1 passenger · Economy')
    fireEvent.click(buttons[0]!)
    await waitFor(() => expect(combobox('From').value).toBe('Paris (CDG)'))
    expect(combobox('To').value).toBe('Dubai (DXB)')
    expect((screen.getByRole('radio', { name: 'Round trip' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: /^Departure/ }).textContent).toBe('Sat, Aug 1, 2026')
    expect(screen.getByRole('button', { name: /^Return/ }).textContent).toBe('Mon, Aug 10, 2026')
    expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('2 adults, 1 child')
    expect(within(list).getByRole('status').textContent).toBe(
      'The search form now holds Paris to Dubai. Check the details, then search.',
    )
    fireEvent.click(buttons[1]!)
    await waitFor(() => expect(combobox('From').value).toBe('London (LHR)'))
    expect((screen.getByRole('radio', { name: 'One way' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('1 adult')
  })

  it('keeps a signed-in traveller’s search with the account, without holding the search up', async () => {
    $account.set({ status: 'signed-in', session: adaSession })
    // The API never answers the keep: the search goes ahead all the same.
    const network = api({ keepRecentSearch: () => new Promise(() => undefined) })
    await searchLondonNewYork()
    document.body.append(document.createElement('dx-storefront'))
    const { searches } = renderBox()
    await recentList()
    fireEvent.submit(form())
    await waitFor(() => expect(searches).toHaveLength(1))
    expect(location.hash.startsWith('#/b2c/flight-selection?')).toBe(true)
    await waitFor(() => expect(network.calls('keepRecentSearch')).toHaveLength(1))
    expect(network.calls('keepRecentSearch')[0]?.variables).toEqual({
      search: {
        origin: 'LHR',
        destination: 'JFK',
        departureDate: '2026-07-08',
        returnDate: null,
        cabinClass: 'Economy',
        adults: 1,
        children: 0,
        infants: 0,
      },
    })
    document.querySelector('dx-storefront')?.remove()
  })

  it('says nothing to the traveller when keeping the search fails, and reports it as any failed call', async () => {
    $account.set({ status: 'signed-in', session: adaSession })
    const network = api({
      keepRecentSearch: () => ({
        errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }],
      }),
    })
    await searchLondonNewYork()
    document.body.append(document.createElement('dx-storefront'))
    const { searches } = renderBox()
    await recentList()
    fireEvent.submit(form())
    await waitFor(() => expect(network.beacons().length).toBeGreaterThan(0))
    expect(searches).toHaveLength(1)
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
    document.querySelector('dx-storefront')?.remove()
  })

  it('changes nothing for a signed-out traveller: no list, no recent searches asked or kept', async () => {
    const network = api({ session: () => ({ data: { session: null } }) })
    await searchLondonNewYork()
    document.body.append(document.createElement('dx-storefront'))
    const { searches } = renderBox()
    // Pointer events do not bubble: the pointer enters the box itself as it reaches the form.
    fireEvent.pointerEnter(form().parentElement!)
    fireEvent.pointerEnter(form())
    await waitFor(() => expect($account.get().status).toBe('signed-out'))
    await waitFor(() => expect(combobox('From').value).toBe('London (LHR)'))
    fireEvent.submit(form())
    await waitFor(() => expect(searches).toHaveLength(1))
    await vi.dynamicImportSettled()
    expect(screen.queryByRole('region', { name: 'Your recent searches' })).toBeNull()
    expect(network.calls('recentSearches')).toHaveLength(0)
    expect(network.calls('keepRecentSearch')).toHaveLength(0)
    expect(network.calls('session')).toHaveLength(1)
    document.querySelector('dx-storefront')?.remove()
  })

  it('asks who is signed in only once the traveller reaches the box, then offers the recent searches', async () => {
    const network = api()
    renderBox()
    await vi.dynamicImportSettled()
    expect(network.requests()).toHaveLength(0)
    fireEvent.focusIn(combobox('From'))
    await recentList()
    expect(network.calls('session')).toHaveLength(1)
  })
})
