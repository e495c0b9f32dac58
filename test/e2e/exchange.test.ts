// Changing flights in a real browser, on an order the booking API really made (a Classic
// fare, so a change is allowed for a fee): from the trip page, the outbound moved to
// another day, its cost read on the fare and on the review, a declined card that leaves
// the order as it was, then the difference paid by card; the new flights on the trip page
// and in the database, the amount paid to the cent. Then the return moved, on a partner
// page of this test's own: the review, the payment, the trip page, the database and the
// API all name the return's new flight, and the payment's lines add up to what is paid.
// The part choice, the results in change mode and the review have no serious axe finding,
// and work by keyboard alone.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { RetrieveTripQuery } from '../../core/api/generated/operations'
import retrieveTripDocument from '../../core/api/retrieve-trip.graphql'
import { runAxe } from './axe'
import { bookingE2e, callApi, familyTrip, fillCard } from './booking'
import type { WatchedPage } from './harness'
import { paymentsAdded, readOrder, type StoredOrder } from './orders'
import { paymentBreakdown } from './price-lines'
import { tabTo, waitForShadowText } from './shadow'
import { addDays, buttonDate, formatMoney, isoDate, storefront, todayUtc, waitForFocus } from './shopping'
import { pressInCalendar } from './keyboard'
import { dayButton, outboundFlightsOf } from './exchanges'
import { card, openFoundTrip, order } from './trips'

const e2e = bookingE2e()
const depart = addDays(todayUtc(), 21)
const trip = familyTrip(depart, addDays(todayUtc(), 28))
/** Another day for the outbound, in the calendar's month (the month of the booked day). */
const newDay = addDays(depart, addDays(depart, 1).getUTCMonth() === depart.getUTCMonth() ? 1 : -1)
const dayName = dayButton(newDay)
const back = addDays(todayUtc(), 28)
/** Another day for the return, in the calendar's month (the month of the booked return). */
const newBackDay = addDays(back, addDays(back, 1).getUTCMonth() === back.getUTCMonth() ? 1 : -1)

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

const heading = (page: Page, name: string | RegExp) => storefront(page).getByRole('heading', { name, level: 2 })

/** The partner page, the trip found with dx-trip-lookup and shown by the storefront. */
const openTrip = (reference: string): Promise<WatchedPage> => openFoundTrip(e2e, reference, 'Lovelace')

/** "ZZ 12" from a stored segment's "ZZ12". */
const flightName = (segment: StoredOrder['details']['segments'][number] | undefined) =>
  segment?.flight.replace(/^([A-Z0-9]{2})/, '$1 ')

/** The flight numbers under a heading of the review ("Booked now", "New flights", a part kept). */
const reviewFlights = (sf: Locator, page: Page, heading: RegExp) =>
  sf
    .locator('.dx-cf-part', { has: page.getByRole('heading', { name: heading }) })
    .locator('strong')
    .allTextContents()

/** A Classic fare of the new day that costs something to change to: its button. */
const dearerClassic = (page: Page) =>
  storefront(page)
    .getByRole('button', { name: /^Classic, .*Change: \$[\d,]+\.\d\d to pay/ })
    .filter({ hasNotText: 'Change: $0.00 to pay' })
    .first()

describe('changing flights', () => {
  test('the outbound moved to another day: a declined card changes nothing, then the difference paid by card', async () => {
    const reference = await order(e2e, trip, card)
    const before = readOrder(e2e.dataDir, reference)
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      const sf = storefront(page)
      await sf.getByRole('button', { name: 'Change flights', exact: true }).click()
      await sf.getByRole('heading', { name: 'Change flights', level: 3 }).waitFor()
      expect(await seriousFindings(page)).toEqual([])
      await sf.getByRole('button', { name: 'Find new flights' }).click()

      await heading(page, 'Choose your departure date').waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).hash).toMatch(new RegExp(`change=flights&pnr=${reference}&part=0`))
      await sf.getByRole('button', { name: dayName }).click()

      await heading(page, 'Choose your outbound flight').waitFor({ timeout: 15_000 })
      const fare = dearerClassic(page)
      await fare.waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
      const due = /Change: (\$[\d,]+\.\d\d) to pay/.exec((await fare.getAttribute('aria-label')) ?? '')?.[1]
      await fare.click()
      await sf.getByRole('button', { name: 'Continue', exact: true }).first().click()

      await heading(page, 'Review your change').waitFor({ timeout: 15_000 })
      const review = await waitForShadowText(sf, /To pay now \$[\d,]+\.\d\d/, 15_000)
      expect(review).toContain(`To pay now ${due}`)
      expect(await seriousFindings(page)).toEqual([])
      await sf.getByRole('button', { name: 'Continue to payment' }).click()

      await heading(page, 'Review and pay').waitFor({ timeout: 15_000 })
      await fillCard(sf.locator('form'), '4000 0000 0000 0002', { holderName: 'Ada Lovelace' })
      await sf.getByRole('button', { name: `Pay ${due}` }).click()
      await waitForShadowText(sf, /Your trip is unchanged: nothing was paid\./, 15_000)
      expect(readOrder(e2e.dataDir, reference)).toEqual(before)

      await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await sf.getByRole('button', { name: `Pay ${due}` }).click()
      await waitForShadowText(sf, /Your new flights are booked\./, 20_000)
      await waitForShadowText(sf, new RegExp(`Outbound · ${buttonDate(newDay)}`), 20_000)

      const stored = readOrder(e2e.dataDir, reference)
      const outbound = stored?.details.segments.filter((s) => s.partIndex === 0) ?? []
      expect(outbound[0]?.departure.slice(0, 10)).toBe(isoDate(newDay))
      expect(stored?.details.segments.filter((s) => s.partIndex === 1)).toEqual(
        before?.details.segments.filter((s) => s.partIndex === 1),
      )
      const added = paymentsAdded(before, stored)
      expect(stored?.payments).toHaveLength(2)
      expect(added).toHaveLength(1)
      const paid = added[0]
      expect(Number.isInteger(paid?.amount)).toBe(true)
      expect(formatMoney({ amount: paid?.amount ?? 0, currency: paid?.currency ?? 'USD' })).toBe(due)
      expect(stored?.total).toBe((before?.total ?? 0) + (paid?.amount ?? 0))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the flights booked are marked among the offers of their own day: their card and each of its fares', async () => {
    const reference = await order(e2e, trip, card)
    const booked = readOrder(e2e.dataDir, reference)?.details.segments.filter((s) => s.partIndex === 0) ?? []
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      const sf = storefront(page)
      const dayCost = await outboundFlightsOf(page, depart)
      const marked = sf.locator('.dx-offer', { has: page.getByRole('heading', { name: /Your current flight$/ }) })
      await marked.first().waitFor({ timeout: 15_000 })
      expect(await marked.count()).toBe(1)
      const flights = await marked.locator('.dx-offer-segments li').allTextContents()
      expect(flights.map((text) => /ZZ \d+/.exec(text)?.[0])).toEqual(booked.map(flightName))
      const fares = await marked
        .locator('button.dx-fare')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
      expect(fares.length).toBeGreaterThan(0)
      for (const name of fares) expect(name).toMatch(/, Your current flight$/)
      // What the calendar said that day costs is the change to the day's lowest fare, which a fare of the day says.
      const dayFares = await sf
        .locator('button.dx-fare')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
      expect(dayFares.filter((name) => name.includes(`${dayCost}, `)).length, dayCost).toBeGreaterThan(0)
      expect((await runAxe(page)).all).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('keyboard only: from the part choice to the review', async () => {
    const reference = await order(e2e, trip, card)
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      const button = (name: string | RegExp) => (focus: { tag: string; name: string }) =>
        focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))
      await tabTo(page, button('Change flights'), 'Change flights', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'h3' && focus.name === 'Change flights', 'the part choice')
      await tabTo(page, button('Find new flights'), 'Find new flights', { maxPresses: 10 })
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => focus.tag === 'h2' && focus.name === 'Choose your departure date',
        'the date heading',
      )
      // Fares by day is one Tab stop, on the booked day; the arrows move to the new one. The
      // days' prices arrive after the heading, and a day's name carries its price: wait for
      // them, as a reader would, before Tab (in CI Tab once reached the day before its price).
      await storefront(page)
        .getByRole('button', { name: dayButton(depart, true) })
        .waitFor({ timeout: 15_000 })
      // The day booked, which says so (its text: the focus helper reads text, not the name above).
      const bookedDay = (focus: { tag: string; name: string; date: string | null }) =>
        focus.tag === 'button' && focus.date === isoDate(depart) && focus.name.endsWith('Your flight')
      await tabTo(page, bookedDay, 'the booked day', { maxPresses: 10 })
      await pressInCalendar(page, newDay > depart ? 'ArrowRight' : 'ArrowLeft', newDay)
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => focus.tag === 'h2' && focus.name === 'Choose your outbound flight',
        'the flights heading',
      )
      await tabTo(page, button(/^Classic, .*Change: /), 'a Classic fare', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      // Once priced, focus goes to "All flights chosen", its Continue next.
      await waitForFocus(page, (focus) => focus.tag === 'p', 'the chosen flights', 15_000)
      await tabTo(page, button('Continue'), 'Continue', { maxPresses: 5 })
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Review your change', 'the review')
      await waitForShadowText(storefront(page), /To pay now/, 15_000)
    } finally {
      await watched.close()
    }
  })

  test('the return moved to another day on a partner page of its own: review, payment, trip page, database and API name the new flight', async () => {
    const reference = await order(e2e, trip, card)
    const before = readOrder(e2e.dataDir, reference)
    const bookedOutbound = before?.details.segments.filter((s) => s.partIndex === 0).map(flightName)
    const bookedReturn = before?.details.segments.filter((s) => s.partIndex === 1).map(flightName)
    const watched = await openFoundTrip(e2e, reference, 'Lovelace', '/change-trip.html')
    try {
      const { page } = watched
      const sf = storefront(page)
      await sf.getByRole('button', { name: 'Change flights', exact: true }).click()
      await sf.getByRole('radio', { name: /^Return/ }).check()
      await sf.getByRole('button', { name: 'Find new flights' }).click()

      await heading(page, 'Choose your return date').waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).hash).toMatch(new RegExp(`change=flights&pnr=${reference}&part=1`))
      await sf.getByRole('button', { name: dayButton(newBackDay) }).click()
      await heading(page, 'Choose your return flight').waitFor({ timeout: 15_000 })
      const fare = dearerClassic(page)
      await fare.waitFor({ timeout: 15_000 })
      const due = /Change: (\$[\d,]+\.\d\d) to pay/.exec((await fare.getAttribute('aria-label')) ?? '')?.[1]
      await fare.click()
      await sf.getByRole('button', { name: 'Continue', exact: true }).first().click()

      // The review: the return is what changes, the outbound stays as booked.
      await heading(page, 'Review your change').waitFor({ timeout: 15_000 })
      // The trip summary beside it says what is due at once: the review has loaded once it offers to go on.
      await sf.getByRole('button', { name: 'Continue to payment' }).waitFor({ timeout: 15_000 })
      expect(await sf.getByRole('heading', { level: 3, name: 'Return', exact: true }).count()).toBe(1)
      expect(await reviewFlights(sf, page, /^Booked now/)).toEqual(bookedReturn)
      const [newReturn, ...more] = await reviewFlights(sf, page, /^New flights/)
      expect(newReturn).toMatch(/^ZZ \d+$/)
      expect(await reviewFlights(sf, page, /^Outbound: stays as booked/)).toEqual(bookedOutbound)
      await sf.getByRole('button', { name: 'Continue to payment' }).click()

      // The payment: named lines that add up to what is paid, to the cent.
      await heading(page, 'Review and pay').waitFor({ timeout: 15_000 })
      const rows = await paymentBreakdown(sf)
      expect(rows.map(([name]) => name)).toEqual(['Fare difference', 'Change fee', 'Payment surcharge', 'Total to pay'])
      const total = rows.at(-1)?.[1]
      expect(rows.slice(0, -1).reduce((sum, [, amount]) => sum + amount, 0)).toBe(total)
      expect(formatMoney({ amount: total ?? 0, currency: 'USD' })).toBe(due)
      expect(await sf.getByRole('link', { name: 'Back to bags and extras' }).count()).toBe(0)
      await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await sf.getByRole('button', { name: `Pay ${due}` }).click()

      // The trip page, the database and the API: the return's new flight on the new day.
      await waitForShadowText(sf, /Your new flights are booked\./, 20_000)
      const tripText = await waitForShadowText(sf, new RegExp(`Return · ${buttonDate(newBackDay)}`), 20_000)
      expect(tripText).toContain(newReturn)
      const stored = readOrder(e2e.dataDir, reference)
      const storedReturn = stored?.details.segments.filter((s) => s.partIndex === 1) ?? []
      expect([flightName(storedReturn[0]), ...storedReturn.slice(1).map(flightName)]).toEqual([newReturn, ...more])
      expect(storedReturn[0]?.departure.slice(0, 10)).toBe(isoDate(newBackDay))
      expect(stored?.details.segments.filter((s) => s.partIndex === 0)).toEqual(
        before?.details.segments.filter((s) => s.partIndex === 0),
      )
      const paid = paymentsAdded(before, stored)
      expect(paid.map((p) => p.amount)).toEqual([total])
      const api = await callApi<RetrieveTripQuery>(e2e.dxOrigin, retrieveTripDocument, {
        pnr: reference,
        last_name: 'Lovelace',
      })
      const apiReturn = api.data?.retrieveTrip.order.segments.filter((s) => s.partIndex === 1) ?? []
      expect(apiReturn.map((s) => `${s.airlineCode} ${s.flightNumber}`)).toEqual([newReturn, ...more])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
