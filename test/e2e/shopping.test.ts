// Shopping end to end: on host pages of our own, on another
// origin than the demo server, a traveller searches in <dx-search-box>, lands in the
// storefront, compares fares by day, by date pair and by brand, chooses flights for
// both parts of a round trip and sees the total in the trip summary.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { startE2e, type E2e } from './harness'
import { focused, tabTo } from './shadow'
import { startConversation } from './booking'
import { chooseAirportByKeyboard, chooseFareByKeyboard, neighbourInMonth, pressInCalendar } from './keyboard'
import {
  addDays,
  addMonths,
  buttonDate,
  clickFare,
  defaultTrip,
  DESTINATION,
  fareButtons,
  fareName,
  formatMoney,
  fullDate,
  heading,
  isoDate,
  nextCart,
  offerFlightNumbers,
  openShop,
  ORIGIN,
  queryDate,
  recordEvents,
  routeOf,
  storefront,
  storefrontHash,
  summaryPart,
  summaryTotal,
  todayUtc,
  tripQuery,
  tripSummary,
  waitForFlightsFrom,
  waitForFocus,
  type Chosen,
  type Trip,
} from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterAll(async () => {
  await e2e?.close()
})

/** The API answering a bad key or search with an error status is the API doing its job. */
const apiErrors = /\/dx\/api\/graphql|Failed to load resource/

/** The trip summary lists both parts with what was chosen, and its total is the cart's, written as en-US money. */
async function expectTripTotal(
  page: Page,
  events: Awaited<ReturnType<typeof recordEvents>>,
  outbound: Chosen,
  inbound: Chosen,
): Promise<string> {
  const cart = await nextCart(events)
  expect(cart.total.amount).toBeGreaterThan(0)
  const total = formatMoney(cart.total)
  await summaryTotal(page).filter({ hasText: total }).waitFor({ state: 'visible', timeout: 10_000 })
  expect(await summaryTotal(page).locator('.dx-price').textContent()).toBe(total)
  for (const [part, chosen] of [
    [summaryPart(page, ORIGIN, DESTINATION), outbound],
    [summaryPart(page, DESTINATION, ORIGIN), inbound],
  ] as const) {
    await expect.poll(() => part.textContent()).toContain(chosen.brand)
    for (const flightNumber of chosen.flightNumbers) expect(await part.textContent()).toContain(flightNumber)
  }
  return total
}

describe('shopping: search box to flight selection to the trip total', () => {
  test('keyboard only: a round trip LHR-JFK for 2 adults and 1 child, a brand each way, and the total in the trip summary', async () => {
    const watched = await openShop(e2e)
    const { page } = watched
    try {
      const events = await recordEvents(watched)
      const box = page.locator('dx-search-box')
      const today = todayUtc()
      const depart = addDays(today, 21)
      // The return: a month on from the departure and back (the same day, or the shorter
      // month's last day when the departure is the 29th to 31st), then a week on.
      const back = addDays(addMonths(addMonths(depart, 1), -1), 7)

      // Focus is placed at the start of the search box; from there on, only keys.
      const roundTrip = box.getByRole('radio', { name: 'Round trip' })
      await roundTrip.focus()
      if (!(await roundTrip.isChecked())) await page.keyboard.press('Space')
      expect(await roundTrip.isChecked()).toBe(true)

      await tabTo(page, (focus) => focus.role === 'combobox' && focus.name === 'From', 'the From combobox')
      await page.keyboard.type('Lon')
      await chooseAirportByKeyboard(page, 'From', ORIGIN)
      await expect.poll(() => box.getByRole('combobox', { name: 'From' }).inputValue()).toContain(`(${ORIGIN})`)

      await tabTo(page, (focus) => focus.role === 'combobox' && focus.name === 'To', 'the To combobox')
      await page.keyboard.type('New')
      await chooseAirportByKeyboard(page, 'To', DESTINATION)
      await expect.poll(() => box.getByRole('combobox', { name: 'To' }).inputValue()).toContain(`(${DESTINATION})`)

      // Departure: the calendar opens on today; three weeks down.
      await tabTo(
        page,
        (focus) => focus.tag === 'button' && focus.name.startsWith('Departure'),
        'the Departure date button',
      )
      await page.keyboard.press('Enter')
      const departDialog = box.getByRole('dialog', { name: 'Departure' })
      await departDialog.waitFor({ state: 'visible' })
      expect((await waitForFocus(page, (focus) => focus.date !== null, 'a day in the calendar')).date).toBe(
        isoDate(today),
      )
      for (let week = 1; week <= 3; week++) await pressInCalendar(page, 'ArrowDown', addDays(today, 7 * week))
      expect((await focused(page))?.name).toBe(fullDate(depart))
      await page.keyboard.press('Enter')
      await departDialog.waitFor({ state: 'hidden' })
      expect((await focused(page))?.name).toBe(`Departure ${buttonDate(depart)}`)

      // Return: the calendar opens on the departure day; a month on and back, then a week on.
      await tabTo(page, (focus) => focus.tag === 'button' && focus.name.startsWith('Return'), 'the Return date button')
      await page.keyboard.press('Space')
      const returnDialog = box.getByRole('dialog', { name: 'Return' })
      await returnDialog.waitFor({ state: 'visible' })
      expect((await waitForFocus(page, (focus) => focus.date !== null, 'a day in the calendar')).date).toBe(
        isoDate(depart),
      )
      const monthOn = addMonths(depart, 1)
      await pressInCalendar(page, 'PageDown', monthOn)
      await pressInCalendar(page, 'PageUp', addMonths(monthOn, -1))
      await pressInCalendar(page, 'ArrowDown', back)
      expect((await focused(page))?.name).toBe(fullDate(back))
      await page.keyboard.press('Enter')
      await returnDialog.waitFor({ state: 'hidden' })
      expect((await focused(page))?.name).toBe(`Return ${buttonDate(back)}`)

      // Passengers: the steppers, then Escape back to the summary button.
      await tabTo(
        page,
        (focus) => focus.tag === 'button' && focus.name.startsWith('Passengers'),
        'the Passengers button',
      )
      await page.keyboard.press('Enter')
      await box.getByRole('group', { name: 'Passengers' }).waitFor({ state: 'visible' })
      await tabTo(page, (focus) => focus.name === 'Add one adult', 'Add one adult')
      await page.keyboard.press('Enter')
      await tabTo(page, (focus) => focus.name === 'Add one child', 'Add one child')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Escape')
      await box.getByRole('group', { name: 'Passengers' }).waitFor({ state: 'hidden' })
      expect((await focused(page))?.name).toBe('Passengers 2 adults, 1 child')

      await tabTo(
        page,
        (focus) => focus.tag === 'button' && focus.name === 'Search flights',
        'the Search flights button',
      )
      await page.keyboard.press('Enter')

      await page.waitForURL((url) => routeOf(url.href).page === 'flight-selection', { timeout: 10_000 })
      const { query } = routeOf(page.url())
      expect(
        Object.fromEntries(
          ['origin0', 'destination0', 'date0', 'origin1', 'destination1', 'date1', 'journeyType', 'ADT', 'CHD'].map(
            (name) => [name, query.get(name)],
          ),
        ),
      ).toEqual({
        origin0: ORIGIN,
        destination0: DESTINATION,
        date0: queryDate(depart),
        origin1: DESTINATION,
        destination1: ORIGIN,
        date1: queryDate(back),
        journeyType: 'round-trip',
        ADT: '2',
        CHD: '1',
      })

      const outbound = await chooseFareByKeyboard(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      const inbound = await chooseFareByKeyboard(page, 'Choose your return flight', DESTINATION, 'Light')
      await expectTripTotal(page, events, outbound, inbound)
      expect((await events()).selected).toEqual([
        { part: 0, brandId: 'classic' },
        { part: 1, brandId: 'light' },
      ])
      expect(routeOf(page.url()).query.get('flight1')).toBeTruthy()
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('from a date-selection search: an outbound day, a return day, a brand each way, and the total', async () => {
    const trip = defaultTrip()
    const watched = await openShop(e2e, storefrontHash('date-selection', tripQuery(trip)))
    const { page } = watched
    try {
      const events = await recordEvents(watched)
      const sf = storefront(page)
      await heading(page, 'Choose your departure date').waitFor({ state: 'visible', timeout: 15_000 })
      // Another day than the link's, in the month shown. A day names itself by date (and
      // price); click() waits until its fares have loaded and it can be chosen.
      const outDay = neighbourInMonth(trip.depart)
      await sf.getByRole('button', { name: new RegExp(`^${buttonDate(outDay)},`) }).click()

      await heading(page, 'Choose your return date').waitFor({ state: 'visible', timeout: 15_000 })
      expect(routeOf(page.url()).query.get('date0')).toBe(queryDate(outDay))
      const backDay = neighbourInMonth(trip.back)
      await sf.getByRole('button', { name: new RegExp(`^${buttonDate(backDay)},`) }).click()

      await page.waitForURL((url) => routeOf(url.href).page === 'flight-selection', { timeout: 10_000 })
      expect(routeOf(page.url()).query.get('date1')).toBe(queryDate(backDay))
      const outbound = await clickFare(page, 'Choose your outbound flight', ORIGIN, 'Flex')
      const inbound = await clickFare(page, 'Choose your return flight', DESTINATION, 'Classic')
      await expectTripTotal(page, events, outbound, inbound)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('from a matrix search: a date pair, a brand each way, and the total', async () => {
    const trip = defaultTrip()
    const watched = await openShop(e2e, storefrontHash('matrix', tripQuery(trip)))
    const { page } = watched
    try {
      const events = await recordEvents(watched)
      const sf = storefront(page)
      await heading(page, 'Compare dates').waitFor({ state: 'visible', timeout: 15_000 })
      // Pairs tied at the lowest total are all marked: the first of them.
      const cheapest = sf
        .getByRole('grid', { name: /Lowest total/ })
        .getByRole('button', { name: /Lowest/ })
        .first()
      await cheapest.click({ timeout: 15_000 })

      await page.waitForURL((url) => routeOf(url.href).page === 'flight-selection', { timeout: 10_000 })
      const { query } = routeOf(page.url())
      const [date0, date1] = [query.get('date0') ?? '', query.get('date1') ?? '']
      // The pair is within three days of the searched dates, the return not before the departure.
      const day = (mdY: string) => Date.UTC(Number(mdY.slice(6)), Number(mdY.slice(0, 2)) - 1, Number(mdY.slice(3, 5)))
      expect(Math.abs(day(date0) - trip.depart.getTime())).toBeLessThanOrEqual(3 * 86_400_000)
      expect(Math.abs(day(date1) - trip.back.getTime())).toBeLessThanOrEqual(3 * 86_400_000)
      expect(day(date1)).toBeGreaterThanOrEqual(day(date0))

      const outbound = await clickFare(page, 'Choose your outbound flight', ORIGIN, 'Light')
      const inbound = await clickFare(page, 'Choose your return flight', DESTINATION, 'Flex')
      await expectTripTotal(page, events, outbound, inbound)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a reload keeps both chosen flights and the total', async () => {
    const trip = defaultTrip()
    const watched = await openShop(e2e, storefrontHash('flight-selection', tripQuery(trip)))
    const { page } = watched
    try {
      const events = await recordEvents(watched)
      const outbound = await clickFare(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      const inbound = await clickFare(page, 'Choose your return flight', DESTINATION, 'Classic')
      const total = await expectTripTotal(page, events, outbound, inbound)
      const before = { url: page.url(), summary: await tripSummary(page).innerText() }
      const chosen = await storefront(page).getByRole('button', { pressed: true }).innerText()

      await page.reload()
      await watched.waitForReady(['search-box', 'storefront'])
      await summaryTotal(page).filter({ hasText: total }).waitFor({ state: 'visible', timeout: 10_000 })
      expect(page.url()).toBe(before.url)
      expect(await tripSummary(page).innerText()).toBe(before.summary)
      await heading(page, 'Choose your return flight').waitFor({ state: 'visible' })
      await expect.poll(() => storefront(page).getByRole('button', { pressed: true }).innerText()).toBe(chosen)
      expect(formatMoney((await nextCart(events)).total)).toBe(total)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('an expired execution key with a flight already chosen leads back to search with a message and the search filled in', async () => {
    const trip = defaultTrip()
    // The outbound was chosen in a conversation that has since ended: the choice cannot stand.
    const { flights } = await startConversation(e2e.dxOrigin, trip)
    const watched = await openShop(
      e2e,
      storefrontHash(
        'flight-selection',
        tripQuery(trip, { flight: flights[0] ?? '', direction: '1', execution: 'not-a-real-key' }),
      ),
    )
    const { page } = watched
    try {
      const sf = storefront(page)
      await sf
        .getByRole('alert')
        .filter({ hasText: 'Your session expired' })
        .waitFor({ state: 'visible', timeout: 15_000 })
      const { page: name, query } = routeOf(page.url())
      expect(name).toBe('home')
      expect(query.get('execution')).toBeNull()
      expect(query.get('origin0')).toBe(ORIGIN)
      await heading(page, 'Search flights').waitFor({ state: 'visible' })

      const form = sf.getByRole('form', { name: 'Search flights' })
      // The airports show by city once the airport list has arrived.
      await expect.poll(() => form.getByRole('combobox', { name: 'From' }).inputValue()).toBe(`London (${ORIGIN})`)
      await expect.poll(() => form.getByRole('combobox', { name: 'To' }).inputValue()).toBe(`New York (${DESTINATION})`)
      expect(await form.getByRole('button', { name: /^Departure/ }).innerText()).toBe(buttonDate(trip.depart))
      expect(await form.getByRole('button', { name: /^Return/ }).innerText()).toBe(buttonDate(trip.back))
      expect(await form.getByRole('button', { name: /^Passengers/ }).innerText()).toBe('2 adults, 1 child')
      expect(await form.getByRole('radio', { name: 'Round trip' }).isChecked()).toBe(true)
      expect(watched.problems({ allowHttpErrors: apiErrors })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a fresh search with an ended conversation’s key simply starts a new conversation', async () => {
    const trip = defaultTrip()
    const watched = await openShop(
      e2e,
      storefrontHash('flight-selection', tripQuery(trip, { execution: 'not-a-real-key' })),
    )
    const { page } = watched
    try {
      await waitForFlightsFrom(page, ORIGIN, 'Classic')
      expect(await storefront(page).getByText('Your session expired').count()).toBe(0)
      const { page: name, query } = routeOf(page.url())
      expect(name).toBe('flight-selection')
      expect(query.get('execution')).toMatch(/^[A-Za-z0-9_-]{22}$/)
      expect(watched.problems({ allowHttpErrors: apiErrors })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the search box on a page without a storefront opens the storefrontUrl page with the search in its hash', async () => {
    const trip = defaultTrip()
    const watched = await openShop(e2e, '', { path: '/search-only.html', widgets: ['search-box'] })
    const { page } = watched
    try {
      const box = page.locator('dx-search-box')
      for (const [label, code] of [
        ['From', ORIGIN],
        ['To', DESTINATION],
      ] as const) {
        await box.getByRole('combobox', { name: label }).fill(code)
        await box
          .getByRole('listbox', { name: label })
          .getByRole('option', { name: new RegExp(code) })
          .click()
      }
      for (const [label, date] of [
        ['Departure', trip.depart],
        ['Return', trip.back],
      ] as const) {
        await box.getByRole('button', { name: new RegExp(`^${label}`) }).click()
        await box
          .getByRole('dialog', { name: label })
          .getByRole('button', { name: fullDate(date), exact: true })
          .click()
      }
      await box.getByRole('button', { name: 'Search flights' }).click()

      await page.waitForURL((url) => url.pathname === '/storefront-only.html', { timeout: 10_000 })
      const url = new URL(page.url())
      expect(url.origin).toBe(e2e.hostOrigin)
      const { page: name, query } = routeOf(url.href)
      expect(name).toBe('flight-selection')
      expect({
        origin0: query.get('origin0'),
        destination0: query.get('destination0'),
        date0: query.get('date0'),
        date1: query.get('date1'),
        ADT: query.get('ADT'),
      }).toEqual({
        origin0: ORIGIN,
        destination0: DESTINATION,
        date0: queryDate(trip.depart),
        date1: queryDate(trip.back),
        ADT: '1',
      })
      await heading(page, 'Choose your outbound flight').waitFor({ state: 'visible', timeout: 15_000 })
      await fareButtons(page, 'Light').first().waitFor({ state: 'visible', timeout: 15_000 })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('shopping: connections and what a price covers', () => {
  /** LHR-BOS and back: two nonstops a day and connections through JFK. */
  const connecting = (trip: Trip) => {
    const query = tripQuery(trip)
    query.set('destination0', 'BOS')
    query.set('origin1', 'BOS')
    return query
  }

  /** The Classic fare of the first offer with a connection (two flights) on the list of the part leaving from `origin`. */
  async function connectingFare(page: Page, origin: string): Promise<Locator> {
    await waitForFlightsFrom(page, origin, 'Classic')
    const offer = storefront(page)
      .locator('.dx-offer')
      .filter({ has: page.locator('.dx-offer-segments > li:nth-child(2)') })
      .first()
    return offer.getByRole('button', { name: fareName('Classic') })
  }

  test('a connection each way: every flight, the stop and the time to connect in the summary; one-way prices out, round-trip prices back, whose total the booking keeps', async () => {
    const watched = await openShop(e2e, storefrontHash('flight-selection', connecting(defaultTrip())))
    const { page } = watched
    try {
      const events = await recordEvents(watched)
      await heading(page, 'Choose your outbound flight').waitFor({ state: 'visible', timeout: 15_000 })
      const out = await connectingFare(page, ORIGIN)
      expect(await out.textContent()).toMatch(/ one way per adult · One-way total \$[\d,.]+$/)
      await storefront(page).getByText('Prices are one way.', { exact: false }).waitFor()
      const outFlights = await offerFlightNumbers(out)
      expect(outFlights).toHaveLength(2)
      await out.click()

      await heading(page, 'Choose your return flight').waitFor({ state: 'visible', timeout: 15_000 })
      const back = await connectingFare(page, 'BOS')
      await storefront(page).getByText('Prices are for the round trip, your outbound flight included.').waitFor()
      const shown = (await back.textContent()) ?? ''
      const roundTrip = / round trip per adult · Round-trip total (\$[\d,.]+)$/.exec(shown)?.[1]
      expect(roundTrip, shown).toBeTruthy()
      const backFlights = await offerFlightNumbers(back)
      expect(backFlights).toHaveLength(2)
      await back.click()

      // The return's round-trip total is what the booking costs.
      const cart = await nextCart(events)
      expect(formatMoney(cart.total)).toBe(roundTrip)
      await summaryTotal(page).filter({ hasText: roundTrip }).waitFor({ state: 'visible', timeout: 10_000 })
      for (const [part, flights] of [
        [summaryPart(page, ORIGIN, 'BOS'), outFlights],
        [summaryPart(page, 'BOS', ORIGIN), backFlights],
      ] as const) {
        await expect.poll(() => part.textContent()).toContain('Classic · 1 stop')
        const text = (await part.textContent()) ?? ''
        for (const flight of flights) expect(text).toContain(`${flight} · `)
        expect(text).toMatch(/Connection in JFK: (\d+ h \d+ min|\d+ h|\d+ min)/)
      }
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
