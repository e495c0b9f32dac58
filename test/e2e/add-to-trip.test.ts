// Adding to a booked trip in a real browser, on orders the booking API really made: the
// trip found with dx-trip-lookup, then a bag and a paid seat added from its page, each
// paid by card, and both in one change with one payment, each shown on the trip page and
// stored; a seat another order holds stays taken; a changed seat frees the old one; the
// change-mode pages have no serious axe finding; adding a bag works by keyboard alone.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import holdSeatDocument from '../../core/api/hold-seat.graphql'
import type { HoldSeatMutation, HoldSeatMutationVariables } from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { outboundSeats } from './seat-map'
import { bookedConversation, bookingE2e, callApi, type Conversation, familyTrip, fillCard } from './booking'
import type { WatchedPage } from './harness'
import { readOrder } from './orders'
import { paymentBreakdown } from './price-lines'
import { tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, waitForFocus } from './shopping'
import { card, findTrip, openTripPage, order as orderTrip } from './trips'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const seatsOf = (conversation: Conversation) => outboundSeats(e2e.dxOrigin, conversation)

/**
 * Free seats of the outbound flight anyone may take (outside the exit rows), as a booking
 * sees them: `conversation`'s, else a new one's (on the first flight still selling Classic).
 */
async function freeSeats(conversation?: Conversation): Promise<string[]> {
  const seats = await seatsOf(conversation ?? (await bookedConversation(e2e, trip)))
  return seats.filter((s) => s.available && !s.characteristics.includes('EXIT_ROW')).map((s) => s.number)
}

/** A new paid order of the family trip; with `seat`, the first adult has that seat on the way out. Its booking reference. */
const order = (seat?: string): Promise<string> =>
  orderTrip(e2e, trip, card, async (conversation) => {
    if (!seat) return
    const held = await callApi<HoldSeatMutation>(
      e2e.dxOrigin,
      holdSeatDocument,
      { segmentIndex: 0, passengerId: 'ADT-1', seatNumber: seat } satisfies HoldSeatMutationVariables,
      conversation.execution,
    )
    if (held.errors.length > 0) throw new Error(`holdSeat failed: ${JSON.stringify(held.errors)}`)
  })

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

/** The partner page, the trip found with dx-trip-lookup and shown by the storefront. */
async function openTrip(reference: string): Promise<WatchedPage> {
  const watched = await openTripPage(e2e)
  await findTrip(watched.page, reference, 'Lovelace')
  await waitForShadowText(storefront(watched.page), /Your booking is confirmed\./, 20_000)
  return watched
}

const heading = (page: Page, name: string) => storefront(page).getByRole('heading', { name, level: 2 })
const payButton = (page: Page) => storefront(page).getByRole('button', { name: /^Pay / })
const seatCell = (page: Page, seat: string, state: 'available' | 'not available') =>
  storefront(page)
    .getByRole('grid')
    .getByRole('gridcell', { name: new RegExp(`^${seat},.*, ${state}$`) })

/** On the payment page of a change: pays by card, then waits for the trip page to say the additions are booked. */
async function payByCard(page: Page): Promise<void> {
  await heading(page, 'Review and pay').waitFor({ timeout: 15_000 })
  await fillCard(storefront(page).locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
  await payButton(page).click()
  await waitForShadowText(storefront(page), /Your additions are booked\./, 20_000)
  // The trip is read live again: the names are back.
  await waitForShadowText(storefront(page), /Adax Lovelace/, 20_000)
}

/** From the trip page to the change-mode seat map. */
async function openSeats(page: Page): Promise<void> {
  await storefront(page).getByRole('button', { name: 'Seats', exact: true }).click()
  await heading(page, 'Choose seats').waitFor({ timeout: 15_000 })
}

/** Continue from the change's seats or extras page (to the extras, or to payment). */
const continueChange = (page: Page) =>
  storefront(page)
    .getByRole('button', { name: /^Continue/ })
    .click()

/** On the change's extras page: a bag for the first adult on the way out, then Continue to payment. */
async function addBagAndContinue(page: Page): Promise<void> {
  await storefront(page).getByRole('button', { name: 'Add an extra bag for Adax Lovelace, LHR to JFK' }).click()
  await waitForShadowText(storefront(page), /Cart updated\./)
  await continueChange(page)
}

/** From the trip page: Seats, then a free seat on the way out for the first adult (the caller goes on). */
async function chooseSeat(page: Page, seat: string): Promise<void> {
  await openSeats(page)
  await storefront(page)
    .getByRole('radio', { name: /^Adax Lovelace/ })
    .check()
  await seatCell(page, seat, 'available').click()
  await storefront(page)
    .getByText(new RegExp(`^Seat ${seat} chosen for Adax Lovelace`))
    .waitFor({ state: 'visible' })
}

describe('adding to a booked trip', () => {
  test('a bag, then a paid seat, each paid by card: both on the trip page and stored, amounts in minor units', async () => {
    const [seat] = await freeSeats()
    if (!seat) throw new Error('no free seat')
    const reference = await order()
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      await storefront(page).getByRole('button', { name: 'Bags', exact: true }).click()
      await heading(page, 'Add bags and extras').waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).hash).toMatch(
        new RegExp(`^#/b2c/ancillaries\\?change=extras&pnr=${reference}&execution=`),
      )
      await addBagAndContinue(page)
      await payByCard(page)
      const withBag = readOrder(e2e.dataDir, reference)
      const bag = withBag?.details.items.find((item) => item.kind === 'BAG')
      expect([bag?.passengerId, bag?.index, bag?.detail]).toEqual(['ADT-1', 0, '1'])
      expect(Number.isInteger(bag?.price)).toBe(true)
      expect(withBag?.payments).toHaveLength(2)
      expect(withBag?.payments.map((p) => p.amount)).toContain(bag?.price)

      await chooseSeat(page, seat)
      await continueChange(page)
      await payByCard(page)
      const shown = await waitForShadowText(storefront(page), new RegExp(`LHR–JFK: ${seat}`))
      expect(shown).toContain('Extra checked bags')
      const stored = readOrder(e2e.dataDir, reference)
      expect(stored?.seats['ADT-1@0']).toBe(seat)
      const paidSeat = stored?.details.items.find((item) => item.kind === 'SEAT')
      expect(paidSeat?.detail).toBe(seat)
      expect(paidSeat?.price).toBeGreaterThan(0)
      expect(Number.isInteger(paidSeat?.price)).toBe(true)
      expect(stored?.payments).toHaveLength(3)
      expect(stored?.payments.map((p) => p.amount)).toContain(paidSeat?.price)
      expect(stored?.total).toBe((withBag?.total ?? 0) + (paidSeat?.price ?? 0))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a paid seat and a bag in one change, bought with one card payment', async () => {
    const [seat] = await freeSeats()
    if (!seat) throw new Error('no free seat')
    const reference = await order()
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      await chooseSeat(page, seat)
      await storefront(page).getByRole('button', { name: 'Add bags and extras' }).click()
      await heading(page, 'Add bags and extras').waitFor({ timeout: 15_000 })
      await addBagAndContinue(page)
      // Each addition on a line of its own, with whose it is and its flight; the lines add up to what is paid.
      const rows = await paymentBreakdown(storefront(page))
      expect(rows.map(([name]) => name)).toEqual([
        expect.stringMatching(new RegExp(`^Seat ${seat} for Adax Lovelace, ZZ \\d+ LHR to JFK$`)),
        '1 extra checked bag for Adax Lovelace, LHR to JFK',
        expect.stringMatching(/^Payment surcharge/),
        'Total to pay',
      ])
      expect(rows.slice(0, -1).reduce((total, [, amount]) => total + amount, 0)).toBe(rows.at(-1)?.[1])
      await payByCard(page)
      const shown = await waitForShadowText(storefront(page), new RegExp(`LHR–JFK: ${seat}`))
      expect(shown).toContain('Extra checked bags')
      const stored = readOrder(e2e.dataDir, reference)
      const paidSeat = stored?.details.items.find((item) => item.kind === 'SEAT')
      const bag = stored?.details.items.find((item) => item.kind === 'BAG')
      expect([stored?.seats['ADT-1@0'], paidSeat?.detail, bag?.passengerId]).toEqual([seat, seat, 'ADT-1'])
      expect(stored?.payments).toHaveLength(2)
      expect(stored?.payments.map((p) => p.amount)).toContain((paidSeat?.price ?? 0) + (bag?.price ?? 0))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a seat another order holds stays taken on the change-mode seat map', async () => {
    const [taken] = await freeSeats()
    if (!taken) throw new Error('no free seat')
    await order(taken)
    const reference = await order()
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      await openSeats(page)
      await seatCell(page, taken, 'not available').waitFor({ state: 'visible', timeout: 15_000 })
    } finally {
      await watched.close()
    }
  })

  test('a changed seat replaces the old one, which is free again for others', async () => {
    // Another traveller's booking on the order's flight, there before the order and after
    // it: a new booking could be on another flight, once this file's orders have closed
    // Classic on this one (how soon depends on the flight's date).
    const other = await bookedConversation(e2e, trip)
    const [before, after] = await freeSeats(other)
    if (!before || !after) throw new Error('two free seats needed')
    const reference = await order(before)
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      await chooseSeat(page, after)
      await continueChange(page)
      await payByCard(page)
      expect(readOrder(e2e.dataDir, reference)?.seats['ADT-1@0']).toBe(after)
      expect(await freeSeats(other)).toContain(before)
    } finally {
      await watched.close()
    }
  })

  test('axe finds no serious or critical issue on the change-mode seat, extras and payment pages', async () => {
    const reference = await order()
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      await storefront(page).getByRole('button', { name: 'Seats', exact: true }).click()
      await storefront(page).getByRole('grid').waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
      await storefront(page).getByRole('link', { name: 'Back to your trip' }).click()
      await storefront(page).getByRole('button', { name: 'Extras', exact: true }).click()
      await heading(page, 'Add bags and extras').waitFor({ timeout: 15_000 })
      await storefront(page)
        .getByRole('button', { name: /^Continue/ })
        .waitFor()
      expect(await seriousFindings(page)).toEqual([])
      await addBagAndContinue(page)
      await payButton(page).waitFor({ timeout: 15_000 })
      expect(await seriousFindings(page)).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('keyboard only: a bag added from the trip page and paid by card', async () => {
    const reference = await order()
    const watched = await openTrip(reference)
    try {
      const { page } = watched
      const button = (name: string | RegExp) => (focus: { tag: string; name: string }) =>
        focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))
      await tabTo(page, button('Bags'), 'Bags', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await waitForFocus(
        page,
        (focus) => focus.tag === 'h2' && focus.name === 'Add bags and extras',
        'the extras heading',
      )
      await tabTo(page, button('Add an extra bag for Adax Lovelace, LHR to JFK'), 'Add an extra bag', {
        maxPresses: 60,
      })
      await page.keyboard.press('Enter')
      await waitForShadowText(storefront(page), /Cart updated\./)
      await tabTo(page, button(/^Continue/), 'Continue', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'h2' && focus.name === 'Review and pay', 'the payment heading')
      const type = async (label: string, value: string) => {
        await tabTo(page, (focus) => focus.name === label, label, { maxPresses: 60 })
        await page.keyboard.type(value)
      }
      await type('Card number', '4111 1111 1111 1111')
      await tabTo(page, (focus) => focus.name === 'Month', 'Month')
      await page.keyboard.type('12')
      await tabTo(page, (focus) => focus.name === 'Year', 'Year')
      await page.keyboard.type(String(todayUtc().getUTCFullYear() + 3))
      await type('Security code', '123')
      await type('Name on card', 'Ada Lovelace')
      await type('Street and house number', '12 St James’s Square')
      await type('Town or city', 'London')
      await type('Postal code', 'SW1Y 4JH')
      await tabTo(page, (focus) => focus.name === 'Country', 'Country')
      await page.keyboard.type('United Kingdom')
      await tabTo(page, button(/^Pay /), 'Pay', { maxPresses: 60 })
      await page.keyboard.press('Enter')
      await waitForShadowText(storefront(page), /Your additions are booked\./, 20_000)
      const bag = readOrder(e2e.dataDir, reference)?.details.items.find((item) => item.kind === 'BAG')
      expect(bag?.passengerId).toBe('ADT-1')
    } finally {
      await watched.close()
    }
  })
})
