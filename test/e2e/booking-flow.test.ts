// The whole booking flow end to end (issue 4, "Done when"), by keyboard only, on a host
// page of our own on another origin: the search box -> flight selection -> passengers ->
// seats -> a bag -> card payment -> confirmation with a booking reference, for a round
// trip with 2 adults, 1 child and 1 infant. The order is then in the database with the
// right total, seats, bag and payment. Distinctive values typed into every personal
// field and the card fields are a canary: after confirmation they are in no request
// URL, beacon, console message or storage entry.
// (The challenge card, a declined card and pay later, from the ancillaries and payment
// pages on: payment.test.ts; each page's own details: passengers, seats, confirmation.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { startE2e, type E2e } from './harness'
import { runAxe } from './axe'
import { chooseAirportByKeyboard, chooseFareByKeyboard, pressInCalendar } from './keyboard'
import { readOrder } from './orders'
import { date, passenger, typeAll, type Entry } from './passenger-forms'
import { arrowToTakeableSeat } from './seat-keys'
import { tabTo } from './shadow'
import { addDays, DESTINATION, formatMoney, openShop, ORIGIN, routeOf, storefront, todayUtc, waitForFocus } from './shopping'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterAll(async () => {
  await e2e?.close()
})

const depart = addDays(todayUtc(), 21)
const back = addDays(depart, 7)
const lastYear = back.getUTCFullYear()
const expiryYear = lastYear + 6

/** Values no page, URL or seed holds by chance: found anywhere they should not be, they leaked. */
const CANARY = {
  family: 'Xanthopoulou',
  given: ['Quillonne', 'Zephyrine', 'Brixabella', 'Tovaline'],
  documents: ['QZ7319001', 'QZ7319002', 'QZ7319003', 'QZ7319004'],
  loyalty: 'QZLOYAL7319',
  email: 'quillonne.canary@example.org',
  phone: '30 7319264',
  birth: '1979-05-17',
  card: '4111111111111111',
  cardGroups: '4111 1111 1111 1111',
  /** The first adult's name: the payment page offers it as the name on the card. */
  holder: 'Quillonne Xanthopoulou',
  street: '7319 Canary Wharf Row',
}

/** The family's forms; the first adult also gives a frequent flyer number. */
const family: Entry[] = [
  ['Given names', CANARY.given[0] ?? ''],
  ['Family name', CANARY.family],
  ...date(1979, 5, 17),
  ['Document number', CANARY.documents[0] ?? ''],
  ['Issuing country', 'Germany'],
  ['Nationality', 'Germany'],
  ...date(expiryYear, 12, 31),
  ['Frequent flyer programme', 'ZZ'],
  ['Frequent flyer number', CANARY.loyalty],
  ...passenger(CANARY.given[1] ?? '', date(1981, 8, 2), CANARY.documents[1] ?? '', expiryYear, CANARY.family),
  ...passenger(CANARY.given[2] ?? '', date(lastYear - 8, 3, 10), CANARY.documents[2] ?? '', expiryYear, CANARY.family),
  ...passenger(CANARY.given[3] ?? '', date(lastYear - 1, 2, 3), CANARY.documents[3] ?? '', expiryYear, CANARY.family),
  ['Email address', CANARY.email],
  ['Country calling code', '49'],
  ['Phone number', CANARY.phone],
]

const card: Entry[] = [
  ['Card number', CANARY.card],
  ['Month', '12'],
  ['Year', String(expiryYear)],
  ['Security code', '123'],
  ['Street and house number', CANARY.street],
  ['Town or city', 'London'],
  ['Postal code', 'SW1Y 4JH'],
  ['Country', 'United Kingdom'],
]

const button = (name: string | RegExp) => (focus: { tag: string; name: string }) => focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))

/** The search box, by keyboard: LHR-JFK and back a week later, 2 adults, 1 child and 1 infant. */
async function searchByKeyboard(page: Page): Promise<void> {
  const box = page.locator('dx-search-box')
  const roundTrip = box.getByRole('radio', { name: 'Round trip' })
  await roundTrip.focus()
  if (!(await roundTrip.isChecked())) await page.keyboard.press('Space')
  await tabTo(page, (focus) => focus.role === 'combobox' && focus.name === 'From', 'the From combobox')
  await page.keyboard.type('Lon')
  await chooseAirportByKeyboard(page, 'From', ORIGIN)
  await tabTo(page, (focus) => focus.role === 'combobox' && focus.name === 'To', 'the To combobox')
  await page.keyboard.type('New')
  await chooseAirportByKeyboard(page, 'To', DESTINATION)
  await tabTo(page, button(/^Departure/), 'the Departure date button')
  await page.keyboard.press('Enter')
  await waitForFocus(page, (focus) => focus.date !== null, 'a day in the calendar')
  for (let week = 1; week <= 3; week++) await pressInCalendar(page, 'ArrowDown', addDays(todayUtc(), 7 * week))
  await page.keyboard.press('Enter')
  await tabTo(page, button(/^Return/), 'the Return date button')
  await page.keyboard.press('Enter')
  await waitForFocus(page, (focus) => focus.date !== null, 'a day in the calendar')
  await pressInCalendar(page, 'ArrowDown', back)
  await page.keyboard.press('Enter')
  await tabTo(page, button(/^Passengers/), 'the Passengers button')
  await page.keyboard.press('Enter')
  for (const who of ['adult', 'child', 'infant']) {
    await tabTo(page, (focus) => focus.name === `Add one ${who}`, `Add one ${who}`)
    await page.keyboard.press('Enter')
  }
  await page.keyboard.press('Escape')
  await tabTo(page, button('Search flights'), 'the Search flights button')
  await page.keyboard.press('Enter')
}

/** Everything the page let out or kept, to search for the canary. */
interface Traces {
  urls: string[]
  console: string[]
}

function watchTraces(page: Page): Traces {
  const traces: Traces = { urls: [], console: [] }
  page.on('request', (request) => traces.urls.push(request.url()))
  page.on('console', (message) => traces.console.push(message.text()))
  return traces
}

describe('booking: the whole flow', () => {
  test('keyboard only: search box to confirmation for 2 adults, 1 child and 1 infant; the order is stored; no personal data leaks', async () => {
    const watched = await openShop(e2e)
    const { page } = watched
    const traces = watchTraces(page)
    await page.evaluate(() => {
      const events: unknown[] = ((window as unknown as { __dxConfirmed: unknown[] }).__dxConfirmed = [])
      document.addEventListener('dx:booking-confirmed', (event) => events.push((event as CustomEvent).detail))
      // Storage as each page shows, not only at the end: confirmation removes entries, and
      // a leak into one it removes must still be caught.
      const snapshots: string[] = ((window as unknown as { __dxStorage: string[] }).__dxStorage = [])
      document.addEventListener('dx:route', () => snapshots.push(JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } })))
    })
    try {
      await searchByKeyboard(page)
      await page.waitForURL((url) => routeOf(url.href).page === 'flight-selection', { timeout: 10_000 })
      expect(Object.fromEntries(['ADT', 'CHD', 'INF'].map((type) => [type, routeOf(page.url()).query.get(type)]))).toEqual({ ADT: '2', CHD: '1', INF: '1' })
      await chooseFareByKeyboard(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      await chooseFareByKeyboard(page, 'Choose your return flight', DESTINATION, 'Classic')
      await tabTo(page, button('Continue'), 'Continue in the trip summary', { maxPresses: 400 })
      await page.keyboard.press('Enter')

      // Passengers: every form, then on.
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Who is travelling?', 'the passengers heading', 15_000)
      await storefront(page).getByRole('button', { name: 'Save and continue' }).waitFor({ state: 'visible', timeout: 15_000 })
      await typeAll(page, family)
      await tabTo(page, button('Save and continue'), 'Save and continue')
      await page.keyboard.press('Enter')

      // Seats: the two adults and the child on the outbound flight; the infant is on a lap.
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Choose your seats', 'the seats heading', 15_000)
      await storefront(page).getByRole('grid').waitFor({ state: 'visible', timeout: 15_000 })
      await tabTo(page, (focus) => focus.role === 'gridcell', 'the seat map', { maxPresses: 60 })
      const seats: string[] = []
      for (const given of CANARY.given.slice(0, 3)) {
        const seat = await arrowToTakeableSeat(page)
        const number = seat.name.split(',')[0] ?? ''
        await page.keyboard.press('Enter')
        await waitForFocus(page, (focus) => focus.name.startsWith(`${number},`) && focus.name.endsWith(`chosen for ${given} ${CANARY.family}`), `seat ${number} chosen`)
        seats.push(number)
        await page.keyboard.press('ArrowRight')
      }
      expect((await runAxe(page)).summary).toBe('')
      await tabTo(page, button('Continue'), 'Continue after the seats', { maxPresses: 80 })
      await page.keyboard.press('Enter')

      // A bag for the first adult on the way out.
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Bags and extras', 'the extras heading', 15_000)
      await tabTo(page, button(/^Add an extra bag for .+, LHR to JFK$/), 'Add an extra bag, outbound', { maxPresses: 60 })
      await page.keyboard.press('Enter')
      await storefront(page).getByText(/^Cart updated\. Bags and extras: \$/).waitFor({ timeout: 10_000 })
      await tabTo(page, button('Continue to payment'), 'Continue to payment', { maxPresses: 80 })
      await page.keyboard.press('Enter')

      // Payment by card.
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Review and pay', 'the payment heading', 15_000)
      await storefront(page).getByRole('radio', { name: /Credit or debit card/ }).waitFor({ timeout: 15_000 })
      // The name on the card is offered from the passengers page, not asked again.
      await expect.poll(() => storefront(page).getByLabel('Name on card').inputValue()).toBe(CANARY.holder)
      await typeAll(page, card)
      const pay = await tabTo(page, button(/^Pay /), 'the Pay button', { maxPresses: 60 })
      await page.keyboard.press('Enter')

      await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 20_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/)
      await storefront(page).getByText(reference, { exact: true }).first().waitFor({ timeout: 15_000 })
      expect((await runAxe(page)).summary).toBe('')
      await expect.poll(() => page.evaluate(() => (window as unknown as { __dxConfirmed: unknown[] }).__dxConfirmed)).toEqual([{ reference }])

      // What the server holds: the family, the three seats, the bag and the card payment of the amount shown.
      const order = readOrder(e2e.dataDir, reference)
      if (!order) throw new Error(`order ${reference} is not in the database`)
      expect(order.status).toBe('CONFIRMED')
      expect(order.details.passengers.map((p) => [p.type, p.givenName])).toEqual([
        ['ADT', CANARY.given[0]],
        ['ADT', CANARY.given[1]],
        ['CHD', CANARY.given[2]],
        ['INF', CANARY.given[3]],
      ])
      expect(order.seats).toEqual({ 'ADT-1@0': seats[0], 'ADT-2@0': seats[1], 'CHD-1@0': seats[2] })
      const bags = order.details.items.filter((item) => item.kind === 'BAG')
      expect(bags.map((bag) => [bag.passengerId, bag.index, bag.detail])).toEqual([['ADT-1', 0, '1']])
      const seatItems = order.details.items.filter((item) => item.kind === 'SEAT')
      const extras = [...bags, ...seatItems].reduce((sum, item) => sum + item.price, 0)
      expect(order.payments).toHaveLength(1)
      const [payment] = order.payments
      expect(payment).toMatchObject({ type: 'CARD', cardType: 'VISA', last4: '1111' })
      // The card's surcharge is on top of the fare, taxes, seats and bag.
      expect(order.total).toBe(payment?.amount)
      expect(order.total).toBeGreaterThanOrEqual(order.details.fare + order.details.taxes + extras)
      expect(pay.name).toBe(`Pay ${formatMoney({ amount: order.total, currency: order.currency })}`)

      // The canary, after confirmation.
      const stored = await page.evaluate(() => {
        const snapshots = (window as unknown as { __dxStorage: string[] }).__dxStorage
        return [...snapshots, JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } })].join('\n')
      })
      // One snapshot per page of the flow: flight selection, passengers, seats, extras, payment, confirmation.
      expect(stored.split('\n').length).toBeGreaterThanOrEqual(7)
      const places = { urls: traces.urls.join('\n'), console: traces.console.join('\n'), storage: stored }
      const values = [CANARY.family, ...CANARY.given, ...CANARY.documents, CANARY.loyalty, CANARY.email, CANARY.phone, CANARY.phone.replace(' ', ''), CANARY.birth, CANARY.card, CANARY.cardGroups, CANARY.holder, CANARY.street]
      for (const [place, text] of Object.entries(places)) {
        for (const value of values) expect(text.includes(value) || text.includes(encodeURIComponent(value)), `"${value}" in ${place}`).toBe(false)
      }
      expect(traces.urls.some((url) => url.includes('/dx/images/')), 'beacons were sent and searched').toBe(true)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
