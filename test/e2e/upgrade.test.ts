// Upgrading a booked trip in a real browser, on an order the booking API really made: the
// trip found with dx-trip-lookup, its outbound upgraded to Business and paid by card, the
// trip page showing Business for it; then the upgrade cancelled by keyboard alone, the
// refund shown. Each step is checked in the database (amounts in integer minor units),
// and axe finds no serious issue on the offers and cancel steps.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookingE2e, familyTrip, fillCard } from './booking'
import { paymentsAdded, readOrder, readRefunds } from './orders'
import { paymentBreakdown } from './price-lines'
import { tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, waitForFocus } from './shopping'
import { card, findTrip, openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

const button = (name: string) => (focus: { tag: string; name: string }) => focus.tag === 'button' && focus.name === name

describe('upgrading a booked trip', () => {
  test('the outbound upgraded and paid by card, then the upgrade cancelled by keyboard and refunded', async () => {
    const reference = await order(e2e, trip, card)
    const booked = readOrder(e2e.dataDir, reference)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      const shop = storefront(page)
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(shop, /Your booking is confirmed\./, 20_000)

      await shop.getByRole('button', { name: 'Upgrade to Business' }).click()
      const offers = shop.getByRole('checkbox')
      await offers.first().waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
      await offers.first().check()
      await shop.getByRole('button', { name: 'Continue to payment' }).click()
      await shop.getByRole('heading', { name: 'Review and pay', level: 2 }).waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).hash).toMatch(
        new RegExp(`^#/b2c/payment\\?change=upgrade&pnr=${reference}&execution=`),
      )
      // The flight upgraded, its price for the passengers and any seat given up: lines that add up.
      const rows = await paymentBreakdown(shop)
      expect(rows[0]?.[0]).toMatch(/^Business on ZZ \d+ [A-Z]{3} to [A-Z]{3}: 3 passengers × \$[\d,]+\.\d\d$/)
      const toPay = rows.at(-1)?.[1] ?? 0
      expect(rows.slice(0, -1).reduce((sum, [, amount]) => sum + amount, 0)).toBe(toPay)
      expect(toPay).toBeGreaterThan(0)
      await fillCard(shop.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await shop.getByRole('button', { name: /^Pay / }).click()
      await waitForShadowText(shop, /Your additions are booked\./, 20_000)
      await waitForShadowText(shop, /Cabin: Business · upgraded from/, 20_000)

      const upgraded = readOrder(e2e.dataDir, reference)
      const paid = upgraded?.details.segments[0]?.upgrade?.paid ?? 0
      expect(paid).toBeGreaterThan(0)
      expect(Number.isInteger(paid)).toBe(true)
      expect(upgraded?.details.segments[1]?.upgrade).toBeUndefined()
      const added = paymentsAdded(booked, upgraded)
      expect(upgraded?.payments).toHaveLength(2)
      expect(added).toHaveLength(1)
      const payment = added[0]?.amount ?? 0
      expect(payment).toBeGreaterThanOrEqual(paid)
      expect(payment).toBe(toPay)

      // Cancelling the upgrade, by keyboard alone.
      await tabTo(page, button('Cancel upgrade'), 'Cancel upgrade', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.name === 'Cancel upgrade' && focus.tag === 'h3', 'the cancel heading')
      await shop.getByRole('button', { name: 'Review refund' }).waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
      await tabTo(page, button('Review refund'), 'Review refund')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.name === 'Review your refund', 'the review heading')
      await tabTo(page, (focus) => focus.name === 'Yes, cancel these upgrades', 'the confirmation')
      await page.keyboard.press('Space')
      await tabTo(page, button('Confirm cancellation'), 'Confirm cancellation')
      await page.keyboard.press('Enter')
      const done = await waitForShadowText(shop, /Your upgrade is cancelled\. Refund R[A-Z0-9]{9}:/, 20_000)
      await waitForShadowText(shop, /Cabin: Economy[\s\S]*Cabin: Economy/, 20_000)

      const refunds = readRefunds(e2e.dataDir, reference)
      expect(refunds.map((r) => [r.target, r.amount])).toEqual([['ORIGINAL_PAYMENT', paid]])
      expect(done).toContain(refunds[0]?.reference ?? 'none')
      expect(readOrder(e2e.dataDir, reference)?.details.segments[0]?.upgrade).toBeUndefined()
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
