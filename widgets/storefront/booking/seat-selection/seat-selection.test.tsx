import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { cleanPageBetweenTests } from '../../../../test/fake-network'
import { $locale, loadLocale } from '../../../../core/i18n/i18n'
import { fakeApi } from '../../fixtures/fake-api'
import { mountStorefront, ROUND_TRIP } from '../../fixtures/mount'
import { INFANT, SAVED_PASSENGERS, seatApi, wideBody } from '../../fixtures/seat-maps'

cleanPageBetweenTests()

const SEATS = `#/b2c/seat-selection?${ROUND_TRIP}&flight=p0-zz1-classic&flight1=p1-zz2-classic&execution=e1s1`

const grid = () => screen.findByRole('grid', { name: 'Seat map, ZZ 1, London to New York' })
const seat = (name: string | RegExp) => screen.getByRole('gridcell', { name })
const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? ''

/** Moves focus onto a seat (as arrows and clicks do) and presses a key there. */
function press(key: string, init: KeyboardEventInit = {}) {
  fireEvent.keyDown(document.activeElement as Element, { key, ...init })
}

/** The live status line of the flight shown (holding, held, removed). */
const statusLine = () => document.querySelector('.dx-seat-status')?.textContent ?? null

/** Seat 14A asked for on the first flight, then the traveller moves on to the second before the hold is answered. */
async function holdThenMoveOn() {
  const api = fakeApi(seatApi().override)
  const answerHolds = holdHoldsBack(api)
  mountStorefront(SEATS)
  await grid()
  fireEvent.click(seat(/^14A,/))
  await waitFor(() => expect(statusLine()).toBe('Holding seat 14A…'))
  fireEvent.click(screen.getByRole('button', { name: 'Next flight: JFK to LHR' }))
  await screen.findByRole('grid', { name: 'Seat map, ZZ 2, New York to London' })
  return { api, answerHolds }
}

/** Keeps every holdSeat answer back until the returned function is called. */
function holdHoldsBack(api: ReturnType<typeof fakeApi>): () => Promise<void> {
  const answer = api.fetch.getMockImplementation()
  if (!answer) throw new Error('fakeApi answers nothing')
  let open = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  api.fetch.mockImplementation(async (input, init) => {
    if (String(init?.body ?? '').includes('"operationName":"holdSeat"')) await gate
    return answer(input, init)
  })
  return () => act(async () => open())
}

describe('seat selection: the seat map as a grid', () => {
  it('draws rows with their numbers, column letters, exit rows, the wing and facilities between rows', async () => {
    fakeApi(seatApi().override)
    mountStorefront(SEATS)
    const map = await grid()
    const rows = within(map).getAllByRole('row')
    expect(rows).toHaveLength(9)
    expect(
      within(map)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'A', 'B', 'C', 'D', 'E', 'F'])
    expect(
      within(map)
        .getAllByRole('rowheader')
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual([
      'Row 10',
      'Row 11, exit row, over the wing',
      'Row 12, exit row, over the wing',
      'Row 14, over the wing',
      'Row 15',
    ])
    // Facilities stand on lines of their own: before row 10, before row 14 (13 is skipped), after row 15.
    expect(rows.map((row) => row.querySelector('[role="rowheader"]')?.textContent ?? row.textContent)).toEqual([
      'RowABCDEF',
      'LavatoryGalley',
      '10',
      '11',
      '12',
      'Closet',
      '14',
      '15',
      'GalleyLavatory',
    ])
    expect(rows[1]?.querySelector('[role="gridcell"]')?.getAttribute('aria-colspan')).toBe('7')
    // The aisle runs after C: the D seat starts past it.
    expect(seat(/^14D,/).className).toContain('dx-seat--aisle')
    expect(seat(/^14C,/).className).not.toContain('dx-seat--aisle')
  })

  it('draws the largest cabin of the seed: 33 rows of 10 seats, two aisles, galleys and lavatories', async () => {
    fakeApi((call) => (call.operationName === 'seatMap' ? wideBody() : undefined))
    mountStorefront(SEATS)
    const map = await grid()
    // Its rows come in slices (seat-map-slices.test.tsx): every one is in the grid a few tasks later.
    await waitFor(() => expect(within(map).getAllByRole('rowheader')).toHaveLength(33), { timeout: 20_000 })
    expect(within(map).getAllByRole('gridcell', { name: /^\d+[A-K],/ })).toHaveLength(330)
    expect(
      within(map)
        .getAllByRole('gridcell')
        .filter((cell) => cell.className.includes('dx-seat--aisle'))
        .map((cell) => cell.getAttribute('aria-label')?.split(',')[0]),
    ).toContain('62H')
    expect(within(map).getAllByText('Lavatory')).toHaveLength(4)
  }, 30_000)

  it('says the map scrolls sideways only when it is wider than its box', async () => {
    fakeApi((call) => (call.operationName === 'seatMap' ? wideBody() : undefined))
    const box = { scrollWidth: 520, clientWidth: 320 }
    const sizes = Object.keys(box) as (keyof typeof box)[]
    for (const name of sizes) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('dx-seat-scroll') ? box[name] : 0
        },
      })
    }
    // A browser's observer reports each box once it is laid out; the test page lays nothing out.
    const pageObserver = window.ResizeObserver
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        setTimeout(() => this.report([], this as unknown as ResizeObserver))
      }
      unobserve() {}
      disconnect() {}
    }
    try {
      const first = mountStorefront(SEATS)
      await grid()
      expect((await screen.findByText('Scroll sideways to see all seats')).className).toBe('dx-seat-scroll-hint')
      first.unmount()
      box.scrollWidth = 320
      mountStorefront(SEATS)
      await grid()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.queryByText('Scroll sideways to see all seats')).toBeNull()
    } finally {
      window.ResizeObserver = pageObserver
      for (const name of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name]
    }
  }, 30_000)

  it('names each seat by number, features, price and state', async () => {
    fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    expect(
      seat(
        '11A, window, exit row: adults only, no children or infants, extra legroom, reduced recline, $45.00, available',
      ),
    ).toBeTruthy()
    expect(seat('10A, window, extra legroom, reduced recline, not available').getAttribute('aria-disabled')).toBe(
      'true',
    )
    expect(seat('10C, aisle, extra legroom, bassinet, reduced recline, $45.00, available')).toBeTruthy()
    expect(seat('14B, middle, $12.00, available')).toBeTruthy()
    expect(screen.getByText('Available seats cost $12.00 to $45.00.')).toBeTruthy()
  })

  it('shows seats the fare includes as included', async () => {
    fakeApi(seatApi({ free: true }).override)
    mountStorefront(SEATS)
    await grid()
    expect(seat('14B, middle, Included, available')).toBeTruthy()
    expect(screen.getByText('Seat choice is included in your fare.')).toBeTruthy()
  })
})

describe('seat selection: keyboard', () => {
  it('has one tab stop, the first free seat, and moves it with the arrows, Home, End and PageUp', async () => {
    fakeApi(seatApi().override)
    mountStorefront(SEATS)
    const map = await grid()
    const stops = within(map)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0)
    expect(stops.map((cell) => cell.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^10B,/)])
    stops[0]?.focus()
    press('ArrowRight')
    await waitFor(() => expect(focusedName()).toMatch(/^10C,/))
    press('ArrowDown')
    await waitFor(() => expect(focusedName()).toMatch(/^11C,/))
    press('End')
    await waitFor(() => expect(focusedName()).toMatch(/^11F,/))
    press('Home')
    await waitFor(() => expect(focusedName()).toMatch(/^11A,/))
    press('End', { ctrlKey: true })
    await waitFor(() => expect(focusedName()).toMatch(/^15F,/))
    press('PageUp')
    await waitFor(() => expect(focusedName()).toMatch(/^10F,/))
    expect(
      within(map)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1)
  })

  describe('right to left', () => {
    afterEach(() => $locale.set('en-US'))

    it('keeps the aircraft’s layout, column A on the left, and the arrows move the way they point', async () => {
      await loadLocale('ar-AE')
      $locale.set('ar-AE')
      fakeApi(seatApi().override)
      mountStorefront(SEATS)
      const map = await screen.findByRole('grid')
      expect(map.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
      const start = within(map)
        .getAllByRole('gridcell')
        .find((cell) => cell.tabIndex === 0) as HTMLElement
      expect(start.getAttribute('aria-label')).toMatch(/^10B،/)
      start.focus()
      press('ArrowLeft')
      await waitFor(() => expect(focusedName()).toMatch(/^10A،/))
      press('ArrowRight')
      press('ArrowRight')
      await waitFor(() => expect(focusedName()).toMatch(/^10C،/))
    })
  })
})

describe('seat selection: choosing', () => {
  it('holds the seat for the passenger being seated, moves on to the next one, and reloads the cart', async () => {
    const seats = seatApi()
    const api = fakeApi(seats.override)
    mountStorefront(SEATS)
    await grid()
    const cartReads = () =>
      api.calls().filter((call) => call.operationName === 'cart' || call.operationName === 'addItinerary').length
    const before = cartReads()
    expect((screen.getByRole('radio', { name: /Ada Lovelace \(Adult 1\)/ }) as HTMLInputElement).checked).toBe(true)
    seat(/^14A,/).focus()
    press('Enter')
    await screen.findByText('Seat 14A chosen for Ada Lovelace: $18.00. Now choosing for Grace Hopper.')
    expect(api.calls('holdSeat').map((call) => call.variables)).toEqual([
      { segmentIndex: 0, passengerId: 'ADT-1', seatNumber: '14A' },
    ])
    expect(seat('14A, window, $18.00, chosen for Ada Lovelace').dataset.mark).toBe('1')
    expect((screen.getByRole('radio', { name: /Grace Hopper \(Adult 2\)/ }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('radio', { name: /Ada Lovelace/ }).closest('li')?.textContent).toContain('Seat 14A, $18.00')
    await waitFor(() => expect(cartReads()).toBe(before + 1))
    fireEvent.keyDown(seat(/^14B,/), { key: ' ' })
    await screen.findByText('Seat 14B chosen for Grace Hopper: $12.00. Now choosing for Charlie Lovelace.')
    expect(api.calls('holdSeat')[1]?.variables).toEqual({ segmentIndex: 0, passengerId: 'ADT-2', seatNumber: '14B' })
  })

  it('starts each flight with its first passenger without a seat there; the last one seated stays in hand', async () => {
    const seats = seatApi()
    // Ada already holds a seat on the way back (from an earlier visit).
    seats.override({
      operationName: 'holdSeat',
      variables: { segmentIndex: 1, passengerId: 'ADT-1', seatNumber: '15A' },
    })
    fakeApi(seats.override)
    mountStorefront(SEATS)
    await grid()
    const checked = (name: RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked
    for (const [number, passenger] of [
      ['14A', 'Ada Lovelace'],
      ['14B', 'Grace Hopper'],
      ['14D', 'Charlie Lovelace'],
    ] as const) {
      fireEvent.click(seat(new RegExp(`^${number},`)))
      await screen.findByText(new RegExp(`^Seat ${number} chosen for ${passenger}`))
    }
    expect(checked(/Charlie Lovelace/)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next flight: JFK to LHR' }))
    await screen.findByRole('grid', { name: 'Seat map, ZZ 2, New York to London' })
    await waitFor(() => expect(checked(/Grace Hopper/)).toBe(true))
    fireEvent.click(seat(/^14A,/))
    await screen.findByText('Seat 14A chosen for Grace Hopper: $18.00. Now choosing for Charlie Lovelace.')
    fireEvent.keyDown(screen.getAllByRole('tab')[1] as Element, { key: 'Home' })
    await grid()
    expect(checked(/Charlie Lovelace/)).toBe(true)
  })

  it('changes a passenger’s seat by choosing another, and removes it', async () => {
    const seats = seatApi()
    const api = fakeApi(seats.override)
    mountStorefront(SEATS)
    await grid()
    fireEvent.click(seat(/^14A,/))
    await screen.findByText(/Seat 14A chosen for Ada Lovelace/)
    fireEvent.click(screen.getByRole('radio', { name: /Ada Lovelace/ }))
    fireEvent.click(seat(/^15A,/))
    await screen.findByText(/Seat 15A chosen for Ada Lovelace/)
    expect(api.calls('holdSeat').map((call) => call.variables.seatNumber)).toEqual(['14A', '15A'])
    expect(seat('14A, window, $18.00, available')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove seat 15A' }))
    await screen.findByText('Seat 15A removed for Ada Lovelace.')
    expect(api.calls('releaseSeat').map((call) => call.variables)).toEqual([{ segmentIndex: 0, passengerId: 'ADT-1' }])
    expect(seat(/^15A, window, reduced recline, \$18.00, available/)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Ada Lovelace/ }))
    expect(seats.holds()).toEqual({})
  })

  it('gives a seat back when its passenger chooses it again', async () => {
    const api = fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    fireEvent.click(seat(/^14A,/))
    await screen.findByText(/Seat 14A chosen for Ada Lovelace/)
    fireEvent.click(screen.getByRole('radio', { name: /Ada Lovelace/ }))
    expect(seat(/^14A,/).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(seat(/^14A,/))
    await screen.findByText('Seat 14A removed for Ada Lovelace.')
    expect(api.calls('releaseSeat')).toHaveLength(1)
  })

  it('says so when another traveller took the seat first (SEAT_TAKEN) and shows the map again', async () => {
    const seats = seatApi()
    const api = fakeApi(seats.override)
    mountStorefront(SEATS)
    await grid()
    seats.takeSeat('14E')
    fireEvent.click(seat(/^14E,/))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, seat 14E was just taken by another traveller. We refreshed the seat map: please choose another seat.',
    )
    await waitFor(() => expect(api.calls('seatMap')).toHaveLength(2))
    await waitFor(() => expect(seat('14E, middle, not available')).toBeTruthy())
    expect((screen.getByRole('radio', { name: /Ada Lovelace/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('says a payment waiting for the bank holds the seats (PAYMENT_IN_PROGRESS), with the way to payment', async () => {
    const seats = seatApi()
    const waiting = {
      errors: [
        {
          message: 'A payment is in progress.',
          extensions: { type: 'businessLogic', code: 'PAYMENT_IN_PROGRESS', status: 409 },
        },
      ],
    }
    fakeApi((call) => (call.operationName === 'holdSeat' ? waiting : seats.override(call)))
    mountStorefront(SEATS)
    await grid()
    fireEvent.click(seat(/^14E,/))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A payment for this trip is waiting for approval from your bank or ZZ Pay, so seats cannot change now.',
    )
    expect(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toMatch(/^#\/b2c\/payment\?/)
  })

  it('refuses a taken seat and a seat another passenger of the trip has, without asking the API', async () => {
    const api = fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    fireEvent.click(seat(/^15C,/))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Seat 15C is not available. Please choose another seat.',
    )
    fireEvent.click(seat(/^14A,/))
    await screen.findByText(/Seat 14A chosen for Ada Lovelace/)
    fireEvent.click(seat(/^14A,/))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Seat 14A is already chosen for Ada Lovelace. Remove it there first, or choose another seat.',
    )
    expect(api.calls('holdSeat')).toHaveLength(1)
  })
})

describe('seat selection: one call at a time, answered on its own flight', () => {
  it('sends one hold for two presses of Enter before the page renders again', async () => {
    const api = fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    seat(/^14A,/).focus()
    act(() => {
      press('Enter')
      press('Enter')
    })
    await screen.findByText(/^Seat 14A chosen for Ada Lovelace/)
    expect(api.calls('holdSeat')).toHaveLength(1)
  })

  it('keeps a hold answered after the traveller moved to the next flight off that flight’s panel, and shows it on its own', async () => {
    const { api, answerHolds } = await holdThenMoveOn()
    expect(statusLine()).toBe('')
    const cartReads = api.calls('cart').length
    await answerHolds()
    await waitFor(() => expect(api.calls('cart').length).toBe(cartReads + 1))
    expect(statusLine()).toBe('')
    expect(screen.queryByText(/Seat 14A chosen/)).toBeNull()
    // The return flight still seats whoever the traveller had chosen there, with no seat yet.
    const ada = screen.getByRole('radio', { name: /Ada Lovelace/ }) as HTMLInputElement
    expect(ada.checked).toBe(true)
    expect(ada.closest('li')?.textContent).not.toContain('14A')
    expect(seat(/^14A,/).getAttribute('aria-label')).toMatch(/, available$/)
    expect(api.calls('holdSeat').map((call) => call.variables)).toEqual([
      { segmentIndex: 0, passengerId: 'ADT-1', seatNumber: '14A' },
    ])

    fireEvent.keyDown(screen.getAllByRole('tab')[1] as Element, { key: 'Home' })
    await grid()
    expect(seat('14A, window, $18.00, chosen for Ada Lovelace')).toBeTruthy()
    expect(statusLine()).toBe('Seat 14A chosen for Ada Lovelace: $18.00.')
  })

  it('records a hold for its flight when that flight’s map was read again before the answer', async () => {
    const { api, answerHolds } = await holdThenMoveOn()
    fireEvent.keyDown(screen.getAllByRole('tab')[1] as Element, { key: 'Home' })
    await grid()
    // Read again while the hold is under way: the map does not know it yet.
    await waitFor(() => expect(api.calls('seatMap')).toHaveLength(3))
    await waitFor(() => expect(seat(/^14A,/).getAttribute('aria-label')).toMatch(/, available$/))
    await answerHolds()
    await screen.findByText('Seat 14A chosen for Ada Lovelace: $18.00. Now choosing for Grace Hopper.')
    expect(seat('14A, window, $18.00, chosen for Ada Lovelace')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Ada Lovelace/ }).closest('li')?.textContent).toContain('Seat 14A, $18.00')
  })
})

describe('seat selection: exit rows', () => {
  it('keeps a child out of an exit row', async () => {
    const api = fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    fireEvent.click(screen.getByRole('radio', { name: /Charlie Lovelace \(Child 1\)/ }))
    fireEvent.click(seat(/^11A,/))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Charlie Lovelace cannot sit in 11A: exit rows are for adults travelling without children or infants. Please choose a seat outside the exit rows.',
    )
    expect(api.calls('holdSeat')).toHaveLength(0)
  })

  it('keeps an adult with an infant on their lap out of an exit row (the API would allow it)', async () => {
    const api = fakeApi(seatApi({ passengers: [...SAVED_PASSENGERS, INFANT] }).override)
    mountStorefront(`${SEATS}&INF=1`)
    await grid()
    expect(
      screen.getByText('Ivy Lovelace (Infant 1) travels on the lap of Ada Lovelace (Adult 1) and needs no seat.'),
    ).toBeTruthy()
    fireEvent.click(seat(/^11F,/))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ada Lovelace cannot sit in 11F/)
    fireEvent.click(screen.getByRole('radio', { name: /Grace Hopper/ }))
    fireEvent.click(seat(/^11F,/))
    await screen.findByText(/Seat 11F chosen for Grace Hopper/)
    expect(api.calls('holdSeat').map((call) => call.variables.passengerId)).toEqual(['ADT-2'])
  })
})

describe('seat selection: around the map', () => {
  it('asks for the passengers’ details first when they are not saved', async () => {
    const api = fakeApi(seatApi({ passengers: [] }).override)
    mountStorefront(SEATS)
    await grid()
    expect(
      screen.getByText('Please enter the passengers’ details first: seats are held in each passenger’s name.'),
    ).toBeTruthy()
    fireEvent.click(seat(/^14A,/))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Please enter the passengers’ details first')
    const link = within(alert).getByRole('link', { name: 'Go to passenger details' })
    expect(link.getAttribute('href')).toMatch(/^#\/b2c\/passengers\?/)
    expect(api.calls('holdSeat')).toHaveLength(0)
  })

  it('sends the traveller back to passengers when the API does not know them (UNKNOWN_PASSENGER)', async () => {
    const seats = seatApi()
    fakeApi((call) =>
      call.operationName === 'holdSeat'
        ? {
            data: null,
            errors: [
              {
                message: 'send updatePassengers first',
                extensions: { type: 'validation', code: 'UNKNOWN_PASSENGER', status: 400 },
              },
            ],
          }
        : seats.override(call),
    )
    mountStorefront(SEATS)
    await grid()
    fireEvent.click(seat(/^14A,/))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('link', { name: 'Go to passenger details' })).toBeTruthy()
    expect(location.hash).toMatch(/^#\/b2c\/seat-selection/)
  })

  it('has a tab per flight; each reads its own map', async () => {
    const api = fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'LHR to JFKZZ 1 · 0 of 3 seats chosen',
      'JFK to LHRZZ 2 · 0 of 3 seats chosen',
    ])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    fireEvent.click(screen.getByRole('button', { name: 'Next flight: JFK to LHR' }))
    expect(await screen.findByRole('grid', { name: 'Seat map, ZZ 2, New York to London' })).toBeTruthy()
    expect(api.calls('seatMap').map((call) => call.variables)).toEqual([{ segmentIndex: 0 }, { segmentIndex: 1 }])
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1])
    expect(screen.queryByRole('button', { name: /Next flight/ })).toBeNull()
    fireEvent.keyDown(screen.getAllByRole('tab')[1] as Element, { key: 'Home' })
    expect(await screen.findByRole('grid', { name: 'Seat map, ZZ 1, London to New York' })).toBeTruthy()
  })

  it('lets the traveller skip seats, or continue once one is chosen', async () => {
    fakeApi(seatApi().override)
    mountStorefront(SEATS)
    await grid()
    expect(screen.getByRole('button', { name: 'Skip seats' })).toBeTruthy()
    fireEvent.click(seat(/^14A,/))
    await screen.findByText(/Seat 14A chosen/)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(location.hash).toMatch(/^#\/b2c\/ancillaries\?.*flight=p0-zz1-classic/))
  })

  it('sends a traveller whose link names no chosen flights to flight selection, never a loading page that stays', async () => {
    fakeApi(seatApi().override)
    mountStorefront('#/b2c/seat-selection?garbage')
    expect(
      await screen.findByText('Choose your flights first: seats are chosen on the flights of your trip.'),
    ).toBeTruthy()
    expect(screen.queryByText('Loading the seat map…')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Choose flights' }))
    expect(location.hash).toMatch(/^#\/b2c\/flight-selection\?/)
  })

  it('offers a retry and the way on when the map cannot be read', async () => {
    let fail = true
    const seats = seatApi()
    fakeApi((call) =>
      call.operationName === 'seatMap' && fail
        ? {
            data: null,
            errors: [{ message: 'down', extensions: { type: 'HTTPERROR', code: 'INTERNAL_ERROR', status: 500 } }],
          }
        : seats.override(call),
    )
    mountStorefront(SEATS)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something went wrong on our side.')
    expect(screen.getByRole('button', { name: 'Skip seats' })).toBeTruthy()
    fail = false
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })))
    expect(await grid()).toBeTruthy()
  })
})
