import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests, fakeNetwork, jsonResponse } from '../../../../test/fake-network'
import { fakeApi } from '../../fixtures/fake-api'
import { emptyResult } from '../../fixtures/offers'
import { hashQuery, mountStorefront, onTheFixturesDay, ROUND_TRIP } from '../../fixtures/mount'
import { prefetchResultsPage } from '../../../../core/prefetch/results-page'
import { followUrl } from '../../../../core/execution/execution'

cleanPageBetweenTests()

const FLIGHTS = `#/b2c/flight-selection?${ROUND_TRIP}`

/** The API's answer to a client over its allowance of new conversations. */
const rateLimited = (seconds: number) =>
  jsonResponse(
    {
      data: null,
      errors: [
        {
          message: 'Too many new conversations',
          extensions: { type: 'HTTPERROR', code: 'RATE_LIMITED', status: 429, retryAfterSeconds: seconds },
        },
      ],
    },
    429,
    { 'retry-after': String(seconds) },
  )

/** Text as one line of lower-case words, without punctuation. */
const words = (text: string | null) =>
  ` ${(text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `

/** A fare button's text as axe reads it to compare with the name: its lines' text run together. */
const shown = (button: HTMLElement) => button.textContent

/** The flight (its list item) whose heading (its times) is `times`. */
const flight = (times: string) => screen.getByRole('heading', { name: times }).closest('li') as HTMLElement
const findFlight = async (times: string) =>
  (await screen.findByRole('heading', { name: times })).closest('li') as HTMLElement
/** The groups of fares, one per flight. */
const fareGroups = () => screen.getAllByRole('group', { name: 'Fares' })

/** The first search answers a server failure; later ones answer as the fake API does. */
function failFirstSearch() {
  let failures = 1
  fakeApi((call) =>
    call.operationName === 'searchFlights' && failures-- > 0
      ? { data: null, errors: [{ message: 'boom', extensions: { type: 'businessLogic', code: 'X', status: 500 } }] }
      : undefined,
  )
}

describe('flight selection (BRANDED)', () => {
  it('shows each flight with its times, stops, carriers and aircraft, and the fares of every brand', async () => {
    const api = fakeApi()
    mountStorefront(FLIGHTS)
    const zz1 = await findFlight('8:15 AM – 11:20 AM')
    expect(within(zz1).getByText('8 h 5 min · Nonstop')).toBeTruthy()
    expect(within(zz1).getByText(/ZZ 1 · LHR/).textContent).toContain('Boeing 777-300ER')
    // A fare's three lines: its brand (with seats left when few), its price per adult, the total.
    const shows = (brand: RegExp) => within(zz1).getByRole('button', { name: brand }).textContent
    expect(shows(/Economy Classic/)).toBe('Economy Classic $512.30 one way per adult · One-way total $1,408.83')
    expect(
      within(zz1)
        .getByRole('button', { name: /Economy Classic/ })
        .querySelector('strong')?.textContent,
    ).toBe('$512.30 ')
    expect(shows(/Economy Light/)).toMatch(/^Economy Light, 4 seats left \$/)
    const connection = flight('7:05 AM – 1:10 PM')
    expect(within(connection).getByText(/1 stop · via DUB/)).toBeTruthy()
    expect(within(connection).getByText(/Operated by Yonder Airways/)).toBeTruthy()
    expect(within(connection).getByText('Not available').textContent).toBe('Economy Flex Not available')
    const brands = screen.getByRole('table', { name: 'What each fare includes' })
    expect(
      within(brands)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Economy Light', 'Economy Classic', 'Economy Flex'])
    expect(within(brands).getByRole('row', { name: /Refund/ }).textContent).toContain('Full refund')
    expect(screen.getByText('4 flights found')).toBeTruthy()
    const [search] = api.calls('searchFlights')
    expect(search?.variables).toEqual({
      criteria: {
        cabinClass: 'Economy',
        awardBooking: false,
        searchType: 'BRANDED',
        promoCodes: [],
        itineraryParts: [
          { origin: 'LHR', destination: 'JFK', date: '2026-12-01' },
          { origin: 'JFK', destination: 'LHR', date: '2026-12-08' },
        ],
        passengers: { ADT: 2, CHD: 1 },
      },
      page: { offset: 0, limit: 100, sort: 'PRICE' },
    })
  })

  it('sorts and filters by asking the API with the page argument', async () => {
    const api = fakeApi()
    mountStorefront(FLIGHTS)
    await screen.findByText('4 flights found')
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'DURATION' } })
    await waitFor(() => expect(api.calls('searchFlights')).toHaveLength(2))
    fireEvent.change(screen.getByLabelText('Stops'), { target: { value: '0' } })
    await waitFor(() => expect(api.calls('searchFlights')).toHaveLength(3))
    fireEvent.change(screen.getByLabelText('Departure time'), { target: { value: 'evening' } })
    await waitFor(() => expect(api.calls('searchFlights')).toHaveLength(4))
    expect(api.calls('searchFlights').map((call) => call.variables.page)).toEqual([
      { offset: 0, limit: 100, sort: 'PRICE' },
      { offset: 0, limit: 100, sort: 'DURATION' },
      { offset: 0, limit: 100, sort: 'DURATION', maxStops: 0 },
      { offset: 0, limit: 100, sort: 'DURATION', maxStops: 0, departureFrom: 1080, departureTo: 1439 },
    ])
  })

  it('writes the times of day as the page writes its times, in the 12-hour clock in en-US', async () => {
    fakeApi()
    mountStorefront(FLIGHTS)
    await screen.findByText('4 flights found')
    const options = [...(screen.getByLabelText('Departure time') as HTMLSelectElement).options]
    expect(options.map((option) => option.textContent?.replace(/\u202f/g, ' '))).toEqual([
      'Any time',
      'Morning (before 12:00 PM)',
      'Afternoon (12:00 PM–5:59 PM)',
      'Evening (from 6:00 PM)',
    ])
  })

  it('loads the next page from nextOffset with "Load more"', async () => {
    const api = fakeApi()
    mountStorefront(FLIGHTS)
    await screen.findByText('Showing 3 of 4')
    expect(fareGroups()).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Load more flights' }))
    await waitFor(() => expect(fareGroups()).toHaveLength(4))
    expect(api.calls('searchFlights')[1]?.variables.page).toEqual({ offset: 3, limit: 100, sort: 'PRICE' })
    expect(screen.queryByRole('button', { name: 'Load more flights' })).toBeNull()
    // The button is gone with the last page: focus is on the first fare of the offer it brought.
    const fourth = fareGroups()[3]!
    await waitFor(() => expect(document.activeElement).toBe(within(fourth).getAllByRole('button')[0]))
  })

  it('chooses a fare clicked anywhere on its button (its price), and nothing for a click between fares', async () => {
    fakeApi()
    mountStorefront(FLIGHTS)
    const zz1 = await findFlight('8:15 AM – 11:20 AM')
    fireEvent.click(within(zz1).getByRole('group', { name: 'Fares' }))
    expect(hashQuery().get('flight')).toBeNull()
    fireEvent.click(within(within(zz1).getByRole('button', { name: /Economy Flex/ })).getByText(/^\$/))
    expect(hashQuery().get('flight')).toBe('p0-zz1-flex')
  })

  it('records the outbound choice in the URL, shows inbound with focus on its heading, then fills the cart', async () => {
    const api = fakeApi()
    const view = mountStorefront(FLIGHTS)
    await screen.findByText('4 flights found')
    fireEvent.click(within(flight('8:15 AM – 11:20 AM')).getByRole('button', { name: /Economy Classic/ }))
    expect(hashQuery().get('flight')).toBe('p0-zz1-classic')
    expect(hashQuery().get('direction')).toBe('1')
    expect(hashQuery().get('execution')).toBe('e1s1')
    expect(view.events('dx:flight-selected')).toEqual([{ part: 0, brandId: 'classic' }])
    const inbound = await screen.findByRole('heading', { name: 'Choose your return flight' })
    await waitFor(() => expect(document.activeElement).toBe(inbound))
    await screen.findByText('2 flights found')
    expect(api.calls('searchFlights')[1]?.variables.criteria).toMatchObject({
      itineraryParts: [{ selectedOfferRef: 'p0-zz1-classic' }, { origin: 'JFK', destination: 'LHR' }],
    })
    expect(api.calls('searchFlights')[1]?.execution).toBe('e1s1')
    const summary = await screen.findByRole('complementary', { name: 'Your trip' })
    expect(summary.textContent).toContain('Economy Classic · NonstopZZ 1 · LHR 8:15 AM – JFK 11:20 AM')

    const zz2 = flight('6:30 PM – 6:40 AM (Dec 9)')
    expect(within(zz2).getByRole('button', { name: /Economy Classic/ }).textContent).toContain(
      'Round-trip total $2,748.08',
    )
    fireEvent.click(within(zz2).getByRole('button', { name: /Economy Classic/ }))
    expect(hashQuery().get('flight1')).toBe('p1-zz2-classic')
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(1))
    expect(api.calls('addItinerary')[0]?.variables).toEqual({ offerRefs: ['p0-zz1-classic', 'p1-zz2-classic'] })
    await waitFor(() => expect(within(summary).getByText('$2,748.08')).toBeTruthy())
    await waitFor(() => expect(view.events('dx:cart')).toEqual([{ total: { amount: 274808, currency: 'USD' } }]))
    fireEvent.click(within(summary).getByRole('button', { name: 'Continue' }))
    expect(location.hash).toMatch(/^#\/b2c\/passengers\?/)
    // The passengers page is a chunk of its own: the first test in a worker to open it waits
    // for its modules to be compiled, over a second when both projects' workers do it at once.
    expect(await screen.findByRole('heading', { name: 'Who is travelling?' }, { timeout: 10_000 })).toBeTruthy()
  })

  it('names each fare with what it shows, in its order (brand, price, total), and its flight', async () => {
    fakeApi()
    mountStorefront(FLIGHTS)
    const zz1 = await findFlight('8:15 AM – 11:20 AM')
    expect(
      within(zz1).getByRole('button', {
        name: 'Economy Classic, $512.30, one way per adult, one-way total $1,408.83, ZZ 1 departing 8:15 AM',
      }),
    ).toBeTruthy()
    expect(
      within(zz1).getByRole('button', {
        name: /^Economy Light, 4 seats left, \$[\d,.]+, one way per adult, one-way total \$[\d,.]+, ZZ 1 departing 8:15 AM$/,
      }),
    ).toBeTruthy()
    // What each button shows is in its name, in the same order (WCAG 2.5.3; axe's label-content-name-mismatch).
    for (const button of screen.getAllByRole('button', { name: /per adult/ }))
      expect(words(button.getAttribute('aria-label'))).toContain(words(shown(button)))
    const connection = flight('7:05 AM – 1:10 PM')
    expect(within(connection).getAllByRole('button')[0]?.getAttribute('aria-label')).toMatch(
      /, ZZ 141 \+ ZZ 4021 departing 7:05 AM/,
    )
    expect(screen.queryAllByText(/Selected/)).toEqual([])
  })

  it('marks the chosen fare in words too, not only by its pressed state', async () => {
    fakeApi()
    mountStorefront(`${FLIGHTS}&flight=p0-zz1-classic&flight1=p1-zz2-classic&direction=1`)
    const pressed = await screen.findByRole('button', {
      name: /Economy Classic, .+ ZZ 2 departing 6:30 PM/,
      pressed: true,
    })
    expect(pressed.textContent).toMatch(/^Economy Classic, Selected \$/)
    expect(screen.getAllByText(/Selected/)).toEqual([pressed.querySelector('b')])
    expect(pressed.getAttribute('aria-label')).toMatch(
      /^Economy Classic, Selected, \$[\d,.]+, round trip per adult, round-trip total \$[\d,.]+, ZZ 2 departing 6:30 PM$/,
    )
    expect(words(pressed.getAttribute('aria-label'))).toContain(words(shown(pressed)))
  })

  it('says the outbound’s prices are one way and the return’s the round trip, whose total is the booking’s', async () => {
    const api = fakeApi()
    mountStorefront(FLIGHTS)
    await findFlight('8:15 AM – 11:20 AM')
    expect(screen.getByText('Prices are one way. Choose your return next to see the round-trip price.')).toBeTruthy()
    for (const fare of fareGroups().flatMap((group) => within(group).getAllByRole('button')))
      expect(fare.textContent).toMatch(/ one way per adult · One-way total \$[\d,.]+$/)
    fireEvent.click(within(flight('8:15 AM – 11:20 AM')).getByRole('button', { name: /Economy Classic/ }))

    const zz2 = await findFlight('6:30 PM – 6:40 AM (Dec 9)')
    expect(screen.getByText('Prices are for the round trip, your outbound flight included.')).toBeTruthy()
    for (const fare of fareGroups().flatMap((group) => within(group).getAllByRole('button')))
      expect(fare.textContent).toMatch(/ round trip per adult · Round-trip total \$[\d,.]+$/)
    // The return's price per adult is the outbound's and its own: $512.30 + $487.00.
    const classic = within(zz2).getByRole('button', { name: /Economy Classic/ })
    expect(classic.querySelector('strong')?.textContent).toBe('$999.30 ')
    expect(classic.textContent).toContain('Round-trip total $2,748.08')
    fireEvent.click(classic)
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(1))
    const summary = await screen.findByRole('complementary', { name: 'Your trip' })
    await waitFor(() => expect(within(summary).getByText('$2,748.08')).toBeTruthy())
  })

  it('keeps "per adult · Total" for a one-way trip, whose price is the whole trip', async () => {
    fakeApi()
    mountStorefront(
      '#/b2c/flight-selection?origin0=LHR&destination0=JFK&date0=12-01-2026&journeyType=one-way&class=Economy&ADT=2&CHD=1&awardBooking=false',
    )
    const zz1 = await findFlight('8:15 AM – 11:20 AM')
    expect(within(zz1).getByRole('button', { name: /Economy Classic/ }).textContent).toBe(
      'Economy Classic $512.30 per adult · Total $1,408.83',
    )
    expect(screen.queryByText(/^Prices are/)).toBeNull()
  })

  it('takes a double click on a fare as one choice', async () => {
    const api = fakeApi()
    const view = mountStorefront(`${FLIGHTS}&flight=p0-zz1-classic&direction=1`)
    await screen.findByText('2 flights found')
    const fare = within(flight('6:30 PM – 6:40 AM (Dec 9)')).getByRole('button', { name: /Economy Classic/ })
    fireEvent.click(fare)
    fireEvent.click(fare)
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(1))
    expect(view.events('dx:flight-selected')).toEqual([{ part: 1, brandId: 'classic' }])
  })

  it('moves focus from the last fare chosen to "All flights chosen" once the trip is priced', async () => {
    const api = fakeApi()
    mountStorefront(`${FLIGHTS}&flight=p0-zz1-classic&direction=1`)
    await screen.findByText('2 flights found')
    const fare = within(flight('6:30 PM – 6:40 AM (Dec 9)')).getByRole('button', { name: /Economy Classic/ })
    fare.focus()
    fireEvent.click(fare)
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(1))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('All flights chosen. Total: $2,748.08'))
    const banner = document.activeElement as HTMLElement
    expect(banner.tabIndex).toBe(-1)
    expect(within(banner.parentElement as HTMLElement).getByRole('button', { name: 'Continue' })).toBeTruthy()
  })

  it('says where the fare was chosen that the trip could not be priced, focus there, with a retry that leads on', async () => {
    let down = true
    const api = fakeApi((call) =>
      call.operationName === 'addItinerary' && down
        ? { errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }] }
        : undefined,
    )
    mountStorefront(`${FLIGHTS}&flight=p0-zz1-classic&direction=1`)
    await screen.findByText('2 flights found')
    const fare = within(flight('6:30 PM – 6:40 AM (Dec 9)')).getByRole('button', { name: /Economy Classic/ })
    fare.focus()
    fireEvent.click(fare)
    const failed = 'We could not price your trip. Choose your flights again or try later.'
    await waitFor(() => expect(document.activeElement?.textContent).toBe(failed))
    const message = document.activeElement as HTMLElement
    expect(message.closest('.dx-sf-summary')).toBeNull()
    down = false
    fireEvent.click(within(message.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(2))
    await waitFor(() => expect(document.activeElement?.textContent).toBe('All flights chosen. Total: $2,748.08'))
  })

  it('keeps the selection across a reload and reads the cart back instead of adding again', async () => {
    const api = fakeApi()
    const first = mountStorefront(FLIGHTS)
    await screen.findByText('4 flights found')
    fireEvent.click(within(flight('8:15 AM – 11:20 AM')).getByRole('button', { name: /Economy Classic/ }))
    await screen.findByText('2 flights found')
    fireEvent.click(within(flight('6:30 PM – 6:40 AM (Dec 9)')).getByRole('button', { name: /Economy Classic/ }))
    await waitFor(() => expect(api.calls('addItinerary')).toHaveLength(1))
    const hash = location.hash
    first.unmount()

    mountStorefront(hash)
    const summary = await screen.findByRole('complementary', { name: 'Your trip' })
    await waitFor(() => expect(within(summary).getByText('$2,748.08')).toBeTruthy())
    expect(within(summary).getAllByText(/Economy Classic/)).toHaveLength(2)
    expect(api.calls('cart')).toHaveLength(1)
    expect(api.calls('addItinerary')).toHaveLength(1)
    const pressed = await screen.findByRole('button', { name: /Economy Classic/, pressed: true })
    expect(pressed.closest('li')?.querySelector('h3')?.textContent).toBe('6:30 PM – 6:40 AM (Dec 9)')
  })

  it('clears the later parts with "Change" in the summary', async () => {
    fakeApi()
    mountStorefront(`${FLIGHTS}&flight=p0-zz1-classic&direction=1`)
    await screen.findByRole('heading', { name: 'Choose your return flight' })
    fireEvent.click(await screen.findByRole('link', { name: /Change/ }))
    expect(hashQuery().get('flight')).toBeNull()
    expect(hashQuery().get('direction')).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Choose your outbound flight' })).toBeTruthy()
  })

  it('explains an empty day with ways forward', async () => {
    fakeApi((call) => (call.operationName === 'searchFlights' ? { data: { searchFlights: emptyResult() } } : undefined))
    mountStorefront(FLIGHTS)
    expect(await screen.findByText('There are no flights on this day. Try other dates or another search.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Change dates' }).getAttribute('href')).toMatch(/^#\/b2c\/date-selection\?/)
    expect(screen.getByRole('link', { name: 'Search again' }).getAttribute('href')).toMatch(/^#\/b2c\/home\?/)
  })

  it('offers a retry after a failed search', async () => {
    failFirstSearch()
    mountStorefront(FLIGHTS)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not complete this request.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('4 flights found')).toBeTruthy()
  })

  it('a search the server cannot read (the page’s code older than the server’s) asks for a reload, on the page', async () => {
    fakeApi((call) =>
      call.operationName === 'searchFlights'
        ? jsonResponse(
            {
              errors: [
                {
                  message: 'Cannot query field "booked" on type "FlightOffer".',
                  extensions: { type: 'validation', code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
                },
              ],
            },
            400,
          )
        : undefined,
    )
    mountStorefront(FLIGHTS)
    expect(await screen.findByText('Something went wrong. Please reload the page.')).toBeTruthy()
    // The shell answers a failed page in a later task: give it one, then the page must still be there.
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Not sent back to the search form to check details that are not wrong.
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?/)
    expect(screen.getByText('Something went wrong. Please reload the page.')).toBeTruthy()
    expect(screen.queryByText(/Some details are not valid/)).toBeNull()
  })

  it('moves focus from Try again, which goes with the failure, to the page heading', async () => {
    failFirstSearch()
    mountStorefront(FLIGHTS)
    const retry = within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })
    retry.focus()
    fireEvent.click(retry)
    expect(await screen.findByText('4 flights found')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your outbound flight' }))
  })

  it('shows a search refused for too many searches as a wait, the retry held back', async () => {
    fakeApi((call) => (call.operationName === 'searchFlights' ? rateLimited(12) : undefined))
    mountStorefront(FLIGHTS)
    const wait = await screen.findByText(
      'Too many searches from your connection. You can search again in 12 seconds.',
      { selector: 'p:not([role])' },
    )
    const panel = wait.parentElement as HTMLElement
    // Announced once, politely: the live region holds the message, not the countdown.
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe(wait.textContent))
    expect(within(panel).getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('gives the retry back once the wait is over, and searches again with it', async () => {
    let refusals = 1
    fakeApi((call) => (call.operationName === 'searchFlights' && refusals-- > 0 ? rateLimited(1) : undefined))
    mountStorefront(FLIGHTS)
    await screen.findByText('Too many searches from your connection. You can search again in 1 second.', {
      selector: 'p:not([role])',
    })
    await waitFor(() => expect(screen.getAllByText('You can search again now.')).toHaveLength(2), { timeout: 3000 })
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(retry.hasAttribute('disabled')).toBe(false)
    fireEvent.click(retry)
    expect(await screen.findByText('4 flights found')).toBeTruthy()
  })

  it('sends the user home with the search filled in when the conversation expired', async () => {
    fakeApi((call) =>
      call.operationName === 'searchFlights' &&
      call.variables.criteria &&
      (call.variables.criteria as { itineraryParts: { selectedOfferRef?: string }[] }).itineraryParts[0]
        ?.selectedOfferRef
        ? {
            data: null,
            errors: [{ message: 'Conversation completed', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }],
          }
        : undefined,
    )
    mountStorefront(`${FLIGHTS}&flight=p0-zz1-classic&direction=1&execution=e0old`)
    expect(await screen.findByText(/Your session expired/)).toBeTruthy()
    expect(location.hash).toMatch(/^#\/b2c\/home\?origin0=LHR&destination0=JFK&date0=12-01-2026/)
    expect(hashQuery().get('execution')).toBeNull()
    expect(hashQuery().get('flight')).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeTruthy()
    const form = screen.getByRole('button', { name: 'Search flights' }).closest('form') as HTMLFormElement
    const values = Array.from(form.querySelectorAll('input')).map((input) => input.value)
    expect(values.join(' ')).toMatch(/LHR/)
    expect(values.join(' ')).toMatch(/JFK/)
  })

  it('starts a new conversation, without a word about expiry, when a fresh search meets an ended one (a booking finished in this tab)', async () => {
    let ended = true
    const api = fakeApi((call) => {
      if (call.operationName !== 'searchFlights' || !ended) return undefined
      ended = false
      return {
        data: null,
        errors: [{ message: 'Conversation completed', extensions: { code: 'ERR.SSW.CLIENT.INVALID_REQUEST' } }],
      }
    })
    // As a page load does: the key is read from the URL before any widget renders.
    history.replaceState(null, '', `/storefront.html${FLIGHTS}&execution=e0done`)
    followUrl()
    mountStorefront(`${FLIGHTS}&execution=e0done`)
    expect(await screen.findByText('4 flights found')).toBeTruthy()
    expect(screen.queryByText(/Your session expired/)).toBeNull()
    expect(api.calls('searchFlights').map((call) => call.execution)).toEqual(['e0done', undefined])
    await waitFor(() => expect(hashQuery().get('execution')).toBe('e1s1'))
  })

  it('takes the prefetched search instead of calling again', async () => {
    const api = fakeApi()
    // The prefetch reads the query's dates on the fixtures' day, as the page will: on a later
    // day it would mend dates gone by and search for another trip than the page's.
    onTheFixturesDay()
    history.replaceState(null, '', `/storefront.html${FLIGHTS}`)
    // The host page's mount point: the prefetch searches only for a page that holds the storefront.
    const app = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'app' }))
    prefetchResultsPage()
    app.remove()
    expect(api.calls('searchFlights')).toHaveLength(0)
    await waitFor(() => expect(api.fetch.mock.calls.length).toBeGreaterThan(1))
    mountStorefront(FLIGHTS)
    await screen.findByText('4 flights found')
    expect(api.calls('searchFlights')).toHaveLength(1)
  })
})

describe('flight selection before the answer', () => {
  it('before the search answers, holds the place of offers in the layout of an offer card, hidden, while the count line says it is searching', async () => {
    fakeNetwork(() => new Promise<Response>(() => {}))
    const { container } = mountStorefront(FLIGHTS)
    const skeleton = await waitFor(() => {
      const offers = container.querySelector<HTMLElement>('.dx-offers.dx-skeleton')
      if (!offers) throw new Error('no placeholders yet')
      return offers
    })
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect([...(skeleton.firstElementChild?.children ?? [])].map((part) => part.className)).toEqual([
      'dx-offer-times',
      '',
      'dx-offer-segments',
      'dx-offer-fares',
    ])
    // What is said: the count line (the corrections of a link wait empty, storefront.tsx).
    expect(
      screen
        .getAllByRole('status')
        .map((status) => status.textContent)
        .filter(Boolean),
    ).toEqual(['Searching flights…'])
  })
})
