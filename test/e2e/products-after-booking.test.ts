// Issue 30, "After booking": the trip page's extras on orders the API really made with
// partner products (bought through the API, as the booking pages would). By keyboard alone,
// with no axe finding of any impact on the list and on each dialog, in en-US (desktop and
// 375 px) and in ar-AE at 375 px: a hotel cancelled inside its free period and refund
// protection before the first departure give their whole price back; cancel-for-any-reason,
// exercised before its deadline, says its refund before the traveller confirms and refunds
// exactly that, the order's history recording it. On a server whose clock stands 12 hours
// before the first departure (later-server.ts): the contract can no longer be exercised and
// the page says so, and the hotel, now inside its penalty period, keeps one night. Travel
// insurance is bought for a booked trip from the trip page's Extras and paid on its own.
import { describe, expect, test } from 'vitest'
import previewCfarExerciseDocument from '../../core/api/preview-cfar-exercise.graphql'
import type { PreviewCfarExerciseMutationVariables } from '../../core/api/generated/operations'
import { bookingE2e, callApi } from './booking'
import { serverLater } from './later-server'
import { firstDepartureInstant, paymentsAdded, readLedger, readOrder, readRefunds } from './orders'
import {
  amountsIn,
  cancelByKeyboard,
  expectNoAxeFinding,
  extras,
  itemOf,
  LAST_NAME,
  type Locale,
  message,
  openTripByKeyboard,
  orderWithProducts,
  payByKeyboard,
  productOf,
  type Room,
  tripByApi,
} from './products-after-steps'
import { tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, type Trip, waitForFocus } from './shopping'
import { card, order } from './trips'

const e2e = bookingE2e()
// One adult: every room fits. Seven nights at the arrival airport between the flights.
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
const NIGHTS = 7
// Both rooms: free until 2 days before check-in, then one night (docs/demo-api.md, "Hotels").
const JAMAICA_QUEEN: Room = { hotelId: 'JFK-JAMAICA-BAY', hotelRoomTypeId: 'QN' }
const TERMINAL_ONE_FAMILY: Room = { hotelId: 'JFK-TERMINAL-ONE', hotelRoomTypeId: 'FAM' }
const HOUR = 3_600_000

const state = (locale: Locale, value: string) => message(locale, `products.trip.state.${value}`)

describe('the trip page’s extras after booking', { timeout: 300_000 }, () => {
  for (const { locale, phone } of [
    { locale: 'en-US', phone: false },
    { locale: 'ar-AE', phone: true },
  ] as const) {
    test(`${locale}${phone ? ' at 375 px' : ''}: a hotel in its free period and refund protection come back whole, then cancel for any reason refunds what it said, by keyboard`, async () => {
      const reference = await orderWithProducts(e2e, trip, ['REFUND_PROTECTION', 'CFAR', 'HOTEL'], JAMAICA_QUEEN)
      const bought = await tripByApi(e2e.dxOrigin, reference)
      const hotel = productOf(bought, 'HOTEL')
      const protection = productOf(bought, 'REFUND_PROTECTION')
      const cfar = productOf(bought, 'CFAR')
      const paid = bought.order.payments.reduce((sum, p) => sum + p.amount.amount, 0)
      const where = `trip page, ${locale}${phone ? ', 375 px' : ''}`
      const watched = await openTripByKeyboard(e2e, reference, locale, { phone })
      const { page } = watched
      try {
        for (const product of [hotel, protection, cfar]) {
          const text = (await itemOf(page, locale, product.title).textContent()) ?? ''
          expect(text).toContain(message(locale, `products.trip.kind.${product.kind}`))
          expect(text).toContain(state(locale, 'CONFIRMED'))
          expect(text).toContain(product.reference ?? 'a reference')
        }
        // The contract says until when it can be used, in the time of the airport the trip leaves from, named.
        const contractText = (await itemOf(page, locale, cfar.title).textContent()) ?? ''
        for (const part of message(locale, 'products.trip.cfarUntilAt').split(/\{date\}|\{city\}/))
          expect(contractText).toContain(part)
        await expectNoAxeFinding(page, `${where}: the extras`)
        if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

        // The hotel, 21 days before check-in: free, so its whole price back and no penalty named.
        const hotelCancel = await cancelByKeyboard(page, locale, hotel, where)
        expect(hotelCancel.amounts, hotelCancel.said).toEqual([hotel.price.amount])
        expect(amountsIn(hotelCancel.done)).toEqual([hotel.price.amount])
        const afterHotel = await tripByApi(e2e.dxOrigin, reference)
        expect(productOf(afterHotel, 'HOTEL')).toMatchObject({
          state: 'CANCELLED',
          refunded: { amount: hotel.price.amount },
          cancellable: false,
        })
        expect(afterHotel.history.at(-1)).toMatchObject({
          action: 'PRODUCT_CANCELLED',
          refunded: { amount: hotel.price.amount },
        })
        const hotelItem = (await itemOf(page, locale, hotel.title).textContent()) ?? ''
        expect(hotelItem).toContain(state(locale, 'CANCELLED'))
        expect(amountsIn(hotelItem)).toEqual([hotel.price.amount, hotel.price.amount])

        // Refund protection before the first departure: its whole price back.
        const protectionCancel = await cancelByKeyboard(page, locale, protection, where)
        expect(protectionCancel.amounts, protectionCancel.said).toEqual([protection.price.amount])
        const afterProtection = await tripByApi(e2e.dxOrigin, reference)
        expect(productOf(afterProtection, 'REFUND_PROTECTION')).toMatchObject({
          state: 'CANCELLED',
          refunded: { amount: protection.price.amount },
        })
        expect(await itemOf(page, locale, protection.title).textContent()).toContain(state(locale, 'CANCELLED'))

        // Cancel for any reason: the dialog names the contract's refund before anything is cancelled.
        const promised = cfar.cfar?.refund.amount ?? 0
        expect(promised).toBeGreaterThan(0)
        const exercise = await cancelByKeyboard(page, locale, cfar, where)
        expect(exercise.amounts, exercise.said).toEqual([promised])
        expect(amountsIn(exercise.done)).toEqual([promised])
        const exercised = await tripByApi(e2e.dxOrigin, reference)
        const refunds = readRefunds(e2e.dataDir, reference)
        expect(refunds.map((r) => [r.target, r.amount, r.currency])).toEqual([
          ['ORIGINAL_PAYMENT', promised, bought.order.total.currency],
        ])
        expect(exercised.order.status).toBe('CANCELLED')
        expect(productOf(exercised, 'CFAR').state).toBe('EXERCISED')
        expect(exercised.history.at(-1)).toMatchObject({
          action: 'CFAR_EXERCISED',
          refunded: { amount: promised },
          refundReference: refunds[0]?.reference,
        })
        // Everything given back stays within what was paid.
        const ledger = readLedger(e2e.dataDir, reference)
        expect(ledger.REFUND).toBe(hotel.price.amount + protection.price.amount + promised)
        expect(ledger.REFUND).toBeLessThanOrEqual(paid)

        // The page: the contract used, and the history naming each change with what came back.
        await expect
          .poll(async () => (await itemOf(page, locale, cfar.title).textContent()) ?? '', { timeout: 15_000 })
          .toContain(state(locale, 'EXERCISED'))
        const history = storefront(page).locator('.dx-mb-history')
        const entries = history.getByRole('listitem')
        await expect.poll(() => entries.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3)
        const newest = (await entries.first().textContent()) ?? ''
        expect(newest).toContain(message(locale, 'tripHistory.action.CFAR_EXERCISED'))
        expect(newest).toContain(refunds[0]?.reference)
        expect(amountsIn(newest)).toEqual([promised])
        expect((await entries.nth(1).textContent()) ?? '').toContain(
          message(locale, 'tripHistory.action.PRODUCT_CANCELLED'),
        )
        await expectNoAxeFinding(page, `${where}: after cancelling`)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    })
  }

  test('en-US at 375 px, 12 hours before the first departure: cancel for any reason is past its deadline, and the hotel keeps one night', async () => {
    const reference = await orderWithProducts(e2e, trip, ['CFAR', 'HOTEL'], TERMINAL_ONE_FAMILY)
    const later = await serverLater(e2e, new Date(firstDepartureInstant(e2e.dataDir, reference) - 12 * HOUR))
    try {
      const bought = await tripByApi(later.dxOrigin, reference)
      const cfar = productOf(bought, 'CFAR')
      const hotel = productOf(bought, 'HOTEL')
      expect(cfar).toMatchObject({ state: 'CONFIRMED', cancellable: false })
      expect(hotel.cancellable).toBe(true)
      // Asked anyway, the API refuses and says why.
      const refused = await callApi(later.dxOrigin, previewCfarExerciseDocument, {
        lookup: { pnr: reference, lastName: LAST_NAME },
        productId: cfar.productId,
      } satisfies PreviewCfarExerciseMutationVariables)
      expect(refused.errors.map((e) => e.extensions?.code)).toEqual(['PRODUCT_NOT_CANCELLABLE'])
      expect(refused.errors[0]?.message).toMatch(/deadline has passed/)

      const watched = await openTripByKeyboard(later, reference, 'en-US', { phone: true })
      const { page } = watched
      try {
        const contract = itemOf(page, 'en-US', cfar.title)
        const contractText = (await contract.textContent()) ?? ''
        expect(contractText).toContain(state('en-US', 'CONFIRMED'))
        // Not offered, and the page says why.
        for (const part of message('en-US', 'products.trip.cfarEnded').split('{date}'))
          expect(contractText).toContain(part)
        expect(await contract.getByRole('button').count()).toBe(0)
        expect(
          await extras(page, 'en-US')
            .getByRole('button', { name: message('en-US', 'products.trip.exercise') })
            .count(),
        ).toBe(0)
        await expectNoAxeFinding(page, 'trip page 12 hours before departure: the extras')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

        // One night of seven kept: the dialog names both before the traveller confirms.
        const night = Math.round(hotel.price.amount / NIGHTS)
        const cancel = await cancelByKeyboard(page, 'en-US', hotel, 'trip page 12 hours before departure')
        expect(cancel.amounts, cancel.said).toEqual([hotel.price.amount - night, night])
        const after = await tripByApi(later.dxOrigin, reference)
        expect(productOf(after, 'HOTEL')).toMatchObject({
          state: 'CANCELLED',
          refunded: { amount: hotel.price.amount - night },
        })
        expect(after.history.at(-1)).toMatchObject({
          action: 'PRODUCT_CANCELLED',
          refunded: { amount: hotel.price.amount - night },
        })
        expect(readLedger(later.dataDir, reference).REFUND).toBe(hotel.price.amount - night)
        const item = (await itemOf(page, 'en-US', hotel.title).textContent()) ?? ''
        expect(item).toContain(state('en-US', 'CANCELLED'))
        expect(amountsIn(item)).toEqual([hotel.price.amount, hotel.price.amount - night])
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    } finally {
      await later.close()
    }
  })

  test('en-US: travel insurance bought after booking from the trip page’s Extras, by keyboard', async () => {
    const reference = await order(e2e, trip, card)
    const booked = readOrder(e2e.dataDir, reference)
    const watched = await openTripByKeyboard(e2e, reference, 'en-US', {
      shown: (page) => storefront(page).getByRole('button', { name: message('en-US', 'manage.action.EXTRAS') }),
    })
    const { page } = watched
    try {
      await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Extras', 'Extras', { maxPresses: 200 })
      await page.keyboard.press('Enter')
      const insurance = storefront(page).getByRole('group', { name: 'Travel insurance' })
      await insurance.waitFor({ timeout: 30_000 })
      // Sold with the booking only: refund protection and cancel for any reason are not offered now.
      expect(
        await storefront(page)
          .getByRole('group', { name: /Refund protection|Cancel for any reason/ })
          .count(),
      ).toBe(0)
      await expectNoAxeFinding(page, 'the extras of a booked trip')
      // Into the group (nothing chosen beforehand: the first plan takes focus), Space chooses it.
      const plan = await tabTo(page, (focus) => focus.type === 'radio', 'the insurance plans', { maxPresses: 80 })
      expect(plan.name).toMatch(/^SafeTrip /)
      await page.keyboard.press('Space')
      await expect.poll(() => insurance.getByRole('radio', { checked: true }).count()).toBe(1)
      const chosen = (plan.name.split(' · ')[0] ?? '').trim()
      await tabTo(
        page,
        (focus) => focus.tag === 'button' && focus.name === 'Continue to payment',
        'Continue to payment',
        {
          maxPresses: 80,
        },
      )
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => /^h\d$/.test(focus.tag) && focus.name === message('en-US', 'payment.title'),
        'the payment heading',
        30_000,
      )
      await payByKeyboard(page)
      await waitForShadowText(storefront(page), /Your additions are booked\./, 30_000)

      const after = await tripByApi(e2e.dxOrigin, reference)
      const bought = productOf(after, 'INSURANCE')
      expect(bought).toMatchObject({ state: 'CONFIRMED', title: chosen, cancellable: true })
      expect(bought.reference).toMatch(/^INS-/)
      // One payment more, of exactly the insurance's price.
      expect(paymentsAdded(booked, readOrder(e2e.dataDir, reference)).map((p) => p.amount)).toEqual([
        bought.price.amount,
      ])
      const item = (await itemOf(page, 'en-US', chosen).textContent()) ?? ''
      expect(item).toContain('Travel insurance · Confirmed')
      await expectNoAxeFinding(page, 'the trip page with the insurance bought')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
