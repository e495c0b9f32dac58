import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import airportsFixture from '../../demo/mocks/airports.json'
import { renderWidget } from '../../test/render-widget'
import { fakeNetwork, jsonResponse, cleanPageBetweenTests } from '../../test/fake-network'
import { installSettings } from '../../core/settings/install-settings'
import { $lastSearch } from '../../core/search/last-search'
import { $locale, loadLocale } from '../../core/i18n/i18n'
import type { WidgetProps } from '../../core/dx-global'
import type { SearchCriteria } from '../../core/search/types'
import { forgetAirports } from '../ui/search-form/airports'
import { SearchBox } from './search-box'
import { $account } from '../../core/account/account-store'
import { mount } from './index'

cleanPageBetweenTests()

// Monday 15 June 2026: every date below is read against it.
const TODAY = new Date(2026, 5, 15)

// The airport list's code is imported when the traveller reaches the form: transformed
// here once, so that the first test to reach a form does not wait for it.
beforeAll(() => import('../ui/search-form/fetch-airports'))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TODAY)
  forgetAirports()
  $lastSearch.set(undefined)
  // A visitor the page already knows is signed out: the box asks only for airports (a
  // signed-in traveller's recent searches have their own tests).
  $account.set({ status: 'signed-out' })
})

function renderSearchBox(props: WidgetProps = {}) {
  const network = fakeNetwork(() => jsonResponse(airportsFixture))
  const rendered = renderWidget(SearchBox, props)
  const searches: CustomEvent<SearchCriteria>[] = []
  rendered.host.addEventListener('dx:search', (event) => searches.push(event as CustomEvent<SearchCriteria>))
  return { ...rendered, network, searches }
}

/** Types into a field, which the traveller focuses first. */
function type(input: HTMLElement, value: string) {
  fireEvent.focus(input)
  fireEvent.input(input, { target: { value } })
  fireEvent.change(input, { target: { value } })
}

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement
/** The options of one combobox's listbox, as read. */
const optionNames = (input: HTMLElement) =>
  [
    ...(document.getElementById(String(input.getAttribute('aria-controls')))?.querySelectorAll('[role="option"]') ??
      []),
  ].map((option) => option.textContent)

/** The traveller reaches the form: its airport list is asked for then. */
const reachForm = () => fireEvent.pointerEnter(screen.getByRole('form', { name: 'Search flights' }))

describe('dx-search-box: airports', () => {
  it('asks for the airport list only once the traveller reaches the form, showing airports by code until then', async () => {
    const { network } = renderSearchBox({ origin: 'LHR', destination: 'JFK' })
    await act(() => Promise.resolve())
    expect(combobox('From').value).toBe('LHR')
    expect(network.requests()).toHaveLength(0)
    reachForm()
    await waitFor(() => expect(combobox('From').value).toBe('London (LHR)'))
    expect(network.requests()).toHaveLength(1)
  })

  it('asks for the airport list when a field takes the focus', async () => {
    const { network } = renderSearchBox({ origin: 'LHR' })
    fireEvent.focus(screen.getByRole('button', { name: /^Passengers/ }))
    await waitFor(() => expect(combobox('From').value).toBe('London (LHR)'))
    expect(network.requests()).toHaveLength(1)
  })

  it('asks the API once for the whole airport list', async () => {
    const { network } = renderSearchBox()
    type(combobox('From'), 'par')
    await waitFor(() => expect(optionNames(combobox('From'))).not.toHaveLength(0))
    type(combobox('To'), 'lon')
    await waitFor(() => expect(optionNames(combobox('To'))).toHaveLength(2))
    expect(network.requests()).toHaveLength(1)
    expect(JSON.parse(String(network.requests()[0]?.init.body))).toMatchObject({
      operationName: 'airports',
      variables: { limit: 100 },
    })
  })

  it('says in the list that the airport list is unavailable when it failed, the typed code still offered', async () => {
    fakeNetwork(() =>
      jsonResponse({ data: null, errors: [{ message: 'down', extensions: { type: 'businessLogic', status: 422 } }] }),
    )
    renderWidget(SearchBox, {})
    reachForm()
    await screen.findByText(/We could not load the list of airports/)
    const from = combobox('From')
    type(from, 'Par')
    await waitFor(() => expect(optionNames(from)).toEqual(['PARAirport list unavailable: code used as typedPAR']))
    fireEvent.keyDown(from, { key: 'Enter' })
    expect(from.value).toBe('PAR')
  })

  it('filters airports by city, by code and by country', async () => {
    renderSearchBox()
    const from = combobox('From')
    type(from, 'paris')
    await waitFor(() => expect(optionNames(from)[0]).toBe('Paris, FranceCharles de Gaulle International AirportCDG'))
    type(from, 'dub')
    await waitFor(() =>
      expect(optionNames(from)).toEqual(
        expect.arrayContaining([expect.stringMatching(/DUB$/), expect.stringMatching(/DXB$/)]),
      ),
    )
    expect(optionNames(from)[0]).toMatch(/DUB$/)
    type(from, 'germany')
    await waitFor(() => expect(optionNames(from).map((name) => name?.slice(-3))).toEqual(['FRA', 'MUC']))
  })

  it('matches without regard to accents or case', async () => {
    renderSearchBox()
    type(combobox('From'), 'ZÜRICH')
    await waitFor(() => expect(optionNames(combobox('From'))).toEqual([expect.stringMatching(/ZRH$/)]))
  })

  it('chooses an airport by keyboard: Down moves, Enter picks', async () => {
    renderSearchBox()
    const from = combobox('From')
    type(from, 'lon')
    await waitFor(() => expect(optionNames(from)).toHaveLength(2))
    fireEvent.keyDown(from, { key: 'ArrowDown' })
    fireEvent.keyDown(from, { key: 'Enter' })
    await waitFor(() => expect(from.value).toBe('London (LHR)'))
    expect(from.getAttribute('aria-expanded')).toBe('false')
  })

  it('follows the ARIA combobox pattern: expanded, controls, active descendant, match count', async () => {
    renderSearchBox()
    const from = combobox('From')
    expect(from.getAttribute('aria-expanded')).toBe('false')
    const listbox = document.getElementById(String(from.getAttribute('aria-controls')))
    expect(listbox?.getAttribute('role')).toBe('listbox')
    type(from, 'lon')
    await waitFor(() => {
      expect(from.getAttribute('aria-expanded')).toBe('true')
      const active = document.getElementById(String(from.getAttribute('aria-activedescendant')))
      expect(active?.getAttribute('aria-selected')).toBe('true')
      expect(active?.textContent).toContain('LGW')
    })
    fireEvent.keyDown(from, { key: 'End' })
    await waitFor(() =>
      expect(document.getElementById(String(from.getAttribute('aria-activedescendant')))?.textContent).toContain('LHR'),
    )
    expect((await screen.findByText('2 airports found')).getAttribute('role')).toBe('status')
    fireEvent.keyDown(from, { key: 'Escape' })
    await waitFor(() => expect(from.getAttribute('aria-expanded')).toBe('false'))
    expect(from.hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('swaps origin and destination', async () => {
    renderSearchBox({ origin: 'LHR', destination: 'JFK' })
    reachForm()
    await waitFor(() => expect(combobox('From').value).toBe('London (LHR)'))
    fireEvent.click(screen.getByRole('button', { name: 'Swap origin and destination' }))
    await waitFor(() => expect(combobox('From').value).toBe('New York (JFK)'))
    expect(combobox('To').value).toBe('London (LHR)')
  })

  it('refuses two airports of the same city at the destination field', async () => {
    renderSearchBox({ origin: 'LHR', destination: 'LGW' })
    reachForm()
    expect(await screen.findByText('Both airports are in London. Choose a destination in another city.')).toBeTruthy()
    expect(combobox('To').getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses the same airport twice', async () => {
    renderSearchBox({ origin: 'JFK', destination: 'JFK' })
    expect(
      await screen.findByText('Origin and destination are the same airport. Choose another destination.'),
    ).toBeTruthy()
  })
})

describe('dx-search-box: dates', () => {
  const dateButton = (name: RegExp) => screen.getByRole('button', { name })
  const focused = () => document.activeElement as HTMLElement

  it('opens a calendar on today, moves by day and month by keyboard and picks with Enter', async () => {
    renderSearchBox({ journeyType: 'one-way' })
    fireEvent.click(dateButton(/^Departure/))
    const dialog = await screen.findByRole('dialog', { name: 'Departure' })
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Monday, June 15, 2026'))
    // Each weekday's heading is its whole name for screen readers: "T" named Tuesday and Thursday alike.
    const month = within(within(dialog).getAllByRole('grid')[0] as HTMLElement)
    expect([
      month.getByRole('columnheader', { name: 'Tuesday' }),
      month.getByRole('columnheader', { name: 'Thursday' }),
    ]).toHaveLength(2)
    fireEvent.keyDown(focused(), { key: 'ArrowRight' })
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Tuesday, June 16, 2026'))
    fireEvent.keyDown(focused(), { key: 'ArrowDown' })
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Tuesday, June 23, 2026'))
    fireEvent.keyDown(focused(), { key: 'PageDown' })
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Thursday, July 23, 2026'))
    fireEvent.keyDown(focused(), { key: 'Enter' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focused()).toBe(dateButton(/^Departure/))
    expect(focused().textContent).toBe('Thu, Jul 23, 2026')
  })

  it('counts each key pressed faster than the calendar draws: PageDown then ArrowDown at once', async () => {
    renderSearchBox({ journeyType: 'one-way' })
    fireEvent.click(dateButton(/^Departure/))
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Monday, June 15, 2026'))
    // Dispatched as a browser does, not inside act(): nothing renders between the two keys.
    const press = (key: string) => focused().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    press('PageDown')
    press('ArrowDown')
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Wednesday, July 22, 2026'))
  })

  it('moves to the start and end of the week with Home and End (Sunday first in en-US)', async () => {
    renderSearchBox({ journeyType: 'one-way', departDate: '2026-07-08' })
    fireEvent.click(dateButton(/^Departure/))
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Wednesday, July 8, 2026'))
    fireEvent.keyDown(focused(), { key: 'Home' })
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Sunday, July 5, 2026'))
    fireEvent.keyDown(focused(), { key: 'End' })
    await waitFor(() => expect(focused().getAttribute('aria-label')).toBe('Saturday, July 11, 2026'))
  })

  it('closes with Escape, keeps the date and returns focus to the field', async () => {
    renderSearchBox({ journeyType: 'one-way', departDate: '2026-07-08' })
    fireEvent.click(dateButton(/^Departure/))
    await screen.findByRole('dialog')
    await waitFor(() => expect(focused().dataset.date).toBe('2026-07-08'))
    fireEvent.keyDown(focused(), { key: 'ArrowRight' })
    fireEvent.keyDown(focused(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focused()).toBe(dateButton(/^Departure/))
    expect(focused().textContent).toBe('Wed, Jul 8, 2026')
  })

  it('marks past days unavailable and will not pick them', async () => {
    renderSearchBox({ journeyType: 'one-way' })
    fireEvent.click(dateButton(/^Departure/))
    const yesterday = await screen.findByRole('button', { name: 'Sunday, June 14, 2026, not available' })
    expect(yesterday.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(yesterday)
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('shows two months side by side on a wide screen', async () => {
    renderSearchBox({ journeyType: 'one-way' })
    fireEvent.click(dateButton(/^Departure/))
    await screen.findByRole('dialog')
    expect(screen.getAllByRole('grid').map((grid) => grid.querySelector('caption')?.textContent)).toEqual([
      'June 2026',
      'July 2026',
    ])
  })

  it('offers no return day before the departure in the return calendar', async () => {
    renderSearchBox({ departDate: '2026-07-08' })
    fireEvent.click(dateButton(/^Return/))
    await screen.findByRole('dialog', { name: 'Return' })
    expect(screen.getByRole('button', { name: 'Tuesday, July 7, 2026, not available' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wednesday, July 8, 2026' }).hasAttribute('aria-disabled')).toBe(false)
  })

  it('points out the departure day in the return calendar, in words too', async () => {
    renderSearchBox({ departDate: '2026-07-08' })
    fireEvent.click(dateButton(/^Return/))
    await screen.findByRole('dialog', { name: 'Return' })
    const departure = screen.getByRole('button', { name: 'Wednesday, July 8, 2026', description: 'Departure' })
    expect(departure.className).toBe('dx-day-marked')
    expect(screen.getByRole('button', { name: 'Thursday, July 9, 2026' }).hasAttribute('aria-describedby')).toBe(false)
    fireEvent.keyDown(departure, { key: 'Escape' })
    fireEvent.click(dateButton(/^Departure/))
    await screen.findByRole('dialog', { name: 'Departure' })
    expect(document.querySelector('.dx-day-marked')).toBeNull()
  })

  it('refuses a return before the departure at the return field', async () => {
    renderSearchBox({ origin: 'LHR', destination: 'JFK', departDate: '2026-07-10', returnDate: '2026-07-05' })
    expect(await screen.findByText('The return cannot be before the departure. Choose a later date.')).toBeTruthy()
    expect(dateButton(/^Return/).getAttribute('aria-invalid')).toBe('true')
  })
})

describe('dx-search-box: passengers', () => {
  const openPassengers = async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Passengers/ }))
    return screen.findByRole('group', { name: 'Passengers' })
  }
  const press = (name: string, times = 1) => {
    for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole('button', { name }))
  }

  it('shows the counts as a summary and changes them with steppers', async () => {
    renderSearchBox()
    await openPassengers()
    press('Add one adult')
    press('Add one child')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('2 adults, 1 child'),
    )
  })

  it('keeps each type within its configured min and max', async () => {
    installSettings({ search: { passengerTypes: { CHD: { min: 0, max: 2 } } } })
    renderSearchBox()
    await openPassengers()
    expect(screen.getByRole('button', { name: 'Remove one adult' }).getAttribute('aria-disabled')).toBe('true')
    press('Remove one adult')
    press('Add one child', 3)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('1 adult, 2 children'),
    )
    expect(screen.getByRole('button', { name: 'Add one child' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('never has more infants than adults, and says so when adults go down', async () => {
    renderSearchBox({ adults: '2', infants: '2' })
    await openPassengers()
    expect(screen.getByRole('button', { name: 'Add one infant' }).getAttribute('aria-disabled')).toBe('true')
    press('Remove one adult')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('1 adult, 1 infant'),
    )
    expect(screen.getByText('Each infant travels on an adult’s lap, so we removed an infant too.')).toBeTruthy()
  })

  it('stops at the total passenger cap', async () => {
    installSettings({ search: { maxPassengers: 3 } })
    renderSearchBox()
    await openPassengers()
    press('Add one adult')
    press('Add one child', 2)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('2 adults, 1 child'),
    )
    expect(screen.getByRole('button', { name: 'Add one adult' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText('Up to 3 passengers can book together.')).toBeTruthy()
  })

  it('hides a disabled passenger type', async () => {
    installSettings({ search: { passengerTypes: { CHD: { enabled: false } } } })
    renderSearchBox()
    await openPassengers()
    expect(screen.queryByRole('button', { name: 'Add one child' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add one infant' })).toBeTruthy()
  })

  it('closes the steppers when focus moves on past their last control (Tab past Done), so the sheet covers nothing', async () => {
    renderSearchBox()
    await openPassengers()
    screen.getByRole('button', { name: 'Done' }).focus()
    const cabin = screen.getByRole('combobox', { name: 'Cabin' })
    cabin.focus()
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Passengers' })).toBeNull())
    expect(document.activeElement).toBe(cabin)
  })

  it('closes the steppers with Escape and returns focus to the summary', async () => {
    renderSearchBox()
    await openPassengers()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add one adult' }), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Passengers' })).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Passengers/ }))
  })
})

describe('dx-search-box: form', () => {
  it('shows the cabin class only when classes are enabled', () => {
    renderSearchBox()
    expect(screen.getByRole('combobox', { name: 'Cabin' })).toBeTruthy()
    installSettings({ search: { classesEnabled: false } })
    renderSearchBox()
    expect(screen.getAllByRole('combobox', { name: 'Cabin' })).toHaveLength(1)
  })

  it('shows the award toggle only when award booking is enabled', () => {
    installSettings({ search: { awardBookingEnabled: false } })
    renderSearchBox()
    expect(screen.queryByRole('checkbox', { name: 'Book with points' })).toBeNull()
  })

  it('adds and removes flights of a multi-city trip, up to the configured number', async () => {
    installSettings({ search: { maxParts: 3 } })
    renderSearchBox()
    fireEvent.click(screen.getByRole('radio', { name: 'Multi-city' }))
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Flight \d/ })).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Add a flight' }))
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Flight \d/ })).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Add a flight' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Remove flight 3' }))
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Flight \d/ })).toHaveLength(2))
    expect(screen.queryByRole('button', { name: /Return/ })).toBeNull()
    // The removed flight's button went with it: focus is on "Add a flight", not lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a flight' })))
  })

  it('shows problems at their fields on submit, focuses the first and sends nothing', async () => {
    const { searches } = renderSearchBox()
    fireEvent.submit(screen.getByRole('form', { name: 'Search flights' }))
    await waitFor(() => expect(document.activeElement).toBe(combobox('From')))
    expect(combobox('From').getAttribute('aria-invalid')).toBe('true')
    const describedBy = String(combobox('From').getAttribute('aria-describedby'))
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose where you fly from.')
    expect(screen.getByText('Choose a departure date.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('4 fields need your attention.')
    expect(searches).toHaveLength(0)
    expect($lastSearch.get()).toBeUndefined()
  })

  it('on a valid search remembers it, tells the host and opens flight selection on this page', async () => {
    document.body.append(document.createElement('dx-storefront'))
    const { searches } = renderSearchBox({
      origin: 'LHR',
      destination: 'JFK',
      departDate: '2026-07-08',
      returnDate: '2026-07-15',
      adults: '2',
      children: '1',
      cabinClass: 'Business',
      promoCode: 'spring26',
    })
    reachForm()
    await waitFor(() => expect(combobox('From').value).toBe('London (LHR)'))
    fireEvent.submit(screen.getByRole('form', { name: 'Search flights' }))
    await waitFor(() => expect(searches).toHaveLength(1))
    const criteria = searches[0]?.detail
    expect(criteria).toMatchObject({
      journeyType: 'round-trip',
      searchType: 'BRANDED',
      cabinClass: 'Business',
      promoCodes: ['SPRING26'],
      passengers: { ADT: 2, CHD: 1 },
      direction: 0,
      flights: [],
      itineraryParts: [
        { origin: 'LHR', destination: 'JFK', date: '2026-07-08' },
        { origin: 'JFK', destination: 'LHR', date: '2026-07-15' },
      ],
    })
    // No currency set by the host or the page: the API prices in the point of sale's, else USD.
    expect(criteria?.currency).toBeUndefined()
    expect(searches[0]?.bubbles && searches[0].composed).toBe(true)
    expect($lastSearch.get()).toEqual(criteria)
    expect(location.hash.startsWith('#/b2c/flight-selection?')).toBe(true)
    const query = new URLSearchParams(location.hash.split('?')[1])
    expect(Object.fromEntries(query)).toMatchObject({
      origin0: 'LHR',
      destination0: 'JFK',
      date0: '07-08-2026',
      origin1: 'JFK',
      destination1: 'LHR',
      date1: '07-15-2026',
      journeyType: 'round-trip',
      class: 'Business',
      ADT: '2',
      CHD: '1',
      promoCode0: 'SPRING26',
      awardBooking: 'false',
    })
    expect(query.has('INF')).toBe(false)
    expect(query.has('currency')).toBe(false)
    document.querySelector('dx-storefront')?.remove()
  })

  it('pre-fills from its attributes', async () => {
    renderSearchBox({
      origin: 'cdg',
      destination: 'DXB',
      journeyType: 'one-way',
      departDate: '2026-08-01',
      adults: '3',
      infants: '1',
      cabinClass: 'First',
      promoCode: 'SALE',
    })
    reachForm()
    await waitFor(() => expect(combobox('From').value).toBe('Paris (CDG)'))
    expect(combobox('To').value).toBe('Dubai (DXB)')
    expect((screen.getByRole('radio', { name: 'One way' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: /^Departure/ }).textContent).toBe('Sat, Aug 1, 2026')
    expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('3 adults, 1 infant')
    expect((screen.getByRole('combobox', { name: 'Cabin' }) as HTMLSelectElement).value).toBe('First')
    expect((screen.getByLabelText('Promo code (optional)') as HTMLInputElement).value).toBe('SALE')
  })

  it('starts from the last search when it has no attributes', async () => {
    $lastSearch.set({
      journeyType: 'one-way',
      searchType: 'BRANDED',
      cabinClass: 'Economy',
      awardBooking: false,
      promoCodes: [],
      itineraryParts: [{ origin: 'FRA', destination: 'SYD', date: '2026-09-01' }],
      passengers: { ADT: 1, CHD: 2 },
      direction: 0,
      flights: [],
    })
    renderSearchBox()
    reachForm()
    await waitFor(() => expect(combobox('From').value).toBe('Frankfurt (FRA)'))
    expect(combobox('To').value).toBe('Sydney (SYD)')
    expect(screen.getByRole('button', { name: /^Passengers/ }).textContent).toBe('1 adult, 2 children')
  })
})

describe('dx-search-box in Arabic', () => {
  it('renders right to left with Arabic texts', async () => {
    fakeNetwork(() => jsonResponse(airportsFixture))
    await loadLocale('ar-AE')
    $locale.set('ar-AE')
    const host = document.createElement('dx-search-box')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mounted = await mount(shadow, {}, host)
    try {
      await waitFor(() => expect(shadow.querySelector('.dx-root')).not.toBeNull())
      const root = shadow.querySelector('.dx-root') as HTMLElement
      expect(root.getAttribute('dir')).toBe('rtl')
      expect(within(root).getByRole('button', { name: 'ابحث عن رحلات' })).toBeTruthy()
      expect(within(root).getByRole('combobox', { name: 'من' })).toBeTruthy()
    } finally {
      act(() => mounted.unmount())
      $locale.set('en-US')
    }
  })
})
