// Upgrading a booked trip in a real browser, on orders the booking API really made: the
// trip found with dx-trip-lookup, its outbound upgraded to Business and paid by card, the
// trip page showing Business for it; then the upgrade cancelled by keyboard alone, the
// refund shown. An order with a paid seat on the outbound, upgraded and the upgrade
// cancelled, keeps its seat (the page and the database agree, and the page names the seat
// given up by the upgrade for what it is). Each step is checked in the database (amounts in
// integer minor units), and axe finds no serious issue on the offers and cancel steps.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import holdSeatDocument from '../../core/api/hold-seat.graphql'
import type { HoldSeatMutation, HoldSeatMutationVariables } from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { bookingE2e, callApi, familyTrip, fillCard } from './booking'
import { paymentsAdded, readOrder, readRefunds } from './orders'
import { amountTerms, paymentBreakdown } from './price-lines'
import { outboundSeats } from './seat-map'
import { tabTo, waitForShadowText } from './shadow'
import { addDays, formatMoney, storefront, todayUtc, waitForFocus } from './shopping'
import { card, findTrip, openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))
/** A day later: its own flights, so that Business has room for both tests' upgrades. */
const seated = familyTrip(addDays(todayUtc(), 22), addDays(todayUtc(), 29))

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

const button = (name: string) => (focus: { tag: string; name: string }) => focus.tag === 'button' && focus.name === name

describe('upgrading a booked trip', () => {
  test('the outbound upgraded and paid by card, then the upgrade cancelled by keyboard and refunded', async () => {
    const reference = await order(e2e, trip, card)
    const booked = readOrder(e2e.dataDir, reference)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      const shop = storefront(page)
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(shop, /Your booking is confirmed\./, 20_000)

      await shop.getByRole('button', { name: 'Upgrade to Business' }).click()
      const offers = shop.getByRole('checkbox')
      await offers.first().waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
      await offers.first().check()
      await shop.getByRole('button', { name: 'Continue to payment' }).click()
      await shop.getByRole('heading', { name: 'Review and pay', level: 2 }).waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).hash).toMatch(
        new RegExp(`^#/b2c/payment\\?change=upgrade&pnr=${reference}&execution=`),
      )
      // The flight upgraded, its price for the passengers and any seat given up: lines that add up.
      const rows = await paymentBreakdown(shop)
      expect(rows[0]?.[0]).toMatch(/^Business on ZZ \d+ [A-Z]{3} to [A-Z]{3}: 3 passengers × \$[\d,]+\.\d\d$/)
      const toPay = rows.at(-1)?.[1] ?? 0
      expect(rows.slice(0, -1).reduce((sum, [, amount]) => sum + amount, 0)).toBe(toPay)
      expect(toPay).toBeGreaterThan(0)
      await fillCard(shop.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await shop.getByRole('button', { name: /^Pay / }).click()
      await waitForShadowText(shop, /Your additions are booked\./, 20_000)
      await waitForShadowText(shop, /Cabin: Business · upgraded from/, 20_000)

      const upgraded = readOrder(e2e.dataDir, reference)
      const paid = upgraded?.details.segments[0]?.upgrade?.paid ?? 0
      expect(paid).toBeGreaterThan(0)
      expect(Number.isInteger(paid)).toBe(true)
      expect(upgraded?.details.segments[1]?.upgrade).toBeUndefined()
      const added = paymentsAdded(booked, upgraded)
      expect(upgraded?.payments).toHaveLength(2)
      expect(added).toHaveLength(1)
      const payment = added[0]?.amount ?? 0
      expect(payment).toBeGreaterThanOrEqual(paid)
      expect(payment).toBe(toPay)

      // Cancelling the upgrade, by keyboard alone.
      await tabTo(page, button('Cancel upgrade'), 'Cancel upgrade', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.name === 'Cancel upgrade' && focus.tag === 'h3', 'the cancel heading')
      await shop.getByRole('button', { name: 'Review refund' }).waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
      await tabTo(page, button('Review refund'), 'Review refund')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.name === 'Review your refund', 'the review heading')
      // The review names what the upgrade was paid and what of it comes back: the refund, to the cent.
      expect(await amountTerms(shop.locator('section.dx-mb-upgrade'))).toEqual([
        ['Paid for the upgrade', paid],
        ['Upgrade refunded', paid],
        ['Refund in all', paid],
      ])
      await tabTo(page, (focus) => focus.name === 'Yes, cancel these upgrades', 'the confirmation')
      await page.keyboard.press('Space')
      await tabTo(page, button('Confirm cancellation'), 'Confirm cancellation')
      await page.keyboard.press('Enter')
      const done = await waitForShadowText(shop, /Your upgrade is cancelled\. Refund R[A-Z0-9]{9}:/, 20_000)
      await waitForShadowText(shop, /Cabin: Economy[\s\S]*Cabin: Economy/, 20_000)

      const refunds = readRefunds(e2e.dataDir, reference)
      expect(refunds.map((r) => [r.target, r.amount])).toEqual([['ORIGINAL_PAYMENT', paid]])
      expect(done).toContain(refunds[0]?.reference ?? 'none')
      expect(readOrder(e2e.dataDir, reference)?.details.segments[0]?.upgrade).toBeUndefined()
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a paid seat given up by the upgrade is the traveller’s again once the upgrade is cancelled', async () => {
    // Ada's paid seat on the way out, the first free one outside the exit rows (she holds an infant).
    let seat = { number: '', price: 0 }
    const reference = await order(e2e, seated, card, async (conversation) => {
      const free = (await outboundSeats(e2e.dxOrigin, conversation)).find(
        (s) => s.available && (s.price?.amount ?? 0) > 0 && !s.characteristics.includes('EXIT_ROW'),
      )
      if (!free?.price) throw new Error('no paid seat free on the outbound flight')
      seat = { number: free.number, price: free.price.amount }
      const held = await callApi<HoldSeatMutation>(
        e2e.dxOrigin,
        holdSeatDocument,
        { segmentIndex: 0, passengerId: 'ADT-1', seatNumber: seat.number } satisfies HoldSeatMutationVariables,
        conversation.execution,
      )
      if (held.errors.length > 0) throw new Error(`holdSeat failed: ${JSON.stringify(held.errors)}`)
    })
    const booked = readOrder(e2e.dataDir, reference)
    expect(booked?.seats['ADT-1@0']).toBe(seat.number)
    expect(Number.isInteger(seat.price)).toBe(true)
    const seatOnTrip = new RegExp(`Seats\\s*[A-Z]{3}–[A-Z]{3}: ${seat.number}\\b`)
    const givenUp = new RegExp(
      `: seat ${seat.number} is in Economy, and your upgrade seats you in Business on ZZ \\d+: choose a Business seat, free of charge\\.`,
    )
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      const shop = storefront(page)
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(shop, seatOnTrip, 20_000)

      await shop.getByRole('button', { name: 'Upgrade to Business' }).click()
      const offers = shop.getByRole('checkbox')
      await offers.first().waitFor({ timeout: 15_000 })
      await offers.first().check()
      await shop.getByRole('button', { name: 'Continue to payment' }).click()
      await shop.getByRole('heading', { name: 'Review and pay', level: 2 }).waitFor({ timeout: 15_000 })
      await fillCard(shop.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await shop.getByRole('button', { name: /^Pay / }).click()
      await waitForShadowText(shop, /Your additions are booked\./, 20_000)
      // While the upgrade stands, the seat is given up for the right reason: the same flight, another cabin.
      const upgradedPage = await waitForShadowText(shop, givenUp, 20_000)
      expect(upgradedPage).not.toMatch(/not free on your new flight/)
      expect(upgradedPage).not.toMatch(seatOnTrip)
      expect(await seriousFindings(page)).toEqual([])

      const upgraded = readOrder(e2e.dataDir, reference)
      const upgradePaid = upgraded?.details.segments[0]?.upgrade?.paid ?? 0
      expect(Number.isInteger(upgradePaid) && upgradePaid > 0).toBe(true)
      expect(upgraded?.seats).toEqual({})
      expect(paymentsAdded(booked, upgraded).map((p) => p.amount)).toEqual([upgradePaid])

      await shop.getByRole('button', { name: 'Cancel upgrade' }).click()
      await shop.getByRole('button', { name: 'Review refund' }).click()
      await shop.getByRole('checkbox', { name: 'Yes, cancel these upgrades' }).check()
      await shop.getByRole('button', { name: 'Confirm cancellation' }).click()
      const done = await waitForShadowText(shop, /Your upgrade is cancelled\. Refund R[A-Z0-9]{9}:/, 20_000)
      const after = await waitForShadowText(shop, seatOnTrip, 20_000)
      expect(after).not.toMatch(/not free on your new flight|Seats we could not keep/)
      expect(await seriousFindings(page)).toEqual([])

      // The database agrees: the seat sold to the order again at the price first paid, the
      // upgrade refunded, and the traveller out of pocket what the booking with its seat cost.
      const cancelled = readOrder(e2e.dataDir, reference)
      const refunds = readRefunds(e2e.dataDir, reference)
      expect(cancelled?.seats).toEqual({ 'ADT-1@0': seat.number })
      expect(cancelled?.details.items.filter((i) => i.kind === 'SEAT').map((i) => [i.detail, i.price])).toEqual([
        [seat.number, seat.price],
      ])
      expect(refunds.map((r) => [r.target, r.amount])).toEqual([['ORIGINAL_PAYMENT', upgradePaid]])
      const currency = cancelled?.currency ?? ''
      expect(done).toContain(`${refunds[0]?.reference}: ${formatMoney({ amount: upgradePaid, currency })}`)
      const sum = (payments: { amount: number }[] = []) => payments.reduce((total, p) => total + p.amount, 0)
      expect(sum(cancelled?.payments) - sum(refunds)).toBe(sum(booked?.payments))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
