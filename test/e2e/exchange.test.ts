// Changing flights in a real browser, on an order the booking API really made (a Classic
// fare, so a change is allowed for a fee): from the trip page, the outbound moved to
// another day, its cost read on the fare and on the review, a declined card that leaves
// the order as it was, then the difference paid by card; the new flights on the trip page
// and in the database, the amount paid to the cent. The part choice, the results in
// change mode and the review have no serious axe finding, and work by keyboard alone.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookingE2e, familyTrip, fillCard } from './booking'
import type { WatchedPage } from './harness'
import { paymentsAdded, readOrder } from './orders'
import { tabTo, waitForShadowText } from './shadow'
import { addDays, buttonDate, formatMoney, isoDate, storefront, todayUtc, waitForFocus } from './shopping'
import { card, findTrip, openTripPage, order } from './trips'

const e2e = bookingE2e()
const depart = addDays(todayUtc(), 21)
const trip = familyTrip(depart, addDays(todayUtc(), 28))
/** Another day for the outbound, in the calendar's month (the month of the booked day). */
const newDay = addDays(depart, addDays(depart, 1).getUTCMonth() === depart.getUTCMonth() ? 1 : -1)
/** The new day's button in the calendar: the date and its lowest price (its shown number is hidden from its name). */
const dayName = new RegExp(`^(\\d+)?${buttonDate(newDay)}, \\$`)

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

const heading = (page: Page, name: string | RegExp) => storefront(page).getByRole('heading', { name, level: 2 })

/** The partner page, the trip found with dx-trip-lookup and shown by the storefront. */
async function openTrip(reference: string): Promise<WatchedPage> {
  const watched = await openTripPage(e2e)
  await findTrip(watched.page, reference, 'Lovelace')
  await waitForShadowText(storefront(watched.page), /Your booking is confirmed\./, 20_000)
  return watched
}

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
      await tabTo(page, button(dayName), 'the new day', { maxPresses: 60 })
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
})
