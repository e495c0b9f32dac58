// A point of sale implies its currency, and the yen has no decimals (issue 31): the
// storefront opened with pointOfSale=JP and no currency searches in yen, shows whole ¥
// amounts on flight selection and in the trip summary, and the payment page of a
// conversation priced in yen shows whole ¥ lines that add up to its total. The page's
// locale stays en-US: only the currency follows the market.
import { describe, expect, test } from 'vitest'
import { bookingE2e, fillCardFields, openPaymentPage, savePassengers, startConversation } from './booking'
import { paymentBreakdown, yen } from './price-lines'
import {
  clickFare,
  defaultTrip,
  DESTINATION,
  fareButtons,
  formatMoney,
  nextCart,
  openShop,
  ORIGIN,
  recordEvents,
  storefront,
  storefrontHash,
  summaryTotal,
  tripQuery,
} from './shopping'

const e2e = bookingE2e()

describe('a storefront sold in Japan', () => {
  test('prices flight selection and the trip summary in whole yen', async () => {
    const trip = defaultTrip()
    const watched = await openShop(e2e, storefrontHash('flight-selection', tripQuery(trip, { pointOfSale: 'JP' })))
    try {
      const { page } = watched
      const events = await recordEvents(watched)
      const fare = fareButtons(page, 'Classic').first()
      await fare.waitFor({ state: 'visible', timeout: 15_000 })
      const name = (await fare.getAttribute('aria-label')) ?? (await fare.textContent()) ?? ''
      expect(name).toMatch(/^Classic, ¥[\d,]+, /)
      expect(yen(name)).toBeGreaterThan(0)
      // Every fare of every flight: its price and total in yen, never with a decimal point.
      const names = await storefront(page)
        .locator('button.dx-fare')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
      expect(names.length).toBeGreaterThan(0)
      for (const fareName of names) {
        expect(fareName).toMatch(/¥[\d,]+/)
        expect(fareName).not.toMatch(/¥[\d,]*\.\d|\$/)
      }

      await clickFare(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      await clickFare(page, 'Choose your return flight', DESTINATION, 'Classic')
      const cart = await nextCart(events)
      expect(cart.total.currency).toBe('JPY')
      const total = formatMoney(cart.total)
      expect(total).toMatch(/^¥[\d,]+$/)
      await summaryTotal(page).filter({ hasText: total }).waitFor({ state: 'visible', timeout: 10_000 })
      expect(await summaryTotal(page).locator('.dx-price').textContent()).toBe(total)
    } finally {
      await watched.close()
    }
  })

  test('shows whole yen on the payment page, its lines adding up to the total to pay', async () => {
    const trip = { ...defaultTrip(), infants: 1 }
    const conversation = await startConversation(e2e.dxOrigin, trip, 'classic', 'JPY')
    await savePassengers(e2e.dxOrigin, conversation, trip)
    conversation.query.set('pointOfSale', 'JP')
    const watched = await openPaymentPage(e2e, conversation)
    try {
      const rows = await paymentBreakdown(storefront(watched.page), yen)
      expect(rows.at(-1)?.[0]).toBe('Total to pay')
      const total = rows.at(-1)?.[1] ?? 0
      expect(total).toBeGreaterThan(0)
      // Each passenger's row adds up to all passengers', and that with any fee to the total to pay.
      const all = rows.findIndex(([name]) => name === 'All passengers')
      const add = (from: [string, number][]) => from.reduce((sum, [, amount]) => sum + amount, 0)
      expect(all).toBe(4)
      expect(add(rows.slice(0, all))).toBe(rows[all]?.[1])
      expect(add(rows.slice(all, -1))).toBe(total)
      const sf = storefront(watched.page)
      expect(await sf.getByRole('button', { name: /^Pay / }).textContent()).toBe(
        `Pay ${formatMoney({ amount: total, currency: 'JPY' })}`,
      )
      // A pound card is offered the yen in pence: 0.005425 pounds a yen, shown to all its digits.
      await fillCardFields(sf.locator('form'), '4111 1111 1111 1111')
      const pounds = formatMoney({ amount: Math.round(total * 0.005425 * 100), currency: 'GBP' })
      const inPounds = sf.getByRole('radio', {
        name: new RegExp(`^Pay in GBP: ${pounds.replace('.', '\\.')} \\(rate 1 JPY = 0\\.005425 GBP`),
      })
      await inPounds.waitFor({ state: 'attached', timeout: 15_000 })
    } finally {
      await watched.close()
    }
  })
})
