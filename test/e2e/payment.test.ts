// Ancillaries and payment end to end, on the family's round trip with its
// passengers saved through the API: a bag added on the ancillaries page reaches the
// order; the approved card, a declined card then the approved one, a challenge card
// through the demo bank and remote-return, ZZ Pay through remote-afop-return, and pay
// later each land on the confirmation route with a booking reference the server holds.
// axe finds nothing serious on the payment page, its card error state and a decline.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { serverTexts } from '../../demo/server/locale-texts/server-texts'
import { expectSymbolLeftOfNumber } from './amount-glyphs'
import { runAxe } from './axe'
import { bookedConversation, bookingE2e, familyTrip, fillCard, openBookingPage, openPaymentPage } from './booking'
import { message, messagePattern, PHONE } from './locale-tour'
import { readOrder } from './orders'
import { addDays, heading, routeOf, storefront, todayUtc, waitForFocus } from './shopping'

const e2e = bookingE2e()

const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
// A declined purchase is an answer with an error (402): the page handles it, the harness need not report it.
const declines = /\/dx\/api\/graphql/

const payButton = (page: Page) => storefront(page).getByRole('button', { name: /^Pay / })

/** Waits for the confirmation route and returns its booking reference. */
async function confirmationReference(page: Page): Promise<string> {
  await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 15_000 })
  const reference = routeOf(page.url()).query.get('pnr') ?? ''
  expect(reference).toMatch(/^[A-Z2-9]{6}$/)
  return reference
}

/**
 * Pixels a field's box runs on below its last control: a field alone in the form's column once
 * took the 10em basis meant for fields side by side, about 100 px of nothing under the installments.
 */
function emptySpaceUnder(field: Locator): Promise<number> {
  return field.evaluate((box) => {
    const last = box.lastElementChild
    return last ? box.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom : Number.NaN
  })
}

async function expectNoSeriousFindings(page: Page): Promise<void> {
  const report = await runAxe(page)
  expect(report.summary).toBe('')
}

describe('ancillaries and payment', () => {
  test('a bag for the first adult, then the approved card: confirmation with the reference, the bag and the card in the order', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openBookingPage(e2e, conversation, 'ancillaries', (page) => heading(page, 'Bags and extras'))
    const { page } = watched
    try {
      const sf = storefront(page)
      await sf.getByRole('button', { name: 'Add an extra bag for Adax Lovelace, LHR to JFK' }).click()
      await sf.getByText(/^Cart updated\. Bags and extras: \$/).waitFor({ timeout: 10_000 })
      await sf.getByRole('button', { name: 'Continue to payment' }).click()
      await heading(page, 'Review and pay').waitFor({ timeout: 15_000 })
      const adult = sf.getByRole('row', { name: /^Adult 1/ })
      await adult.waitFor()
      const bagCell = (await adult.getByRole('cell').allTextContents())[3]
      expect(bagCell).toMatch(/^\$\d+\.\d\d$/)
      expect(bagCell).not.toBe('$0.00')
      await expectNoSeriousFindings(page)

      const form = sf.locator('form')
      await fillCard(form, '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      // Card data is kept from spellcheckers, which may send what they check off the device.
      for (const label of ['Card number', 'Name on card']) {
        expect(await form.getByLabel(label).evaluate((field) => (field as HTMLInputElement).spellcheck), label).toBe(
          false,
        )
      }
      await sf.getByText('Card type: Visa').waitFor()
      // The demo offers this card installments and its own currency (GBP); the defaults pay in full, in USD.
      await sf.getByLabel('Pay in installments').waitFor({ timeout: 10_000 })
      expect(await emptySpaceUnder(form.locator('.dx-pay-installments'))).toBeLessThanOrEqual(1)
      const currency = sf.getByRole('group', { name: 'Currency to pay in' })
      await currency.waitFor({ timeout: 10_000 })
      expect(await currency.getByRole('radio', { name: /^Pay in USD/ }).isChecked()).toBe(true)
      expect(
        await currency
          .getByRole('radio', {
            name: /^Pay in GBP: £[\d,]+\.\d\d \(rate 1 USD = 0\.\d{4} GBP, includes a 3% markup\)/,
          })
          .isChecked(),
      ).toBe(false)
      await expectNoSeriousFindings(page)
      const due =
        (await sf
          .getByRole('row', { name: /^Total to pay/ })
          .getByRole('cell')
          .textContent()) ?? ''
      await payButton(page).click()
      const reference = await confirmationReference(page)

      const order = readOrder(e2e.dataDir, reference)
      expect(order?.status).toBe('CONFIRMED')
      expect(order?.details.items).toContainEqual(
        expect.objectContaining({ kind: 'BAG', passengerId: 'ADT-1', index: 0, detail: '1' }),
      )
      expect(order?.payments).toEqual([expect.objectContaining({ type: 'CARD', cardType: 'VISA', last4: '1111' })])
      expect(`$${((order?.total ?? 0) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(due)
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
      for (const secret of ['4111111111111111', 'Ada Lovelace', 'SW1Y']) expect(stored).not.toContain(secret)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the card errors in a focused summary; a declined card keeps everything but the security code; the approved card then pays', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      const sf = storefront(page)
      const form = sf.locator('form')
      await payButton(page).click()
      // Seven, not eight: the name on the card comes filled in with the first adult's.
      await waitForFocus(
        page,
        (focus) => focus.name.startsWith('There are problems with 7 fields'),
        'the error summary',
      )
      await expectNoSeriousFindings(page)

      await fillCard(form, '4000 0000 0000 0002', { holderName: 'Ada Lovelace' })
      await payButton(page).click()
      const alert = sf.getByRole('alert').filter({ hasText: 'Your payment was declined' })
      await alert.waitFor({ timeout: 10_000 })
      await waitForFocus(
        page,
        (focus) => focus.name.includes('Your payment was declined') || focus.role === 'alert',
        'the decline message',
      )
      expect(await form.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002')
      expect(await form.getByLabel('Name on card').inputValue()).toBe('Ada Lovelace')
      expect(await form.getByLabel('Postal code').inputValue()).toBe('SW1Y 4JH')
      expect(await form.getByLabel('Security code').inputValue()).toBe('')
      await expectNoSeriousFindings(page)

      await form.getByLabel('Card number').fill('4111 1111 1111 1111')
      await form.getByLabel('Security code').fill('321')
      await payButton(page).click()
      const reference = await confirmationReference(page)
      expect(readOrder(e2e.dataDir, reference)?.payments).toEqual([expect.objectContaining({ last4: '1111' })])
      expect(watched.problems({ allowHttpErrors: declines })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('pay later holds the booking and lands on the confirmation route', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      const sf = storefront(page)
      await sf.getByRole('radio', { name: /Hold now, pay later/ }).check()
      await sf.getByText(/We hold your booking for 24 hours/).waitFor()
      expect(await sf.getByLabel('Card number').count()).toBe(0)
      await sf.getByRole('button', { name: 'Hold my booking' }).click()
      const reference = await confirmationReference(page)
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('HELD')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a challenge card goes through the demo bank and remote-return to confirmation', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      await fillCard(storefront(page).locator('form'), '4000 0000 0000 3220', { holderName: 'Ada Lovelace' })
      // The card's offers come first, as for a traveller reading the form: a request still in
      // flight when the page leaves for the bank would be aborted (and reported by the harness).
      await storefront(page).getByLabel('Pay in installments').waitFor({ timeout: 10_000 })
      await payButton(page).click()
      await page.waitForURL(/\/dx\/api\/payment\/challenge\?/, { timeout: 15_000 })
      expect(new URL(page.url()).searchParams.get('return')).toMatch(
        /#\/b2c\/remote-return\?.*execution=.*challengeId=/,
      )
      await page.getByRole('button', { name: 'Approve payment' }).click()
      const reference = await confirmationReference(page)
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CONFIRMED')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('in ar-AE on a 375 px phone the demo bank speaks Arabic, right to left, reads the amount as the shop does, fits the screen and axe finds nothing; approving there confirms', async () => {
    const locale = 'ar-AE'
    const m = (key: string) => message(locale, key)
    const bank = serverTexts(locale).paymentPages
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openBookingPage(
      e2e,
      conversation,
      'payment',
      (page) => storefront(page).locator('input[autocomplete="cc-number"]'),
      { locale },
    )
    const { page } = watched
    try {
      await page.setViewportSize(PHONE)
      const sf = storefront(page)
      await sf.getByLabel(m('payment.card.number'), { exact: true }).fill('4000 0000 0000 3220')
      await sf.getByLabel(m('payment.card.expiryMonth'), { exact: true }).selectOption('12')
      await sf
        .getByLabel(m('payment.card.expiryYear'), { exact: true })
        .selectOption(String(todayUtc().getUTCFullYear() + 3))
      await sf.getByLabel(m('payment.card.cvc'), { exact: true }).fill('123')
      await sf.getByLabel(m('payment.card.holderName'), { exact: true }).fill('Ada Lovelace')
      await sf.getByLabel(m('payment.billing.street'), { exact: true }).fill('12 St James’s Square')
      await sf.getByLabel(m('payment.billing.city'), { exact: true }).fill('London')
      await sf.getByLabel(m('payment.billing.postalCode'), { exact: true }).fill('SW1Y 4JH')
      await sf.getByLabel(m('payment.billing.country'), { exact: true }).selectOption('GB')
      // As in English: the card's offers are in before the page leaves for the bank.
      await sf.getByLabel(m('payment.installments.label')).waitFor({ timeout: 10_000 })
      await sf.getByRole('button', { name: messagePattern(locale, 'payment.pay.card') }).click()
      await page.waitForURL(/\/dx\/api\/payment\/challenge\?/, { timeout: 15_000 })

      // The shop names its language in the address, as 3-D Secure tells the issuer the browser's.
      expect(new URL(page.url()).searchParams.get('locale')).toBe(locale)
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        locale,
        'rtl',
      ])
      await page.getByRole('heading', { name: bank.challenge.heading, level: 1 }).waitFor()
      expect(await page.title()).toBe(bank.challenge.title)
      // The amount as the shop writes it: "US$ 3,168.98", not "$US 3,168.98".
      await expectSymbolLeftOfNumber(page.locator('.amount'), 'the bank page’s amount')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'the bank page is wider than the phone').toBeLessThanOrEqual(0)
      const { all } = await runAxe(page)
      expect(all.map((finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets}`)).toEqual(
        [],
      )
      await page.getByRole('button', { name: bank.challenge.approve }).click()
      const reference = await confirmationReference(page)
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CONFIRMED')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('ZZ Pay: cancelled on its page, back on payment with ZZ Pay still chosen and said so; then through its page and remote-afop-return to confirmation', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      const sf = storefront(page)
      await sf.getByRole('radio', { name: /ZZ Pay/ }).check()
      await sf.getByRole('button', { name: 'Continue to ZZ Pay' }).click()
      await page.waitForURL(/\/dx\/api\/payment\/zzpay\?/, { timeout: 15_000 })
      await page.getByRole('button', { name: 'Cancel payment' }).click()
      const cancelled = sf.getByRole('alert').filter({ hasText: 'ZZ Pay payment cancelled' })
      await cancelled.waitFor({ timeout: 15_000 })
      expect(await cancelled.textContent()).not.toMatch(/card|security code/i)
      expect(routeOf(page.url()).page).toBe('payment')
      expect(await sf.getByRole('radio', { name: /ZZ Pay/ }).isChecked()).toBe(true)
      await sf.getByRole('button', { name: 'Continue to ZZ Pay' }).click()
      await page.waitForURL(/\/dx\/api\/payment\/zzpay\?/, { timeout: 15_000 })
      expect(new URL(page.url()).searchParams.get('return')).toMatch(/#\/b2c\/remote-afop-return\?.*challengeId=/)
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      const reference = await confirmationReference(page)
      expect(readOrder(e2e.dataDir, reference)?.payments).toEqual([expect.objectContaining({ type: 'ZZPAY' })])
      expect(watched.problems({ allowHttpErrors: declines })).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('the payment page’s layout', () => {
  /** The page's width against its scroll width, once the new viewport is laid out. */
  const widths = (page: Page) =>
    page.evaluate(async () => {
      await new Promise(requestAnimationFrame)
      return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }
    })

  test('on a phone (375 and 320 px) nothing is wider than the screen, in en-US and ar-AE; at 1280 px the Arabic breakdown stays in its column', async () => {
    const conversation = await bookedConversation(e2e, trip)
    for (const locale of ['en-US', 'ar-AE']) {
      const watched = await openBookingPage(
        e2e,
        conversation,
        'payment',
        (page) => storefront(page).locator('.dx-pay-billing select'),
        { locale },
      )
      const { page } = watched
      try {
        for (const width of [375, 320]) {
          await page.setViewportSize({ width, height: 800 })
          const { scrollWidth, clientWidth } = await widths(page)
          expect(scrollWidth, `${locale} at ${width} px`).toBe(clientWidth)
        }
        await page.setViewportSize({ width: 1280, height: 800 })
        await widths(page)
        const region = await storefront(page).locator('.dx-pay-breakdown-scroll').boundingBox()
        const main = await storefront(page).locator('.dx-sf-main').boundingBox()
        expect(
          region && main && region.x >= main.x - 1 && region.x + region.width <= main.x + main.width + 1,
          `${locale}: the breakdown within its column`,
        ).toBe(true)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    }
  })
})
