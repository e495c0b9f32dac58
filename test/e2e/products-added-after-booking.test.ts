// A car added to a booked trip (issue 30, "After booking: a car or hotel added") in a real
// browser, on an order the booking API really made: the trip's extras opened from its page
// offer Car and hotel without an axe finding; a car chosen by keyboard alone goes to the
// change's cart and back to the change's extras; paid by card, the trip page lists the car
// CONFIRMED, and the API holds it with one new payment of exactly its price.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { bookingE2e, familyTrip, fillCard } from './booking'
import { expectNoAxeFinding, itemOf, message, productOf, tripByApi } from './products-after-steps'
import { type FocusInfo, tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc } from './shopping'
import { card, findTrip, openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const heading = (page: Page, name: string) => storefront(page).getByRole('heading', { name, level: 2 })
const isLink = (name: string) => (focus: FocusInfo) => focus.tag === 'a' && focus.name === name
/** The extras page has a stop for every bag, extra and protection offer before Car and hotel. */
const FAR = { maxPresses: 150 }

describe('a car added to a booked trip', () => {
  test('from the trip’s extras, by keyboard, paid by card: CONFIRMED on the trip page and in the API, one payment of its price', async () => {
    const reference = await order(e2e, trip, card)
    const before = await tripByApi(e2e.dxOrigin, reference)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 30_000)

      // The trip's extras, in the change: Car and hotel is offered, and axe finds nothing.
      await storefront(page).getByRole('button', { name: 'Bags', exact: true }).click()
      await heading(page, message('en-US', 'extras.changeTitle')).waitFor({ timeout: 30_000 })
      const extrasHash = new URL(page.url()).hash
      expect(extrasHash).toMatch(new RegExp(`^#/b2c/ancillaries\\?change=extras&pnr=${reference}&execution=`))
      const stay = storefront(page).getByRole('region', { name: message('en-US', 'extras.stay.title') })
      await stay.waitFor({ timeout: 30_000 })
      await expectNoAxeFinding(page, 'the change’s extras, en-US')

      // A car, by keyboard alone: its link, then the first Economy offer.
      await tabTo(page, isLink(message('en-US', 'extras.stay.car')), 'Rent a car at your destination', FAR)
      await page.keyboard.press('Enter')
      await heading(page, message('en-US', 'products.cars.title')).waitFor({ timeout: 30_000 })
      await storefront(page)
        .getByRole('button', { name: /^Choose Economy for / })
        .first()
        .waitFor({ timeout: 30_000 })
      await tabTo(
        page,
        (focus) => focus.tag === 'button' && focus.name.startsWith('Choose Economy for '),
        'Choose Economy',
        FAR,
      )
      await page.keyboard.press('Enter')
      await storefront(page).getByText('Car added to your booking: Economy.').waitFor({ timeout: 30_000 })
      // Back on the change's own extras, its address as before.
      expect(new URL(page.url()).hash).toBe(extrasHash)
      const chosen = await waitForShadowText(storefront(page), /Car in your cart: /, 30_000)
      await expectNoAxeFinding(page, 'the change’s extras with a car, en-US')

      await storefront(page)
        .getByRole('button', { name: message('en-US', 'extras.continue') })
        .click()
      await heading(page, 'Review and pay').waitFor({ timeout: 30_000 })
      await fillCard(storefront(page).locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await storefront(page).getByRole('button', { name: /^Pay / }).click()
      await waitForShadowText(storefront(page), /Your additions are booked\./, 30_000)

      // The API: the car CONFIRMED, and one new payment of exactly its price.
      const after = await tripByApi(e2e.dxOrigin, reference)
      const car = productOf(after, 'CAR')
      expect(car.state).toBe('CONFIRMED')
      expect(chosen).toContain(`Car in your cart: ${car.title}`)
      expect(after.order.payments).toHaveLength(before.order.payments.length + 1)
      // The payments as the API lists them, less the booking's: the one new is the car's.
      const amounts = (payments: typeof before.order.payments) =>
        payments.map((p) => `${p.amount.amount} ${p.amount.currency}`).sort()
      const added = amounts(after.order.payments)
      for (const old of amounts(before.order.payments)) added.splice(added.indexOf(old), 1)
      expect(added).toEqual([`${car.price.amount} ${car.price.currency}`])
      expect(Number.isInteger(car.price.amount) && car.price.amount > 0).toBe(true)

      // The trip page lists it, confirmed.
      const item = itemOf(page, 'en-US', car.title)
      await item.waitFor({ timeout: 30_000 })
      expect(await item.textContent()).toContain(message('en-US', 'products.trip.state.CONFIRMED'))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 240_000)
})
