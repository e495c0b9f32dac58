// Issue 28's "done when" for managing a trip: the whole manage-booking flow by keyboard
// alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no click, no fill), in ar-AE on a
// 375 x 812 phone, on an order the booking API really made. The trip is looked up once
// (the full trip opens with no second name prompt), a bag is added and paid with a card
// typed in Arabic-Indic digits, the outbound is moved a day in fares by day (one Tab stop,
// arrows mirrored right-to-left), and the trip is cancelled to a travel credit. After each
// step the page says so and the database holds it; axe finds nothing of any impact on the
// trip page.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import arAE from '../../locales/ar-AE.json'
import { runAxe } from './axe'
import { bookingE2e, familyTrip } from './booking'
import { expectFocusVisible } from './keyboard'
import { paymentsAdded, readOrder, readRefunds } from './orders'
import { type FocusInfo, tabTo, waitForShadowText } from './shadow'
import { addDays, isoDate, storefront, todayUtc, waitForFocus } from './shopping'
import { openPage } from './harness'
import { card, lookupWidget, order } from './trips'

const e2e = bookingE2e()
const depart = addDays(todayUtc(), 21)
const trip = familyTrip(depart, addDays(todayUtc(), 28))
/** Another day for the outbound, in the month of the booked day. */
const newDay = addDays(depart, addDays(depart, 1).getUTCMonth() === depart.getUTCMonth() ? 1 : -1)
const PHONE = { width: 375, height: 812 }

/** A message of the ar-AE catalogue, up to its first placeholder. */
function ar(key: string): string {
  let node: unknown = arAE
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`no message ${key} in ar-AE`)
  return (node.split('{')[0] ?? '').trim()
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const says = (key: string) => new RegExp(escaped(ar(key)))

/** 0-9 written in Arabic-Indic digits. */
const indic = (digits: string): string => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))

const isButton = (name: string | RegExp) => (focus: FocusInfo) =>
  focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))
const isField = (label: string) => (focus: FocusInfo) =>
  (focus.tag === 'input' || focus.tag === 'select') && focus.label.startsWith(label)
const isHeading = (name: string) => (focus: FocusInfo) => /^h\d$/.test(focus.tag) && focus.name === name

/** Tabs to a field, checks focus shows, and types into it (replacing what it held). */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, isField(label), `the field "${label}"`, { maxPresses: 60 })
  await expectFocusVisible(page, label)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

/** Tabs to a button, checks focus shows on it, and presses Enter. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, isButton(name), `the button "${name}"`, { maxPresses: 80 })
  await expectFocusVisible(page, String(name))
  await page.keyboard.press('Enter')
}

/** The value of the focused field (through shadow roots). */
const focusedValue = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    return element instanceof HTMLSelectElement || element instanceof HTMLInputElement ? element.value : null
  })

/** On a change's payment page: the card typed in Arabic-Indic digits, the expiry chosen by keys, then Pay. */
async function payByCard(page: Page): Promise<void> {
  await waitForFocus(page, isHeading(ar('payment.title')), 'the payment heading', 30_000)
  await typeInto(page, ar('payment.card.number'), indic('4111 1111 1111 1111'))
  await tabTo(page, isField(ar('payment.card.expiryMonth')), 'the expiry month')
  await page.keyboard.press('End')
  await tabTo(page, isField(ar('payment.card.expiryYear')), 'the expiry year')
  await page.keyboard.press('End')
  await typeInto(page, ar('payment.card.cvc'), indic('123'))
  await typeInto(page, ar('payment.card.holderName'), 'Ada Lovelace')
  await typeInto(page, ar('payment.billing.street'), `${indic('12')} St James’s Square`)
  await typeInto(page, ar('payment.billing.city'), 'London')
  await typeInto(page, ar('payment.billing.postalCode'), `SW${indic('1')}Y ${indic('4')}JH`)
  // The country list reads in Arabic: Down from the first country until the United Kingdom.
  await tabTo(page, isField(ar('payment.billing.country')), 'the billing country')
  await page.keyboard.press('Home')
  for (let presses = 0; presses < 300 && (await focusedValue(page)) !== 'GB'; presses++)
    await page.keyboard.press('ArrowDown')
  expect(await focusedValue(page)).toBe('GB')
  await press(page, new RegExp(`^${escaped(ar('payment.pay.card'))}`))
}

describe('managing a trip by keyboard alone in ar-AE at 375 px', { timeout: 300_000 }, () => {
  test('lookup once, add a bag, change a flight, cancel: each said on the page and stored', async () => {
    const reference = await order(e2e, trip, card)
    const booked = readOrder(e2e.dataDir, reference)
    // The locale in the page's own query: the storefront starts on its home page, as a
    // partner's manage page does, and the lookup moves it to the trip.
    const watched = await openPage(e2e, '/trip.html', { locale: 'ar-AE' })
    try {
      await watched.waitForReady(['trip-lookup', 'storefront'], 60_000)
      const { page } = watched
      await page.setViewportSize(PHONE)
      const sf = storefront(page)

      // Lookup once: the full trip opens (names and changes), no second name prompt.
      await typeInto(page, ar('tripLookup.reference'), reference)
      await typeInto(page, ar('tripLookup.lastName'), 'Lovelace')
      await page.keyboard.press('Enter')
      await waitForShadowText(sf, says('manage.status.CONFIRMED'), 30_000)
      await waitForFocus(page, isHeading(ar('manage.title')), 'the trip page’s heading', 30_000)
      await waitForShadowText(sf, /Adax Lovelace/, 30_000)
      expect(await sf.getByLabel(ar('tripLookup.lastName')).count()).toBe(0)
      expect(await lookupWidget(page).count()).toBe(1)
      expect(page.url()).not.toMatch(/lovelace/i)
      const axe = await runAxe(page)
      expect(axe.all, 'axe on the trip page, any impact').toEqual([])

      // A bag, paid by a card typed in Arabic-Indic digits.
      await press(page, ar('manage.action.BAGS'))
      await waitForFocus(page, isHeading(ar('extras.changeTitle')), 'the extras heading', 30_000)
      await press(page, new RegExp(`^${escaped(ar('extras.bags.add'))}`))
      await waitForShadowText(sf, says('extras.saved'), 30_000)
      await press(page, ar('extras.continue'))
      await payByCard(page)
      await waitForShadowText(sf, says('manage.done.added'), 30_000)
      const withBag = readOrder(e2e.dataDir, reference)
      const bag = withBag?.details.items.find((item) => item.kind === 'BAG')
      expect(bag?.detail).toBe('1')
      expect(Number.isInteger(bag?.price)).toBe(true)
      const bagPayment = paymentsAdded(booked, withBag)
      expect(bagPayment.map((p) => [p.amount, p.last4])).toEqual([[bag?.price, '1111']])

      // The outbound a day later (or earlier): fares by day is one Tab stop on the booked
      // day; right-to-left, the next day is to the left.
      await press(page, ar('manage.action.CHANGE_FLIGHTS'))
      await waitForFocus(page, isHeading(ar('exchange.choose.title')), 'the part choice', 30_000)
      await press(page, ar('exchange.choose.continue'))
      await waitForFocus(page, isHeading(ar('storefront.dateTitle.outbound')), 'the date heading', 30_000)
      await tabTo(page, (focus) => focus.date === isoDate(depart), 'the booked day', { maxPresses: 10 })
      await page.keyboard.press(newDay > depart ? 'ArrowLeft' : 'ArrowRight')
      // Its fares may still be on their way: a day without its price cannot be chosen yet.
      await waitForFocus(
        page,
        (focus) => focus.date === isoDate(newDay) && focus.name.includes('US$'),
        'the new day with its price',
        30_000,
      )
      await page.keyboard.press('Enter')
      await waitForFocus(page, isHeading(ar('storefront.flightTitle.outbound')), 'the flights heading', 30_000)
      await tabTo(page, (focus) => focus.tag === 'button' && focus.className.includes('dx-fare'), 'a fare', {
        maxPresses: 80,
      })
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'p', 'the chosen flights', 30_000)
      await press(page, ar('storefront.summary.continue'))
      await waitForFocus(page, isHeading(ar('exchange.reviewTitle')), 'the review', 30_000)
      await press(page, ar('exchange.review.continue'))
      // A change with something to pay takes the card; one that costs nothing is confirmed.
      await waitForFocus(page, isHeading(ar('payment.title')), 'the payment heading', 30_000)
      const paid = (await sf.getByLabel(ar('payment.card.number')).count()) > 0
      if (paid) await payByCard(page)
      else await press(page, ar('payment.confirmChange'))
      await waitForShadowText(sf, says('manage.done.changed'), 30_000)
      const changed = readOrder(e2e.dataDir, reference)
      expect(paymentsAdded(withBag, changed).map((p) => p.last4)).toEqual(paid ? ['1111'] : [])
      expect(changed?.details.segments.find((s) => s.partIndex === 0)?.departure.slice(0, 10)).toBe(isoDate(newDay))
      expect(changed?.details.segments.filter((s) => s.partIndex === 1)).toEqual(
        booked?.details.segments.filter((s) => s.partIndex === 1),
      )

      // Cancel the whole trip to a travel credit.
      await press(page, ar('manage.action.CANCEL'))
      // The scope step comes when part of the trip could be cancelled alone; the details then.
      const first = await waitForFocus(
        page,
        (focus) => isHeading(ar('cancelTrip.scope.title'))(focus) || isHeading(ar('cancelTrip.details.title'))(focus),
        'the cancel’s first step',
        30_000,
      )
      if (first.name === ar('cancelTrip.scope.title')) await press(page, ar('storefront.summary.continue'))
      await waitForFocus(page, isHeading(ar('cancelTrip.details.title')), 'the cancel’s details', 30_000)
      await press(page, ar('storefront.summary.continue'))
      await waitForFocus(page, isHeading(ar('cancelTrip.review.title')), 'the refund targets', 30_000)
      await tabTo(page, (focus) => focus.type === 'radio', 'the refund targets')
      await page.keyboard.press('ArrowDown')
      await waitForFocus(page, (focus) => focus.name.startsWith(ar('cancelTrip.review.TRAVEL_CREDIT')), 'the credit')
      await press(page, ar('storefront.summary.continue'))
      await waitForFocus(page, isHeading(ar('cancelTrip.confirm.title')), 'the confirmation', 30_000)
      await tabTo(page, (focus) => focus.type === 'checkbox', 'the confirmation box')
      await page.keyboard.press('Space')
      await press(page, new RegExp(`^${escaped(ar('cancelTrip.confirm.button.trip.TRAVEL_CREDIT'))}`))
      await waitForFocus(page, isHeading(ar('cancelTrip.result.titleTrip')), 'the result', 30_000)
      const result = await waitForShadowText(sf, /TC\w+/, 30_000)
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CANCELLED')
      const refunds = readRefunds(e2e.dataDir, reference)
      expect(refunds.map((r) => r.target)).toEqual(['TRAVEL_CREDIT'])
      expect(Number.isInteger(refunds[0]?.credit?.amount)).toBe(true)
      expect(result).toContain(`${ar('cancelTrip.result.creditCode')} ${refunds[0]?.credit?.code}`)

      // Back on the trip page, it reads cancelled; axe finds nothing there either.
      await press(page, ar('cancelTrip.backToTrip'))
      await waitForShadowText(sf, says('manage.status.CANCELLED'), 30_000)
      const cancelledAxe = await runAxe(page)
      expect(cancelledAxe.all, 'axe on the cancelled trip page, any impact').toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
