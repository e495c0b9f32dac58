// Typing and reading in any script (issue 28, items 4, 5 and 7), in ar-AE on a 375 px
// phone: a traveller types the passengers page and the card in Arabic-Indic digits (the
// date and expiry selects by keyboard too) and the booking goes through; a name in Arabic
// script is asked for in the passport's Latin letters; an amount reads "US$ 12.00" on
// screen, not "$US 12.00"; the seat map keeps the aircraft's layout, seat A on the left.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { expectSymbolLeftOfNumber } from './amount-glyphs'
import { bookedConversation, bookingE2e, openBookingPage, startConversation } from './booking'
import { addDays, storefront, todayUtc, type Trip } from './shopping'

const e2e = bookingE2e()

const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
const PHONE = { width: 375, height: 812 }

const arabic = JSON.parse(readFileSync(new URL('../../locales/ar-AE.json', import.meta.url), 'utf8')) as {
  passengers: { error: Record<string, string> }
}

/** 0-9 written in Arabic-Indic digits. */
const indic = (digits: string | number): string =>
  String(digits).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))

const at = (page: Page, path: string): Locator => storefront(page).locator(`[data-path="${path}"]`)

/**
 * Focuses a select and types on it a key per character, as an Arabic keyboard sends them
 * (key "١"): Playwright's keyboard knows only the US layout's keys, so the keys go through
 * the browser's own input events.
 */
async function typeIntoSelect(page: Page, select: Locator, keys: string): Promise<void> {
  await select.focus()
  const cdp = await page.context().newCDPSession(page)
  try {
    for (const key of keys) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key })
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key })
    }
  } finally {
    await cdp.detach()
  }
}

/** The day, month and year selects of the date group whose first select has `path`. */
function dateParts(page: Page, path: string) {
  const group = storefront(page).locator('fieldset.dx-pax-date', { has: page.locator(`[data-path="${path}"]`) })
  return (part: 'day' | 'month' | 'year') => group.locator(`select[id$="-${part}"]`)
}

describe('typing and reading in any script (ar-AE, 375 px)', () => {
  test('passengers typed in Arabic-Indic digits are saved; an Arabic-script name is asked for in Latin letters; seat A is on the left', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    const watched = await openBookingPage(
      e2e,
      conversation,
      'passengers',
      (page) => at(page, 'passengers.0.givenName'),
      { locale: 'ar-AE' },
    )
    const { page } = watched
    try {
      await page.setViewportSize(PHONE)
      const given = at(page, 'passengers.0.givenName')
      await given.fill('محمد')
      await given.blur()
      await storefront(page)
        .getByText(arabic.passengers.error.NOT_LATIN_NAME ?? '-')
        .waitFor({ timeout: 10_000 })
      await given.fill('Mohammed')
      await at(page, 'passengers.0.familyName').fill('Al Maktoum')

      const year = todayUtc().getUTCFullYear()
      const birth = dateParts(page, 'passengers.0.dateOfBirth')
      await typeIntoSelect(page, birth('year'), indic(1980))
      await typeIntoSelect(page, birth('day'), indic(15))
      await birth('month').selectOption('3')
      await at(page, 'passengers.0.travelDocument.number').fill(`P${indic('1234567')}`)
      await at(page, 'passengers.0.travelDocument.issuingCountry').selectOption('AE')
      await at(page, 'passengers.0.travelDocument.nationality').selectOption('AE')
      const expiry = dateParts(page, 'passengers.0.travelDocument.expiryDate')
      await typeIntoSelect(page, expiry('year'), indic(year + 5))
      await typeIntoSelect(page, expiry('day'), indic(20))
      await expiry('month').selectOption('6')
      expect(await birth('year').inputValue()).toBe('1980')
      expect(await birth('day').inputValue()).toBe('15')
      expect(await expiry('year').inputValue()).toBe(String(year + 5))

      await at(page, 'contact.email').fill('m.almaktoum@example.com')
      await at(page, 'contact.phoneCountryCode').fill(`+${indic(971)}`)
      await at(page, 'contact.phoneNumber').fill(indic('50 123 4567'))
      await storefront(page).getByRole('button', { name: 'حفظ ومتابعة' }).click()

      // The API takes 0-9 only: reaching the seats says the digits were read and sent as such.
      const seat = (name: RegExp) => storefront(page).getByRole('gridcell', { name }).first()
      await seat(/^\d+A،/).waitFor({ timeout: 20_000 })
      const x = async (cell: Locator) => (await cell.boundingBox())?.x ?? Number.NaN
      const seatA = await x(seat(/^\d+A،/))
      expect(seatA).toBeLessThan(await x(seat(/^\d+C،/)))
      expect(await x(storefront(page).getByRole('rowheader').first())).toBeLessThan(seatA)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a card typed in Arabic-Indic digits pays, and the amount reads "US$ 12.00", the symbol whole on the number’s left', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openBookingPage(
      e2e,
      conversation,
      'payment',
      (page) => storefront(page).locator('input[name="number"]'),
      { locale: 'ar-AE' },
    )
    const { page } = watched
    try {
      await page.setViewportSize(PHONE)
      const pay = storefront(page).locator('.dx-pay-submit')
      await expectSymbolLeftOfNumber(pay, 'the pay button')

      const form = storefront(page).locator('form')
      const field = (name: string) => form.locator(`[name="${name}"]`)
      await field('number').fill(indic('4111 1111 1111 1111'))
      await typeIntoSelect(page, field('expiryMonth'), indic(12))
      await typeIntoSelect(page, field('expiryYear'), indic(todayUtc().getUTCFullYear() + 3))
      expect(await field('expiryMonth').inputValue()).toBe('12')
      await field('cvc').fill(indic(123))
      await field('holderName').fill('Mohammed Al Maktoum')
      await field('street').fill('Sheikh Zayed Road 1')
      await field('city').fill('Dubai')
      await field('postalCode').fill(indic('00000'))
      await field('country').selectOption('AE')
      await pay.click()
      await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 30_000 })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
