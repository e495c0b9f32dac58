// Finding a trip once, on a partner page whose widgets come from another origin: the
// lookup sends the traveller to the partner's own storefront page (a relative
// storefrontUrl resolves against the host page, not the widgets' server), and that page
// opens the full trip, names and changes included, with the access grant the lookup
// answered: the last name is typed once, and kept nowhere in the browser.
import { describe, expect, test } from 'vitest'
import arAE from '../../locales/ar-AE.json'
import type { Page } from 'playwright-core'
import { bookingE2e, familyTrip } from './booking'
import { openPage } from './harness'
import { shadowText, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { card, findTrip, lookupWidget, order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

async function expectNoNameKept(page: Page): Promise<void> {
  expect(page.url()).not.toMatch(/lovelace/i)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toMatch(/lovelace/i)
}

describe('finding a trip once', { timeout: 120_000 }, () => {
  test("the lookup opens the host's own storefront page (a relative storefrontUrl), which shows the full trip without the name again, after a reload too", async () => {
    const reference = await order(e2e, trip, card)
    const watched = await openPage(e2e, '/find-trip-once.html')
    try {
      const { page } = watched
      await watched.waitForReady(['trip-lookup'], 30_000)
      await findTrip(page, reference, 'Lovelace')
      await page.waitForURL((url) => url.pathname === '/storefront-only.html', { timeout: 30_000 })
      const landed = new URL(page.url())
      expect(landed.origin).toBe(e2e.hostOrigin)
      expect(landed.hash).toBe(`#/b2c/myb?pnr=${reference}&locale=en-US`)

      const full = async () => {
        const shown = await waitForShadowText(storefront(page), /Adax Lovelace/, 30_000)
        expect(shown).toContain('Your booking is confirmed.')
        expect(shown).not.toContain('This is the copy of your trip saved on this device')
        expect(await storefront(page).getByLabel('Last name').count()).toBe(0)
        expect(await storefront(page).getByRole('button', { name: 'Edit passenger details' }).count()).toBe(1)
      }
      await full()
      await expectNoNameKept(page)

      await page.reload()
      await full()
      await expectNoNameKept(page)
      expect(await shadowText(storefront(page))).toContain(reference)
    } finally {
      await watched.close()
    }
  })

  test('a lookup on a page in Arabic opens the trip page in Arabic, whatever the browser’s language', async () => {
    const reference = await order(e2e, trip, card)
    // The browser says en-US (openPage); the partner's page chose Arabic in its address.
    const watched = await openPage(e2e, '/find-trip-once.html', { locale: 'ar-AE' })
    try {
      const { page } = watched
      await watched.waitForReady(['trip-lookup'], 30_000)
      const form = lookupWidget(page)
      await form.getByLabel(arAE.tripLookup.reference).fill(reference)
      await form.getByLabel(arAE.tripLookup.lastName).fill('Lovelace')
      await form.getByRole('button', { name: arAE.tripLookup.submit }).click()
      await page.waitForURL((url) => url.pathname === '/storefront-only.html', { timeout: 30_000 })
      expect(new URL(page.url()).hash).toBe(`#/b2c/myb?pnr=${reference}&locale=ar-AE`)
      const shown = await waitForShadowText(storefront(page), new RegExp(arAE.manage.status.CONFIRMED), 30_000)
      expect(shown).not.toContain('Your booking is confirmed')
      await expectNoNameKept(page)
    } finally {
      await watched.close()
    }
  })
})
