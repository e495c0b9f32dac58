// A booking made end to end through the pages in ja-JP and in he-IL (issue 31): the home
// page's search form filled from the link and sent, Classic both ways on flight selection,
// one adult's form with a Latin name, seats and extras passed over, a card on the payment
// page, and the confirmation showing the booking reference the server stored as CONFIRMED.
// Controls are found by the locale's own messages (locales/<locale>.json), so the test holds
// whatever the translation says.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { bookingE2e, CONTACT } from './booking'
import { openPage } from './harness'
import { message, messagePattern } from './locale-tour'
import { readOrder } from './orders'
import { shadowText } from './shadow'
import { DESTINATION, ORIGIN, routeOf, storefront, todayUtc, tripQuery, addDays, type Trip } from './shopping'

const e2e = bookingE2e()
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
const expiryYear = String(todayUtc().getUTCFullYear() + 5)

/**
 * Where the offer of a fare button leaves from: the first airport code of its first flight
 * (right to left, the codes sit in isolate marks, which offerOrigin's pattern does not expect).
 */
const departsFrom = (fare: Locator): Promise<string> =>
  fare.evaluate(
    (button) =>
      /\b[A-Z]{3}\b/.exec(
        button.closest('.dx-offer')?.querySelector('.dx-offer-segments > li')?.textContent ?? '',
      )?.[0] ?? '',
  )

/** Waits for the list of flights leaving from `origin` and chooses its first Classic fare. */
async function chooseClassic(page: Page, origin: string): Promise<void> {
  const fare = storefront(page).locator('button.dx-fare', { hasText: 'Classic' }).first()
  await expect.poll(() => departsFrom(fare).catch(() => ''), { timeout: 60_000 }).toBe(origin)
  await fare.click()
}

/** Picks day, month and year in the group of date selects named `legend`. */
async function pickDate(form: Locator, locale: string, legend: string, [year, month, day]: string[]): Promise<void> {
  const group = form.getByRole('group', { name: message(locale, legend) })
  const select = (part: string) => group.getByLabel(message(locale, `passengers.date.${part}`), { exact: true })
  await select('day').selectOption(day ?? '')
  await select('month').selectOption(month ?? '')
  await select('year').selectOption(year ?? '')
}

describe.each(['ja-JP', 'he-IL'])('a booking in %s', { timeout: 300_000 }, (locale) => {
  test('search, flights, a Latin-named passenger, no seats or extras, a card: the confirmation shows the booking reference', async () => {
    const m = (key: string) => message(locale, key)
    const watched = await openPage(e2e, `/storefront-only.html#/b2c/home?${tripQuery(trip)}`, { locale })
    const { page } = watched
    try {
      await watched.waitForReady(['storefront'], 60_000)
      const sf = storefront(page)
      // The form is filled from the link once the airports are in; then the traveller sends it.
      await expect.poll(() => sf.getByRole('combobox').first().inputValue(), { timeout: 60_000 }).toContain(ORIGIN)
      await sf.getByRole('button', { name: m('searchBox.submit'), exact: true }).click()

      await chooseClassic(page, ORIGIN)
      await chooseClassic(page, DESTINATION)
      await sf
        .getByRole('button', { name: m('storefront.summary.continue'), exact: true })
        .first()
        .click()

      const form = sf.locator('form.dx-pax-form')
      await form.waitFor({ state: 'visible', timeout: 60_000 })
      await form.getByLabel(m('passengers.field.givenName')).fill('Ada')
      await form.getByLabel(m('passengers.field.familyName')).fill('Lovelace')
      await pickDate(form, locale, 'passengers.field.dateOfBirth', ['1980', '1', '15'])
      await form.getByLabel(m('passengers.field.travelDocument.number')).fill('P0000001')
      await form.getByLabel(m('passengers.field.travelDocument.issuingCountry')).selectOption('GB')
      await form.getByLabel(m('passengers.field.travelDocument.nationality')).selectOption('GB')
      await pickDate(form, locale, 'passengers.field.travelDocument.expiryDate', [expiryYear, '12', '31'])
      await form.getByLabel(m('passengers.field.email')).fill(CONTACT.email)
      await form.getByLabel(m('passengers.field.phoneCountryCode')).fill(CONTACT.phoneCountryCode)
      await form.getByLabel(m('passengers.field.phoneNumber')).fill(CONTACT.phoneNumber)
      await form.getByRole('button', { name: m('passengers.submit'), exact: true }).click()

      // Seats and extras are passed over as they are.
      await sf.locator('[role="gridcell"]').first().waitFor({ state: 'visible', timeout: 60_000 })
      await sf.getByRole('button', { name: m('seats.skip'), exact: true }).click()
      await sf.getByRole('button', { name: m('extras.continue'), exact: true }).click({ timeout: 60_000 })

      await sf.getByRole('radio', { name: m('payment.options.CARD') }).check({ timeout: 60_000 })
      await sf.getByLabel(m('payment.card.number'), { exact: true }).fill('4111 1111 1111 1111')
      await sf.getByLabel(m('payment.card.expiryMonth'), { exact: true }).selectOption('12')
      await sf.getByLabel(m('payment.card.expiryYear'), { exact: true }).selectOption(expiryYear)
      await sf.getByLabel(m('payment.card.cvc'), { exact: true }).fill('123')
      await sf.getByLabel(m('payment.billing.street'), { exact: true }).fill('12 St James’s Square')
      await sf.getByLabel(m('payment.billing.city'), { exact: true }).fill('London')
      await sf.getByLabel(m('payment.billing.postalCode'), { exact: true }).fill('SW1Y 4JH')
      await sf.getByLabel(m('payment.billing.country'), { exact: true }).selectOption('GB')
      await sf.getByRole('button', { name: messagePattern(locale, 'payment.pay.card') }).click()

      await sf
        .getByRole('heading', { name: m('confirmation.titleCONFIRMED'), level: 2 })
        .waitFor({ state: 'visible', timeout: 60_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      expect(reference).toMatch(/^[A-Z2-9]{6}$/)
      expect(await shadowText(sf)).toContain(reference)
      const order = readOrder(e2e.dataDir, reference)
      expect(order?.status).toBe('CONFIRMED')
      expect(order?.details.passengers.map((p) => [p.givenName, p.familyName])).toEqual([['Ada', 'Lovelace']])
      expect(await sf.locator('.dx-root').getAttribute('lang')).toBe(locale)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
