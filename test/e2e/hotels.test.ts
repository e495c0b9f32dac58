// Hotels in a booking (issue 30): hotel-search lists the hotels near the arrival airport
// for the stay between the flights, hotel-details their rooms with the price and the
// cancellation policy in words; a room is chosen by keyboard alone. axe finds nothing, of
// any impact, on either page in en-US and ar-AE. The chosen room goes into the cart and
// the hotel step shows it. Paying for it and cancelling it are the lifecycle's server tests.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookedConversation, bookingE2e, openBookingPage } from './booking'
import { addDays, heading, isoDate, routeOf, storefront, storefrontHash, todayUtc, type Trip } from './shopping'

const e2e = bookingE2e()

const depart = addDays(todayUtc(), 21)
const back = addDays(todayUtc(), 28)
// One adult: every room type fits (a family of four fits only the family rooms).
const trip: Trip = { depart, back, adults: 1, children: 0 }
// API refusals the pages answer themselves (an expired quote, a room gone) are not problems here.
const refusals = /\/dx\/api\/graphql/

async function expectNoFindings(page: Page): Promise<void> {
  const report = await runAxe(page)
  expect(report.all.map((f) => `${f.impact} ${f.id}: ${f.targets.join(', ')}`)).toEqual([])
}

describe('hotels', () => {
  test('hotel-search lists the hotels near JFK for the stay between the flights, and hotel-details their rooms with the policy in words, by keyboard', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openBookingPage(e2e, conversation, 'hotel-search', (page) =>
      storefront(page).getByRole('link', { name: 'See rooms at Terminal One Suites' }),
    )
    const { page } = watched
    try {
      const sf = storefront(page)
      expect(await heading(page, 'Hotels near JFK').isVisible()).toBe(true)
      expect(await sf.getByLabel('Check-in').inputValue()).toBe(isoDate(depart))
      expect(await sf.getByLabel('Check-out').inputValue()).toBe(isoDate(back))
      // Nearest first
      const names = await sf.locator('.dx-hotel h3').allTextContents()
      expect(names).toEqual(['Terminal One Suites', 'Jamaica Bay Airport Hotel', 'Rockaway Beach Hotel'])
      await expectNoFindings(page)

      const link = sf.getByRole('link', { name: 'See rooms at Jamaica Bay Airport Hotel' })
      await link.focus()
      await page.keyboard.press('Enter')
      await heading(page, 'Jamaica Bay Airport Hotel').waitFor({ timeout: 15_000 })
      expect(routeOf(page.url()).query.get('hotel')).toBe('JFK-JAMAICA-BAY')
      const rooms = sf.locator('.dx-hotel-room')
      await rooms.first().waitFor({ timeout: 15_000 })
      expect(await rooms.locator('h3').allTextContents()).toEqual(['Queen Room', 'Queen Room, non-refundable'])
      const queen = (await rooms.first().textContent()) ?? ''
      expect(queen).toMatch(/\$[\d,]+\.\d\d for 7 nights/)
      expect(queen).toContain('Free cancellation until 2 days before check-in, then one night')
      expect(await rooms.nth(1).textContent()).toContain('Non-refundable')
      await expectNoFindings(page)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 120_000)

  test('a room of hotel-details is chosen by keyboard and the hotel step shows it in the cart, in ar-AE', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const query = new URLSearchParams(conversation.query)
    query.set('checkin', isoDate(depart))
    query.set('checkout', isoDate(back))
    query.set('hotel', 'JFK-TERMINAL-ONE')
    const watched = await openBookingPage(
      e2e,
      { ...conversation, hash: (page) => storefrontHash(page, query) },
      'hotel-details',
      (page) => storefront(page).locator('.dx-hotel-room').first(),
      { locale: 'ar-AE' },
    )
    const { page } = watched
    try {
      const sf = storefront(page)
      const room = sf.locator('.dx-hotel-room').first()
      expect(await room.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      expect(await room.textContent()).toContain('قيمة الإقامة')
      await expectNoFindings(page)
      const choose = room.getByRole('button')
      await choose.focus()
      await page.keyboard.press('Enter')
      // The room goes into the cart and the hotel step shows it there.
      await heading(page, 'الفندق').waitFor({ timeout: 15_000 })
      await sf.getByText(/^في سلتك: /).waitFor({ timeout: 15_000 })
      expect(await sf.getByText(/^في سلتك: /).count()).toBe(1)
      await expectNoFindings(page)
      expect(watched.problems({ allowHttpErrors: refusals })).toEqual([])
    } finally {
      await watched.close()
    }
  }, 120_000)
})
