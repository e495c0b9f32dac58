// Cancelling a booked trip to a travel credit in a real browser, by keyboard alone, on an
// order the booking API really made (Classic fare): the trip found with dx-trip-lookup,
// then the four steps of the cancel on its page (details, refund target, the explicit
// confirmation, the result), axe on each; the trip then shows it cancelled with the line
// in its history, and the database holds the cancelled order and a credit of the amount
// the page showed, in integer minor units.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { bookingE2e } from './booking'
import { runAxe } from './axe'
import { expectFocusVisible } from './keyboard'
import { readOrder, readRefunds } from './orders'
import { type FocusInfo, tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, waitForFocus } from './shopping'
import { findTrip, openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = { depart: addDays(todayUtc(), 35), back: addDays(todayUtc(), 42), adults: 1, children: 0 }

const isButton = (name: string | RegExp) => (focus: FocusInfo) =>
  focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))

/** Tabs to a button, checks focus shows on it, and presses Enter. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, isButton(name), `the button "${name}"`, { maxPresses: 80 })
  await expectFocusVisible(page, String(name))
  await page.keyboard.press('Enter')
}

/** Waits for a step: its heading takes the focus; axe then finds nothing serious or critical on the page. */
async function step(page: Page, title: string): Promise<void> {
  await waitForFocus(page, (focus) => focus.tag === 'h3' && focus.name === title, `the heading "${title}"`, 15_000)
  const { summary } = await runAxe(page)
  expect(summary, title).toBe('')
}

/** "$1,234.56" as integer minor units (two decimals in USD). */
const minorUnits = (shown: string): number => Number(shown.replace(/[^\d]/g, ''))

describe('cancelling a trip', () => {
  test('by keyboard, the whole trip to a travel credit: the page shows the credit, the trip is cancelled, the database agrees', async () => {
    const reference = await order(e2e, trip)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)

      await press(page, 'Cancel trip')
      await step(page, 'What do you want to cancel?')
      const hash = new URL(page.url()).hash
      expect(hash).toMatch(new RegExp(`^#/b2c/myb\\?pnr=${reference}&cancel=scope&execution=`))
      expect(hash).not.toContain('Lovelace')
      // The whole trip is the choice already made.
      await press(page, 'Continue')

      await step(page, 'What you get back')
      await waitForShadowText(storefront(page), /Classic: the fare is refunded less a cancellation fee/)
      await press(page, 'Continue')

      await step(page, 'Where should your refund go?')
      await tabTo(page, (focus) => focus.type === 'radio', 'the refund targets', { maxPresses: 40 })
      await page.keyboard.press('ArrowDown')
      await waitForFocus(page, (focus) => /^Travel credit/.test(focus.name), 'the travel credit')
      await press(page, 'Continue')

      await step(page, 'Confirm your cancellation')
      await tabTo(page, (focus) => focus.type === 'checkbox', 'the confirmation box')
      await expectFocusVisible(page, 'the confirmation box')
      await page.keyboard.press('Space')
      await press(page, /^Cancel trip and get .+ as travel credit$/)

      await step(page, 'Your trip is cancelled')
      const result = await waitForShadowText(storefront(page), /Travel credit code (TC\w+)/)
      const shownAmount = /Travel credit (\$[\d,]+\.\d\d)/.exec(result)?.[1] ?? ''
      const shownCode = /Travel credit code (TC\w+)/.exec(result)?.[1] ?? ''
      expect(result).toContain('This booking is cancelled.')

      await press(page, 'Back to your trip')
      const tripText = await waitForShadowText(storefront(page), /Booking cancelled/, 15_000)
      expect(tripText).toContain('This booking is cancelled.')
      expect(tripText).toContain(`Refunded ${shownAmount}`)
      expect((await runAxe(page)).summary).toBe('')

      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CANCELLED')
      const [refund, ...more] = readRefunds(e2e.dataDir, reference)
      expect(more).toEqual([])
      expect(refund?.target).toBe('TRAVEL_CREDIT')
      expect(refund?.credit?.code).toBe(shownCode)
      expect(Number.isInteger(refund?.credit?.amount)).toBe(true)
      expect(refund?.credit?.amount).toBe(minorUnits(shownAmount))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
