// Issue 30's booking with partner products, end to end on a host page of its own
// (pages/products-booking.html): the flights LHR-JFK and back in the cart with the
// passenger saved (booking.ts, as the flight selection and passengers pages save them),
// then on the storefront's pages, by keyboard alone, travel insurance, refund protection
// and cancel-for-any-reason in "Protect your trip" (none chosen beforehand, each with a plain
// "No, thanks"), a car and a hotel room through "Car and hotel", and one card payment. Every
// product then has its own reference in the order (API) and on the confirmation, with its
// terms; the payment page's and the confirmation's lines name each product and add up to
// the total, to the cent, which is what the card was charged. axe finds nothing, of any
// impact, on the protection section (choices made, then declined) and on the confirmation's
// products, in en-US and ar-AE at 375 px.
import { afterAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { bookedConversation, bookingE2e, type Conversation, fillCard } from './booking'
import type { WatchedPage } from './harness'
import { amountTerms, paymentBreakdown } from './price-lines'
import {
  chooseRadioByKeyboard,
  expectCartProducts,
  expectNoAxeFinding,
  expectNoneChosen,
  openAncillaries,
  openConfirmation,
  PHONE,
  productList,
  protection,
  protectionGroups,
  protectionStorage,
  readApiOrder,
  readCart,
} from './products-steps'
import { tabTo } from './shadow'
import { addDays, heading, routeOf, storefront, todayUtc, type Trip } from './shopping'

const e2e = bookingE2e()

// One adult: every hotel room fits (a family of four fits only the family rooms).
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
const ALL_KINDS = ['INSURANCE', 'REFUND_PROTECTION', 'CFAR', 'CAR', 'HOTEL']

const link = (name: string) => (focus: { tag: string; name: string }) => focus.tag === 'a' && focus.name === name
const button = (name: RegExp) => (focus: { tag: string; name: string }) =>
  focus.tag === 'button' && name.test(focus.name)

/** Presses Enter on what tabTo reached, as a keyboard user follows a link or presses a button. */
async function tabAndEnter(page: Page, matches: (focus: { tag: string; name: string }) => boolean, what: string) {
  await tabTo(page, matches, what, { maxPresses: 150 })
  await page.keyboard.press('Enter')
}

describe('a booking with insurance, refund protection, cancel-for-any-reason, a car and a hotel, paid once', () => {
  // One booking for the describe: each test goes on where the one before stopped.
  let conversation: Conversation
  let watched: WatchedPage
  let reference = ''
  /** What the payment page said is due, in cents. */
  let due = 0
  afterAll(async () => {
    await watched?.close().catch(() => undefined)
  })

  test('"Protect your trip": nothing chosen beforehand, a plain "No, thanks" in each group, each product chosen by keyboard', async () => {
    conversation = await bookedConversation(e2e, trip)
    watched = await openAncillaries(e2e, conversation)
    const { page } = watched
    const groups = protectionGroups(page)
    expect(await groups.locator('legend').allTextContents()).toEqual([
      'Travel insurance',
      'Refund protection',
      'Cancel for any reason',
    ])
    for (const [index, what] of ['insurance', 'refund protection', 'CFAR'].entries()) {
      const group = groups.nth(index)
      await expectNoneChosen(group, what)
      // Declining is one radio of the group, said plainly, next to the offers.
      expect(await group.getByRole('radio', { name: 'No, thanks', exact: true }).count(), what).toBe(1)
    }
    // The terms are linked with each offer before it is chosen.
    expect(
      await groups
        .nth(0)
        .getByRole('link', { name: /^Terms of / })
        .count(),
    ).toBeGreaterThanOrEqual(2)

    await chooseRadioByKeyboard(page, /^SafeTrip Essential · \$/, 'the Essential insurance plan')
    await chooseRadioByKeyboard(page, /^Add refund protection · \$/, 'refund protection')
    await chooseRadioByKeyboard(page, /^\d+% back \(\$[\d,]+\.\d\d\) · \$/, 'the first CFAR offer')
    await expectCartProducts(e2e, conversation.execution, ['INSURANCE', 'REFUND_PROTECTION', 'CFAR'])
    // The cart can hold the last choice before the page has its answer and keeps the choice: waited for.
    await expect
      .poll(() => protectionStorage(page), { timeout: 15_000 })
      .toEqual({
        DX_insuranceSelectionState: { execution: conversation.execution, choice: 'ESSENTIAL' },
        DX_refundProtectState: { execution: conversation.execution, choice: 'CHOSEN' },
        DX_cfarSelectionState: { execution: conversation.execution, choice: expect.stringMatching(/^\d+$/) },
      })
    await expectNoAxeFinding(page, 'ancillaries with protection chosen, en-US')
  }, 180_000)

  test('"Car and hotel": a car from the cars page and a room from hotel-details, by keyboard, then back to pay', async () => {
    const { page } = watched
    const sf = storefront(page)
    await tabAndEnter(page, link('Rent a car at your destination'), 'the cars link')
    await sf.getByRole('region', { name: 'Avis, Federal Circle' }).getByRole('heading', { name: 'Economy' }).waitFor({
      timeout: 30_000,
    })
    await tabAndEnter(page, button(/^Choose Economy for /), 'Choose Economy')
    await sf.getByText('Car added to your booking: Economy.').waitFor({ timeout: 30_000 })
    expect(routeOf(page.url()).page).toBe('ancillaries')
    // Back on the extras, the protection chosen before is still chosen.
    await protectionGroups(page).nth(2).waitFor({ timeout: 30_000 })
    expect(await sf.getByRole('radio', { name: /^SafeTrip Essential/ }).isChecked()).toBe(true)

    await tabAndEnter(page, link('Find a hotel for your stay'), 'the hotel link')
    await tabAndEnter(page, link('See rooms at Terminal One Suites'), 'the first hotel')
    await sf.locator('.dx-hotel-room').first().waitFor({ timeout: 30_000 })
    const room = (await sf.locator('.dx-hotel-room h3').first().textContent()) ?? ''
    await tabAndEnter(page, button(new RegExp(`^Choose ${room}$`)), `Choose ${room}`)
    await heading(page, 'Hotel').waitFor({ timeout: 30_000 })
    await sf.getByText(/^In your cart: Terminal One Suites/).waitFor({ timeout: 30_000 })
    await expectCartProducts(e2e, conversation.execution, ALL_KINDS)
    await tabAndEnter(page, link('Continue'), 'Continue to payment')
    await heading(page, 'Review and pay').waitFor({ timeout: 30_000 })
  }, 180_000)

  test('the payment page names each product on a line of its own; its lines add up to the total to pay; one card payment', async () => {
    const { page } = watched
    const sf = storefront(page)
    const cart = await readCart(e2e, conversation.execution)
    const rows = await paymentBreakdown(sf)
    const names = rows.map(([name]) => name)
    for (const product of cart.products) expect(names, product.kind).toContain(product.title)
    const lines = new Map(rows)
    due = lines.get('Total to pay') ?? Number.NaN
    expect(due).toBe(cart.total.amount)
    // The passengers' rows add up to all passengers' flights and extras...
    const passengers = rows.filter(([name]) => /^Adult \d$/.test(name)).map(([, amount]) => amount)
    expect(passengers.reduce((sum, amount) => sum + amount, 0)).toBe(lines.get('All passengers'))
    // ...and they, each product and the payment's fees, to what is paid.
    const afterPassengers = rows.filter(([name]) => !/^Adult \d$/.test(name) && name !== 'Total to pay')
    expect(afterPassengers.reduce((sum, [, amount]) => sum + amount, 0)).toBe(due)
    for (const product of cart.products) expect(lines.get(product.title), product.kind).toBe(product.price.amount)

    await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
    await sf.getByRole('button', { name: /^Pay / }).click()
    await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 30_000 })
    reference = routeOf(page.url()).query.get('pnr') ?? ''
    expect(reference).toMatch(/^[A-Z2-9]{6}$/)
  }, 180_000)

  test('the order has every product with its own reference, and the card was charged the total once', async () => {
    const order = await readApiOrder(e2e, reference, conversation.execution)
    expect(order.status).toBe('CONFIRMED')
    expect(order.products.map((product) => product.kind).sort()).toEqual([...ALL_KINDS].sort())
    for (const product of order.products) {
      expect(product.state, product.kind).toBe('CONFIRMED')
      expect(product.reference, product.kind).toMatch(/\S/)
      // The provider's terms, on the demo server: a path alone would open on the partner's site.
      expect(product.terms.url, product.kind).toMatch(new RegExp(`^${e2e.dxOrigin}/dx/demo/terms/`))
      expect((await fetch(product.terms.url)).status, product.kind).toBe(200)
    }
    const references = order.products.map((product) => product.reference)
    expect(new Set(references).size).toBe(references.length)
    expect(references).not.toContain(reference)
    expect(order.payments).toHaveLength(1)
    expect(order.payments[0]?.amount.amount).toBe(order.total.amount)
    expect(order.total.amount).toBe(due)
  }, 60_000)

  test('the confirmation lists each product with its reference and terms, and its lines add up to what was paid', async () => {
    const { page } = watched
    const sf = storefront(page)
    const order = await readApiOrder(e2e, reference, conversation.execution)
    const list = productList(page)
    await list.locator('li').first().waitFor({ timeout: 30_000 })
    const items = list.locator('li')
    expect(await items.count()).toBe(order.products.length)
    for (const product of order.products) {
      const item = items.filter({ hasText: product.title })
      expect(await item.count(), product.kind).toBe(1)
      expect(await item.textContent(), product.kind).toContain(`Reference: ${product.reference}`)
      const terms = item.getByRole('link', { name: `Terms of ${product.provider} (opens in a new tab)` })
      expect(await terms.evaluate((a) => (a as HTMLAnchorElement).href), product.kind).toBe(product.terms.url)
    }
    const payment = sf.locator('section.dx-cf-section').filter({ has: page.locator('.dx-cf-amounts') })
    const lines = await amountTerms(payment)
    const paid = lines.find(([name]) => name === 'Amount paid')?.[1]
    expect(paid).toBe(order.total.amount)
    const parts = lines.filter(([name]) => name !== 'Amount paid')
    expect(parts.reduce((sum, [, amount]) => sum + amount, 0)).toBe(paid)
    for (const product of order.products)
      expect(new Map(parts).get(product.title), product.kind).toBe(product.price.amount)
    expect(watched.problems()).toEqual([])

    await page.setViewportSize(PHONE)
    await expectNoAxeFinding(page, 'confirmation, en-US, 375 px')
    await watched.close()
    const arabic = await openConfirmation(e2e, reference, conversation.execution, 'ar-AE')
    try {
      await arabic.page.setViewportSize(PHONE)
      expect(await productList(arabic.page).locator('li').count()).toBe(order.products.length)
      expect(await productList(arabic.page).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
      await expectNoAxeFinding(arabic.page, 'confirmation, ar-AE, 375 px')
    } finally {
      await arabic.close()
    }
  }, 180_000)
})

describe.each(['en-US', 'ar-AE'])('"Protect your trip" at 375 px in %s', (locale) => {
  test('a choice in each group, then each declined with one key press on its plain "No, thanks", without an axe finding', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openAncillaries(e2e, conversation, locale)
    const { page } = watched
    try {
      await page.setViewportSize(PHONE)
      const groups = protectionGroups(page)
      expect(await groups.count()).toBe(3)
      expect(await protection(page).evaluate((element) => getComputedStyle(element).direction)).toBe(
        locale === 'ar-AE' ? 'rtl' : 'ltr',
      )
      // The last offer of each group, the one just before "No, thanks".
      for (const index of [0, 1, 2]) {
        const offers = groups.nth(index).locator('input[type=radio]:not([value=NONE])')
        await offers.last().check()
      }
      await expectCartProducts(e2e, conversation.execution, ['INSURANCE', 'REFUND_PROTECTION', 'CFAR'])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await expectNoAxeFinding(page, `protection chosen, ${locale}, 375 px`)

      for (const index of [0, 1, 2]) {
        const group = groups.nth(index)
        // The chosen radio is the group's one stop for Tab; one arrow key moves the choice on.
        await group.locator('input[type=radio]:checked').focus()
        await page.keyboard.press('ArrowDown')
        expect(await group.locator('input[value=NONE]').isChecked(), `group ${index} declined`).toBe(true)
      }
      await expectCartProducts(e2e, conversation.execution, [])
      await expect
        .poll(() => protectionStorage(page), { timeout: 15_000 })
        .toEqual({
          DX_insuranceSelectionState: { execution: conversation.execution, choice: 'NONE' },
          DX_refundProtectState: { execution: conversation.execution, choice: 'NONE' },
          DX_cfarSelectionState: { execution: conversation.execution, choice: 'NONE' },
        })
      await expectNoAxeFinding(page, `protection declined, ${locale}, 375 px`)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 180_000)
})
