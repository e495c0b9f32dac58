// Booking signed in with a saved companion, by keyboard alone: the search box for two
// adults, the fares, then on the passengers page the demo traveller signs in from the
// page's own offer (docs/demo-api.md), chooses herself and her companion for the two
// places with the arrow keys, the forms fill in, and the trip is paid by card. After each
// step focus is on the new page's heading (or, signed in, on the first place's choice that
// replaced the offer) and shows; axe finds nothing, of any impact, on each new state.
import { describe, expect, test } from 'vitest'
import { ADA, headerAccount, nameShown } from './account-widget'
import { expectAxeClean, focusOnHeading, openAccountShop, openDialogOnEmail } from './account-keyboard-steps'
import { bookingE2e } from './booking'
import { chooseFareByKeyboard, expectFocusVisible, isButton, searchByKeyboard } from './keyboard'
import { typeAll } from './passenger-forms'
import { type FocusInfo, tabTo } from './shadow'
import { DESTINATION, ORIGIN, routeOf, storefront, todayUtc, waitForFocus } from './shopping'

const e2e = bookingE2e()

describe('booking signed in, by keyboard alone', { timeout: 300_000 }, () => {
  test('book signed in with a companion: sign in on the passengers page, choose the traveller and the companion, the forms fill in, pay', async () => {
    const watched = await openAccountShop(e2e)
    try {
      const { page } = watched
      await searchByKeyboard(page, ['adult'])
      await page.waitForURL((url) => routeOf(url.href).page === 'flight-selection', { timeout: 30_000 })
      expect(routeOf(page.url()).query.get('ADT')).toBe('2')
      await chooseFareByKeyboard(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      await chooseFareByKeyboard(page, 'Choose your return flight', DESTINATION, 'Classic')
      await tabTo(page, isButton('Continue'), 'Continue in the trip summary', { maxPresses: 400 })
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Who is travelling?')
      const sf = storefront(page)
      await sf.getByText('Sign in to use your saved details.').waitFor({ timeout: 30_000 })

      // Signed in from the page's own offer: the form stays, the offer turns into a choice at each place.
      await tabTo(page, isButton('Sign in'), 'Sign in of the offer')
      await expectFocusVisible(page, 'Sign in of the offer')
      await openDialogOnEmail(page)
      await page.keyboard.type(ADA.email)
      await page.keyboard.press('Tab')
      await page.keyboard.type(ADA.password)
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await nameShown(headerAccount(page))
      const chooser = (place: string) => (focus: FocusInfo) =>
        focus.tag === 'select' &&
        focus.label.startsWith('Fill in from your saved travellers') &&
        focus.label.includes(place)
      // The button is gone with the offer: focus goes to the first place's choice, which took its place.
      await waitForFocus(page, chooser('Adult 1'), 'the choice of Adult 1', 30_000)
      await expectFocusVisible(page, 'the choice of Adult 1')
      // The dialog's Enter sent its own form only, not the passengers form around it.
      expect(await sf.locator('.dx-pax-errors').count(), 'the passengers form’s error summary').toBe(0)
      await expectAxeClean(page, 'passengers, signed in')

      const adult = (number: number) => sf.getByRole('region', { name: new RegExp(`^Adult ${number}`) })
      const choice = (number: number) =>
        adult(number).getByRole('combobox', { name: /^Fill in from your saved travellers/ })
      await page.keyboard.press('ArrowDown')
      await expect
        .poll(() => choice(1).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
        .toBe('Ada Lovelace (you)')
      await expect.poll(() => adult(1).getByLabel('Given names').inputValue()).toBe('Ada')
      await tabTo(page, chooser('Adult 2'), 'the choice of Adult 2', { maxPresses: 80 })
      // Ada travels as Adult 1 already: the arrow passes her by, to her companion.
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => adult(2).getByLabel('Given names').inputValue()).toBe('Charles')
      expect(await adult(2).getByLabel('Document number').inputValue()).toBe('X7654321')
      expect(await sf.getByLabel('Email address').inputValue()).toBe(ADA.email)
      await expectAxeClean(page, 'passengers, both places chosen')

      await tabTo(page, isButton('Save and continue'), 'Save and continue', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Choose your seats')
      await tabTo(page, isButton('Skip seats'), 'Skip seats', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Bags and extras')
      await tabTo(page, isButton('Continue to payment'), 'Continue to payment', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Review and pay')
      await sf.getByRole('radio', { name: /Credit or debit card/ }).waitFor({ timeout: 30_000 })
      // The name on the card comes from the first passenger, the traveller.
      await expect.poll(() => sf.getByLabel('Name on card').inputValue()).toBe('Ada Lovelace')
      await expectAxeClean(page, 'payment, signed in')
      await typeAll(page, [
        ['Card number', '4111111111111111'],
        ['Month', '12'],
        ['Year', String(todayUtc().getUTCFullYear() + 3)],
        ['Security code', '123'],
        ['Street and house number', '12 St James’s Square'],
        ['Town or city', 'London'],
        ['Postal code', 'SW1Y 4JH'],
        ['Country', 'United Kingdom'],
      ])
      await tabTo(page, isButton(/^Pay /), 'the Pay button', { maxPresses: 60 })
      await page.keyboard.press('Enter')
      await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 60_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      await sf.getByText(reference, { exact: true }).first().waitFor({ timeout: 30_000 })
      const heading = await waitForFocus(
        page,
        (focus) => /^h[1-6]$/.test(focus.tag),
        'the confirmation’s heading',
        30_000,
      )
      expect(heading.name).toMatch(/confirmed/i)
      await expectFocusVisible(page, 'the confirmation’s heading')
      await expectAxeClean(page, 'confirmation, signed in')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
