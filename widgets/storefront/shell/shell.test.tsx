import { describe, expect, it } from 'vitest'
import { addDays, formatQueryDate } from '../../../core/dates/dates'
import { formatLongDate } from '../../../core/i18n/format'
import { lastBookableDay, searchConfig } from '../../../core/search/config'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { $lastSearch } from '../../../core/search/last-search'
import type { QueryProblem } from '../../../core/search/criteria-from-query'
import { cleanPageBetweenTests, fakeNetwork } from '../../../test/fake-network'
import { fakeApi } from '../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP, TODAY } from '../fixtures/mount'
import { $account } from '../../../core/account/account-store'
import { AGENT_SESSION } from '../fixtures/agency'

cleanPageBetweenTests()

describe('storefront routes', () => {
  it('starts on #/b2c/home in place when the page has no storefront hash', async () => {
    fakeApi()
    const before = history.length
    const view = mountStorefront()
    expect(location.hash).toBe('#/b2c/home')
    expect(history.length).toBe(before)
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Search flights' })).toBeTruthy()
    expect(view.events('dx:route')).toEqual([{ page: 'home' }])
  })

  it('reads an unknown channel as b2c and keeps b2c in its links', async () => {
    fakeApi()
    mountStorefront(`#/agency/flight-selection?${ROUND_TRIP}`)
    expect(await screen.findByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy()
    const search = within(screen.getByRole('navigation', { name: 'Booking steps' })).getByRole('link', {
      name: 'Search',
    })
    expect(search.getAttribute('href')).toMatch(/^#\/b2c\/home\?origin0=LHR/)
  })

  it('keeps a known channel in its links', async () => {
    fakeApi()
    // The agency channel's pages need an agent's session (docs/agency.md).
    $account.set({ status: 'signed-in', session: AGENT_SESSION })
    mountStorefront(`#/b2b/flight-selection?${ROUND_TRIP}`)
    const link = await screen.findByRole('link', { name: 'Fares by day' })
    expect(link.getAttribute('href')).toMatch(/^#\/b2b\/date-selection\?/)
  })

  it('says plainly that a later page is not in the demo yet, with a way back', async () => {
    fakeApi()
    const view = mountStorefront(`#/b2c/flight-status?${ROUND_TRIP}`)
    expect(await screen.findByRole('heading', { name: 'Not available in this demo yet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Back to search' }))
    expect(location.hash).toMatch(/^#\/b2c\/home\?origin0=LHR/)
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    expect(view.events('dx:route')).toEqual([{ page: 'flight-status' }, { page: 'home' }])
  })

  it('marks the current step and shows later steps as upcoming, not links', () => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    const steps = screen.getByRole('navigation', { name: 'Booking steps' })
    const current = steps.querySelector('[aria-current="step"]')
    expect(current?.textContent).toContain('Flights')
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Search'])
    expect(within(steps).getByText('Payment')).toBeTruthy()
  })

  it('links every completed step back to its page with the trip, and none into a paid booking', () => {
    fakeApi()
    const trip = `${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`
    const view = mountStorefront(`#/b2c/ancillaries?${trip}`)
    const steps = () => screen.getByRole('navigation', { name: 'Booking steps' })
    const links = () =>
      within(steps())
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')?.replace(/\?.*/, '')])
    expect(links()).toEqual([
      ['Search', '#/b2c/home'],
      ['Flights', '#/b2c/flight-selection'],
      ['Passengers', '#/b2c/passengers'],
      ['Seats', '#/b2c/seat-selection'],
    ])
    const seats = within(steps()).getByRole('link', { name: 'Seats' })
    const query = new URLSearchParams(seats.getAttribute('href')?.split('?')[1])
    expect([
      query.get('origin0'),
      query.get('date1'),
      query.get('CHD'),
      query.get('flight'),
      query.get('flight1'),
    ]).toEqual(['LHR', '12-08-2026', '1', 'p0-zz1-classic', 'p1-zz2-classic'])
    expect(
      new URLSearchParams(
        within(steps()).getByRole('link', { name: 'Search' }).getAttribute('href')?.split('?')[1],
      ).get('flight'),
    ).toBeNull()
    view.unmount()

    mountStorefront(`#/b2c/confirmation?${trip}`)
    expect(links()).toEqual([['Search', '#/b2c/home']])
    expect(within(steps()).getByText('Payment')).toBeTruthy()
  })

  it('searches from the form on home into flight selection, remembering the search', async () => {
    fakeApi()
    mountStorefront(`#/b2c/home?${ROUND_TRIP}`)
    const submit = await screen.findByRole('button', { name: 'Search flights' })
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toContain('LHR'),
    )
    fireEvent.submit(submit.closest('form') as HTMLFormElement)
    await waitFor(() =>
      expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?origin0=LHR&destination0=JFK&date0=12-01-2026/),
    )
    expect(await screen.findByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy()
    expect($lastSearch.get()?.itineraryParts[1]?.date).toBe('2026-12-08')
  })

  it('follows back and forward (hashchange)', async () => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${ROUND_TRIP}`)
    history.pushState(null, '', `/storefront.html#/b2c/passengers?${ROUND_TRIP}`)
    window.dispatchEvent(new Event('hashchange'))
    expect(await screen.findByRole('heading', { name: 'Who is travelling?' })).toBeTruthy()
  })
})

describe('query-string problems', () => {
  const cases: [QueryProblem, string, string][] = [
    [
      'AIRPORT_INVALID',
      'origin0=L1R&destination0=JFK&date0=12-01-2026',
      'An airport in the link was not valid and was left out.',
    ],
    [
      'DATE_INVALID',
      'origin0=LHR&destination0=JFK&date0=2026-12-01',
      'A date in the link could not be read and was left out. Choose a date below.',
    ],
    [
      'DATE_PAST',
      'origin0=LHR&destination0=JFK&date0=01-05-2026',
      'A date in the link is in the past and was left out. Choose a date below.',
    ],
    [
      'DATE_BEYOND_HORIZON',
      'origin0=LHR&destination0=JFK&date0=12-01-2028',
      'A date in the link was left out: you can book up to',
    ],
    [
      'PASSENGERS_CLAMPED',
      'origin0=LHR&destination0=JFK&date0=12-01-2026&ADT=999',
      'The number of passengers was adjusted to what can be booked online.',
    ],
    [
      'PART_DROPPED',
      'origin0=LHR&date0=12-01-2026',
      'Part of the trip in the link was incomplete and was left out. Check your search.',
    ],
  ]

  it.each(cases)('%s shows its translated message', async (_problem, query, message) => {
    fakeApi()
    mountStorefront(`#/b2c/flight-selection?${query}`)
    // The corrections are a chunk of their own, which the first such link loads.
    await waitFor(() =>
      expect(screen.getAllByRole('status').find((element) => element.textContent?.includes(message))).toBeTruthy(),
    )
  })

  it('names the last day a return too far ahead could be, keeps the outbound, and says it once', async () => {
    fakeApi()
    const last = lastBookableDay(searchConfig(undefined), TODAY)
    const beyond = formatQueryDate(addDays(last, 1))
    mountStorefront(
      `#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=12-20-2026&origin1=JFK&destination1=LHR&date1=${beyond}&ADT=1`,
    )
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    const notes = await waitFor(() => {
      const found = screen.getAllByRole('status').find((status) => status.classList.contains('dx-sf-problems'))
      if (!found) throw new Error('no corrections shown')
      return found
    })
    const items = [...(notes?.querySelectorAll('li') ?? [])].map((item) => item.textContent)
    expect(screen.getByText('Sun, Dec 20, 2026')).toBeTruthy()
    // Only why the date went, with the last day: that its part was then incomplete would say it twice.
    expect(items).toEqual([
      `A date in the link was left out: you can book up to ${formatLongDate(last, 'en-US')}. Choose a date up to then.`,
    ])
  })

  it('says both when one part’s date passed and another part lacks an airport', async () => {
    fakeApi()
    mountStorefront(
      '#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=01-05-2026&origin1=JFK&date1=12-08-2026&journeyType=round-trip',
    )
    const notes = await waitFor(() => {
      const found = screen.getAllByRole('status').find((status) => status.querySelector('li'))
      if (!found) throw new Error('no corrections shown')
      return found
    })
    expect([...notes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'A date in the link is in the past and was left out. Choose a date below.',
      'Part of the trip in the link was incomplete and was left out. Check your search.',
    ])
  })

  it('keeps what was valid of a one-way link whose only date passed: its airports and journey type', async () => {
    fakeApi()
    mountStorefront('#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=01-10-2025&journeyType=one-way&ADT=1')
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toContain('LHR'),
    )
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement).value).toContain('JFK')
    expect((screen.getByRole('radio', { name: 'One way' }) as HTMLInputElement).checked).toBe(true)
  })

  it('keeps the valid airport of a link with a malformed one', async () => {
    fakeApi()
    mountStorefront('#/b2c/flight-selection?origin0=%3Cscript%3E&destination0=JFK&date0=12-01-2026&journeyType=one-way')
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement).value).toContain('JFK'),
    )
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toBe('')
  })

  it('shows home with the form and the messages when no part of the trip is left', async () => {
    const api = fakeApi()
    mountStorefront('#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=13-45-2026')
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    expect(
      await screen.findByText('A date in the link could not be read and was left out. Choose a date below.'),
    ).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.calls('searchFlights')).toHaveLength(0)
  })

  it('shows a round trip that lost its outbound in the form to fix, instead of searching a one-way', async () => {
    const api = fakeApi()
    mountStorefront(
      '#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=01-05-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&journeyType=round-trip',
    )
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    expect(
      await screen.findByText('A date in the link is in the past and was left out. Choose a date below.'),
    ).toBeTruthy()
    // What was valid is kept: the route, the journey type and the return date.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLInputElement).value).toContain('LHR'),
    )
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement).value).toContain('JFK')
    expect((screen.getByRole('radio', { name: 'Round trip' }) as HTMLInputElement).checked).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.calls('searchFlights')).toHaveLength(0)
  })

  it('goes back to the filled-in form with the reason when the API refuses an airport', async () => {
    fakeApi((call) =>
      call.operationName === 'searchFlights'
        ? {
            errors: [
              {
                message: 'QQQ is not an airport we serve',
                extensions: { type: 'validation', code: 'UNKNOWN_AIRPORT', status: 400 },
              },
            ],
          }
        : undefined,
    )
    mountStorefront('#/b2c/flight-selection?origin0=QQQ&destination0=JFK&date0=12-01-2026')
    const reason = await screen.findByText(
      'We do not fly to or from one of these airports. Choose another airport and search again.',
    )
    expect(reason.closest('[role="alert"]')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    expect(location.hash).toContain('#/b2c/home?')
  })

  it('shows a script tag in the query string as nothing but text', async () => {
    fakeApi()
    const script = encodeURIComponent('<script>window.pwned=1</script>')
    const { container } = mountStorefront(
      `#/b2c/flight-selection?origin0=${script}&destination0=JFK&date0=12-01-2026&promoCode0=${script}`,
    )
    expect(await screen.findByText('An airport in the link was not valid and was left out.')).toBeTruthy()
    expect(document.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('<script')
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })
})

describe('trip summary', () => {
  it('holds the total’s place while the cart is priced, hidden, and says it is pricing', async () => {
    fakeNetwork(() => new Promise<Response>(() => {}))
    mountStorefront(`#/b2c/passengers?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic`)
    const summary = await screen.findByRole('complementary', { name: 'Your trip' })
    const total = await waitFor(() => {
      const placeholder = summary.querySelector<HTMLElement>('.dx-sf-total.dx-skeleton')
      if (!placeholder) throw new Error('no placeholder yet')
      return placeholder
    })
    expect(total.getAttribute('aria-hidden')).toBe('true')
    expect(within(summary).getByRole('status').textContent).toBe('Pricing your trip…')
  })
})
