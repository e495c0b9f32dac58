// The cars page (issue 30) in a real browser on a booking the API really made (LHR-JFK and
// back): the rental desks at JFK with the cars left from landing to the flight back, their
// prices and conditions; no axe finding of any impact in en-US and ar-AE (right to left),
// at 375 px with nothing wider than the phone; a car chosen by keyboard alone goes to the
// cart.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookedConversation, bookingE2e, familyTrip, openBookingPage } from './booking'
import { tabTo } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const desk = (page: Page, name: string) => storefront(page).getByRole('region', { name })

async function openCars(locale?: string) {
  const conversation = await bookedConversation(e2e, trip)
  const watched = await openBookingPage(
    e2e,
    conversation,
    'cars',
    (page) => storefront(page).getByRole('region', { name: 'Avis, Federal Circle' }),
    { locale },
  )
  return { conversation, watched }
}

async function expectNoFinding(page: Page, what: string): Promise<void> {
  const { all } = await runAxe(page)
  expect(
    all.map((finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets.join(', ')}`),
    what,
  ).toEqual([])
}

describe('cars page', () => {
  test('lists the cars at the arrival airport with prices and conditions, without an axe finding, on a phone', async () => {
    const { watched } = await openCars()
    const { page } = watched
    try {
      const avis = desk(page, 'Avis, Federal Circle')
      await expect(avis.getByRole('heading', { name: 'Economy', level: 4 }).isVisible()).resolves.toBe(true)
      expect(await avis.getByText('Mitsubishi Mirage or similar').count()).toBe(1)
      expect(await avis.getByText(/ for the whole rental$/).count()).toBe(6)
      expect(await desk(page, 'Enterprise, Federal Circle').getByRole('listitem').count()).toBeGreaterThanOrEqual(4)
      await avis.getByText('Rental conditions: Economy').click()
      // Economy's conditions come first; the other classes' stay folded
      await expect(avis.getByText('Drivers must be at least 21 years old').first().isVisible()).resolves.toBe(true)
      await expect(avis.getByText('Drivers must be at least 21 years old').nth(1).isVisible()).resolves.toBe(false)
      await expectNoFinding(page, 'cars page, en-US, desktop')
      await page.setViewportSize({ width: 375, height: 812 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await expectNoFinding(page, 'cars page, en-US, 375 px')
    } finally {
      await watched.close()
    }
  }, 120_000)

  test('reads right to left in ar-AE without an axe finding', async () => {
    // The desks keep the supplier's own names in every locale
    const { watched } = await openCars('ar-AE')
    const { page } = watched
    try {
      expect(await storefront(page).getByRole('heading', { name: 'استئجار سيارة', level: 2 }).count()).toBe(1)
      const direction = await storefront(page)
        .getByRole('heading', { name: 'استئجار سيارة', level: 2 })
        .evaluate((element) => getComputedStyle(element).direction)
      expect(direction).toBe('rtl')
      await page.setViewportSize({ width: 375, height: 812 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await expectNoFinding(page, 'cars page, ar-AE, 375 px')
    } finally {
      await watched.close()
    }
  }, 120_000)

  test('a car is chosen by keyboard alone', async () => {
    const { watched } = await openCars()
    const { page } = watched
    try {
      await desk(page, 'Avis, Federal Circle').getByRole('heading', { name: 'Economy' }).waitFor()
      await tabTo(
        page,
        (focus) => focus.tag === 'summary' && focus.name === 'Rental conditions: Economy',
        'the conditions',
      )
      await page.keyboard.press('Enter')
      await expect(storefront(page).getByText('Unlimited kilometres').first().isVisible()).resolves.toBe(true)
      await tabTo(
        page,
        (focus) => focus.tag === 'button' && focus.name.startsWith('Choose Economy for '),
        'Choose Economy',
      )
      await page.keyboard.press('Enter')
      await storefront(page).getByText('Car added to your booking: Economy.').waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).hash).toMatch(/^#\/b2c\/ancillaries\?/)
    } finally {
      await watched.close()
    }
  }, 120_000)
})
