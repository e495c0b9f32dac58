import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests, jsonResponse } from '../../../../test/fake-network'
import { fakeApi, type Call } from '../../fixtures/fake-api'
import { flightsUnavailable, metaSearchAnswer, metaSearchHash, TODAYS_TOTAL } from '../../fixtures/meta-search'
import { hashQuery, mountStorefront } from '../../fixtures/mount'
import { noPassengers, passengersApi } from '../../fixtures/passengers'
import { outboundResult } from '../../fixtures/offers'
import { $account } from '../../../../core/account/account-store'

cleanPageBetweenTests()

// A guest the page already knows is signed out: the landing's calls are the ones listed (a
// signed-in traveller's passengers page has its own tests).
beforeEach(() => {
  $account.set({ status: 'signed-out' })
})

/** The API for a landing: metaSearch answered by `answer` (in conversation m1s1), the passengers query with nobody saved yet. */
function landingApi(answer: (call: Call) => unknown = () => ({ data: { metaSearch: metaSearchAnswer() } })) {
  const passengers = passengersApi(noPassengers())
  return fakeApi((call) => {
    if (call.operationName !== 'metaSearch') return passengers(call)
    const body = answer(call)
    if (body instanceof Promise) return body
    return jsonResponse(body, 200, (body as { data?: unknown }).data ? { execution: 'm1s1' } : {})
  })
}

/** Waits for the storefront to show `page`. */
const onPage = (page: string) => waitFor(() => expect(location.hash).toMatch(new RegExp(`^#/b2c/${page}\\?`)))

describe('the meta-search landing', () => {
  it('lands on passengers with the link’s flights in the cart and the trip summary', async () => {
    const api = landingApi()
    mountStorefront(metaSearchHash())
    await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 })
    expect(hashQuery().get('flight')).toBe('p0-zz1-classic')
    expect(hashQuery().get('flight1')).toBe('p1-zz2-classic')
    expect(hashQuery().get('execution')).toBe('m1s1')
    const summary = await screen.findByRole('complementary', { name: 'Your trip' }, { timeout: 5000 })
    await within(summary).findByText(/ZZ 1 · /)
    expect(within(summary).getByText(/ZZ 2 · /)).toBeTruthy()
    // The landing's answer is the cart: not filled again, nor read again.
    expect(api.calls().map((call) => call.operationName)).toEqual(['metaSearch', 'passengers'])
    expect(api.calls('metaSearch')[0]?.variables).toMatchObject({
      input: { code: 'FLIGHT_NUMBER', referrerCode: 'SKYFARE', advertisedFare: TODAYS_TOTAL },
    })
    // The file's first test loads the passengers form's code and the summary's.
  }, 15_000)

  it('shows every flight of a connection the link lands in the trip summary, with the stop and the time to connect', async () => {
    // A link of its own (later tests land on the usual one, flown nonstop), at today's price.
    const advertised = TODAYS_TOTAL.amount + 2
    const answer = metaSearchAnswer()
    const connection = outboundResult().offers?.offers.find((offer) => offer.segments.length === 2)?.segments ?? []
    const parts = answer.cart.parts.map((part, index) => (index === 0 ? { ...part, segments: connection } : part))
    landingApi(() => ({ data: { metaSearch: { ...answer, cart: { ...answer.cart, parts } } } }))
    mountStorefront(metaSearchHash(advertised))
    // The passengers page takes the passengers asked for ahead: none is left for the next landing.
    await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 })
    const summary = await screen.findByRole('complementary', { name: 'Your trip' }, { timeout: 10_000 })
    // A flight's line holds its times in <time> elements: it is found by its whole text.
    const line = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text
    await within(summary).findByText(line('ZZ 141 · LHR 7:05 AM – DUB 8:25 AM'))
    expect(within(summary).getByText('Connection in DUB: 2 h 10 min')).toBeTruthy()
    expect(within(summary).getByText(line('ZZ 4021 · DUB 10:35 AM – JFK 1:10 PM'))).toBeTruthy()
    expect(within(summary).getByText(line('ZZ 2 · JFK 6:30 PM – LHR 6:40 AM (Dec 9)'))).toBeTruthy()
  }, 15_000)

  it('asks for the passengers as the landing answers, before the passengers page shows', async () => {
    const hashes: string[] = []
    const passengers = passengersApi(noPassengers())
    fakeApi((call) => {
      hashes.push(`${call.operationName} ${location.hash.split('?')[0]}`)
      if (call.operationName !== 'metaSearch') return passengers(call)
      return jsonResponse({ data: { metaSearch: metaSearchAnswer() } }, 200, { execution: 'm1s1' })
    })
    mountStorefront(metaSearchHash())
    await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 })
    expect(hashes).toEqual(['metaSearch #/b2c/meta-search', 'passengers #/b2c/meta-search'])
  }, 15_000)

  it('shows the passengers page’s heading while the flights are put in the cart', async () => {
    landingApi(() => new Promise(() => undefined))
    // A link of its own: the landing that never answers is not the one later tests land on.
    mountStorefront(metaSearchHash(TODAYS_TOTAL.amount + 1))
    expect(await screen.findByRole('heading', { name: 'Who is travelling?', level: 2 })).toBeTruthy()
    // The status may come a render after the heading, and the shell's loading status may
    // still stand beside it for a render: the landing's is found by its words, given the
    // time its lazily loaded code takes on a busy machine.
    const status = await screen.findByText('Getting the flights you chose…', undefined, { timeout: 3000 })
    expect(status.closest('[role="status"]')).toBeTruthy()
  })

  it('tells the host where the link landed, with the partner and whether the price matched', async () => {
    landingApi()
    const landed: unknown[] = []
    document.addEventListener('dx:meta-search', (event) => landed.push((event as CustomEvent).detail))
    mountStorefront(metaSearchHash())
    await onPage('passengers')
    expect(landed).toEqual([{ page: 'passengers', referrerCode: 'SKYFARE', priceMatched: true }])
  })
})

describe('a price that changed since the partner showed it', () => {
  const advertised = TODAYS_TOTAL.amount - 4550

  it('is said before the form, with both amounts and the difference', async () => {
    landingApi(() => ({ data: { metaSearch: metaSearchAnswer(advertised) } }))
    mountStorefront(metaSearchHash(advertised))
    const notice = await screen.findByRole('alert', { name: 'The price has changed' })
    expect(notice.textContent).toContain(
      'These flights cost $2,748.08 today, $45.50 more than the $2,702.58 you were shown.',
    )
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull()
  })

  it('gives way to the form when the traveller continues at today’s price', async () => {
    landingApi(() => ({ data: { metaSearch: metaSearchAnswer(advertised) } }))
    mountStorefront(metaSearchHash(advertised))
    fireEvent.click(await screen.findByRole('button', { name: 'Continue at $2,748.08' }))
    expect(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByRole('alert', { name: 'The price has changed' })).toBeNull()
  })

  it('offers flight selection for the same trip instead', async () => {
    landingApi(() => ({ data: { metaSearch: metaSearchAnswer(advertised) } }))
    mountStorefront(metaSearchHash(advertised))
    const other = await screen.findByRole('link', { name: 'Choose other flights' })
    const query = new URLSearchParams(other.getAttribute('href')?.split('?')[1])
    expect(other.getAttribute('href')).toMatch(/^#\/b2c\/flight-selection\?/)
    expect([query.get('origin0'), query.get('destination0'), query.get('date0'), query.get('date1')]).toEqual([
      'LHR',
      'JFK',
      '12-01-2026',
      '12-08-2026',
    ])
    expect(query.has('flight')).toBe(false)
  })
})

describe('a link that cannot land on passengers', () => {
  it('lands on flight selection for the same trip when its flights are gone, saying so', async () => {
    landingApi(() => flightsUnavailable)
    mountStorefront(metaSearchHash())
    await onPage('flight-selection')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The flights you chose on the other site are no longer available. Here are the flights for the same trip.',
    )
    expect(await screen.findByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy()
    expect([hashQuery().get('origin0'), hashQuery().get('ADT'), hashQuery().get('CHD')]).toEqual(['LHR', '2', '1'])
  })

  it('lands on the search form for the same trip when its flights have left, saying so', async () => {
    landingApi(() => flightsUnavailable)
    // A departure day already past: the storefront does not search it, so there are no flights to show.
    mountStorefront(metaSearchHash().replace('departure0.0=2026-12-01', 'departure0.0=2026-01-05'))
    await onPage('home')
    const notice = await screen.findByText(
      'The flights you chose on the other site are no longer available. Search for your flights here.',
    )
    expect(notice.closest('[role="alert"]')).not.toBeNull()
    expect([hashQuery().get('origin0'), hashQuery().get('destination0')]).toEqual(['LHR', 'JFK'])
  })

  it('lands on flight selection, without a call, when part of the link cannot be read', async () => {
    const api = landingApi()
    mountStorefront(metaSearchHash().replace(/&referrer=[^&]*/, '&referrer=not%20a%20code'))
    await onPage('flight-selection')
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Part of the link from the other site/)
    expect(api.calls('metaSearch')).toEqual([])
  })

  it('lands on the search form when nothing of the trip can be read', async () => {
    landingApi()
    mountStorefront('#/b2c/meta-search?code=%%%&origin0.0=1&total=lots')
    await onPage('home')
    // Found by its words: the search form keeps an alert of its own, empty until a search has problems.
    const notice = await screen.findByText(
      'The link from the other site could not be read. Search for your flights here.',
    )
    expect(notice.closest('[role="alert"]')).not.toBeNull()
    expect(await screen.findByRole('button', { name: 'Search flights' })).toBeTruthy()
  })

  it('offers a retry, on the landing, when the call gets no answer', async () => {
    let fail = true
    const api = landingApi(() =>
      fail
        ? { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', status: 503 } }] }
        : { data: { metaSearch: metaSearchAnswer() } },
    )
    mountStorefront(metaSearchHash())
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fail = false
    fireEvent.click(retry)
    await onPage('passengers')
    expect(api.calls('metaSearch')).toHaveLength(2)
  })
})
