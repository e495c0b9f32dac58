// Manage booking by keyboard alone, on orders the booking API really made: the trip
// found from the lookup on a partner page, the passenger details dialog opened, saved
// and closed, a schedule change accepted, a held booking paid and the boarding passes
// opened. At each step focus is where the traveller expects it and shows.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { bookingE2e, familyTrip } from './booking'
import { expectFocusVisible } from './keyboard'
import { serverLater } from './later-server'
import { readOrder } from './orders'
import { tabTo, waitForShadowText, type FocusInfo } from './shadow'
import { addDays, storefront, todayUtc, waitForFocus } from './shopping'
import { card, openTripPage, order, orderWithScheduleChange } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const isButton = (name: string | RegExp) => (focus: FocusInfo) =>
  focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))
const isField = (label: string) => (focus: FocusInfo) =>
  (focus.tag === 'input' || focus.tag === 'select') && focus.label.startsWith(label)

/** Whether focus (through shadow roots) is inside the element. */
const holdsFocus = (element: Locator) =>
  element.evaluate((node) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active !== null && node.contains(active)
  })

/** Tabs to a field, types into it (replacing what it held) and checks focus shows there. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, isField(label), `the field "${label}"`)
  await expectFocusVisible(page, label)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** Tabs to a button, checks focus shows on it, and presses Enter. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, isButton(name), `the button "${name}"`)
  await expectFocusVisible(page, String(name))
  await page.keyboard.press('Enter')
}

describe('manage booking by keyboard', () => {
  test('the lookup finds the trip, the trip page takes focus; the passenger dialog opens with focus inside, saves, and gives focus back', async () => {
    const reference = await order(e2e, trip)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      await typeInto(page, 'Booking reference or order number', reference)
      await typeInto(page, 'Last name', 'Lovelace')
      await page.keyboard.press('Enter')
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Your trip', 'the trip page’s heading')

      await press(page, 'Edit passenger details')
      const dialog = storefront(page).getByRole('dialog', { name: 'Edit passenger details' })
      await dialog.waitFor({ state: 'visible' })
      await expect.poll(() => holdsFocus(dialog)).toBe(true)
      await typeInto(page, 'Email', 'ada@example.org')
      await press(page, 'Save changes')
      await waitForShadowText(storefront(page), /Your changes are saved\./)
      await waitForFocus(page, isButton('Edit passenger details'), 'the dialog’s opener')
      await expectFocusVisible(page, 'the dialog’s opener')
      const stored = readOrder(e2e.dataDir, reference) as unknown as { details: { contact?: { email: string } } }
      expect(stored.details.contact?.email).toBe('ada@example.org')

      // Escape closes it, and focus goes back to the button that opened it.
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'visible' })
      await expect.poll(() => holdsFocus(dialog)).toBe(true)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      await waitForFocus(page, isButton('Edit passenger details'), 'the dialog’s opener after Escape')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a schedule change is accepted with the keyboard; focus goes to the message that says so', async () => {
    const reference = await orderWithScheduleChange(e2e, trip)
    const watched = await openTripPage(e2e, `#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
    try {
      const { page } = watched
      await waitForShadowText(storefront(page), /Your flight times have changed/, 20_000)
      await press(page, 'Accept new times')
      await waitForShadowText(storefront(page), /You accepted the new flight times\./)
      // The button is gone with the notice: focus goes to the message that says it is done.
      await waitForFocus(page, (focus) => focus.name === 'You accepted the new flight times.', 'the message')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a held booking is paid with the keyboard: Pay now moves focus into the card form, paying to the message that says so', async () => {
    const reference = await order(e2e, trip, { type: 'PAY_LATER' })
    const watched = await openTripPage(e2e, `#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
    try {
      const { page } = watched
      await waitForShadowText(storefront(page), /Your booking is on hold/, 20_000)
      await press(page, 'Pay now')
      const form = storefront(page).getByRole('region', { name: 'Pay now' })
      await form.waitFor({ state: 'visible' })
      // Focus moves to the card form it opens (its heading); the next Tab stop is in the form.
      await waitForFocus(page, (focus) => focus.tag === 'h3' && focus.name === 'Pay now', 'the card form’s heading')
      await page.keyboard.press('Tab')
      expect(await holdsFocus(form)).toBe(true)
      await typeInto(page, 'Card number', '4111111111111111')
      await tabTo(page, isField('Month'), 'the expiry month')
      await page.keyboard.press('End')
      await tabTo(page, isField('Year'), 'the expiry year')
      await page.keyboard.press('End')
      await typeInto(page, 'Security code', '123')
      await typeInto(page, 'Name on card', 'Ada Lovelace')
      await press(page, /^Pay \$/)
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
      await waitForFocus(page, (focus) => focus.name === 'Payment received: your booking is confirmed.', 'the message')
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CONFIRMED')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the boarding passes open with the keyboard: focus moves to their heading, and the button says they are open', async () => {
    const traveller = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
    const reference = await order(e2e, traveller, card)
    // A day before the first flight (London time is UTC, or an hour off it): check-in is open.
    const departure = readOrder(e2e.dataDir, reference)?.details.segments[0]?.departure
    if (!departure) throw new Error('the order has no flight')
    const later = await serverLater(e2e, new Date(Date.parse(`${departure}Z`) - 24 * 3_600_000))
    try {
      const watched = await openTripPage(later, `#/b2c/myb?pnr=${reference}&lastName=Lovelace`)
      try {
        const { page } = watched
        await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)
        await press(page, 'Boarding passes')
        await storefront(page)
          .getByRole('img', { name: /Boarding pass barcode/ })
          .first()
          .waitFor({ timeout: 20_000 })
        await waitForFocus(
          page,
          (focus) => focus.tag === 'h2' && focus.name === 'Boarding passes',
          'the passes heading',
        )
        expect(await storefront(page).getByRole('button', { name: 'Boarding passes', expanded: true }).count()).toBe(1)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    } finally {
      await later.close()
    }
  })
})
