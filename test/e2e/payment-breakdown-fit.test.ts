// The payment page's price breakdown fits its column in every language: in Brazilian Portuguese
// its amounts ("US$ 1.020,98") and column names made the table 50 px wider than the page's
// column at 1280 px, and the total to pay was cut off behind a sideways scroll. Where the table
// is wider than its box, its rows stack with each amount named; where it fits, it stays a table.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { bookedConversation, bookingE2e, familyTrip, openBookingPage } from './booking'
import { addDays, storefront, todayUtc } from './shopping'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

/** The breakdown's box: whether it stacks its rows, and how far its content runs past its edge. */
async function breakdownFit(page: Page) {
  const box = storefront(page).locator('.dx-pay-breakdown-scroll')
  await box.locator('.dx-pay-due').waitFor({ timeout: 15_000 })
  return box.evaluate((element) => ({
    stacked: element.hasAttribute('data-stacked'),
    overflow: element.scrollWidth - element.clientWidth,
    headerShown: (element.querySelector('thead')?.getBoundingClientRect().height ?? 0) > 1,
  }))
}

const paymentShown = (page: Page) => storefront(page).locator('.dx-pay-breakdown .dx-pay-due')

describe('the payment breakdown on a desktop screen', () => {
  test('in pt-BR at 1000 px stacks its rows rather than hide the total behind a sideways scroll', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const { page, close } = await openBookingPage(e2e, conversation, 'payment', paymentShown, { locale: 'pt-BR' })
    try {
      // Wider than the phones' layout (795 px), and the page's column (640 px) narrower than the table.
      await page.setViewportSize({ width: 1000, height: 900 })
      const fit = await breakdownFit(page)
      expect(fit.overflow).toBeLessThanOrEqual(0)
      expect(fit.stacked).toBe(true)
      await expect(storefront(page).locator('.dx-pay-due td').last().isVisible()).resolves.toBe(true)
    } finally {
      await close()
    }
  })

  test('in en-US at 1280 px stays a table with its column names, as it fits', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const { page, close } = await openBookingPage(e2e, conversation, 'payment', paymentShown)
    try {
      const fit = await breakdownFit(page)
      expect(fit).toEqual({ stacked: false, overflow: 0, headerShown: true })
    } finally {
      await close()
    }
  })
})
