// Cancelling a booked trip to a travel credit in a real browser, by keyboard alone, on an
// order the booking API really made (Classic fare): the trip found with dx-trip-lookup,
// then the four steps of the cancel on its page (details, refund target, the explicit
// confirmation, the result), axe on each; the trip then shows it cancelled with the line
// in its history, and the database holds the cancelled order and a credit of the amount
// the page showed, in integer minor units. Then a trip with a paid seat, changed once for a
// fee: its trip page and the cancel's details name every charge, their lines add up to what
// was paid, and each amount is the database's.
import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import holdSeatDocument from '../../core/api/hold-seat.graphql'
import seatMapDocument from '../../core/api/seat-map.graphql'
import type {
  HoldSeatMutation,
  HoldSeatMutationVariables,
  SeatMapQuery,
  SeatMapQueryVariables,
} from '../../core/api/generated/operations'
import { bookingE2e, callApi, type Conversation } from './booking'
import { runAxe } from './axe'
import { changeOutbound } from './exchanges'
import { expectFocusVisible } from './keyboard'
import { readOrder, readRefunds } from './orders'
import { type FocusInfo, tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, waitForFocus } from './shopping'
import { card, findTrip, openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip = { depart: addDays(todayUtc(), 35), back: addDays(todayUtc(), 42), adults: 1, children: 0 }

const isButton = (name: string | RegExp) => (focus: FocusInfo) =>
  focus.tag === 'button' && (typeof name === 'string' ? focus.name === name : name.test(focus.name))

/** Tabs to a button, checks focus shows on it, and presses Enter. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, isButton(name), `the button "${name}"`, { maxPresses: 80 })
  await expectFocusVisible(page, String(name))
  await page.keyboard.press('Enter')
}

/** Waits for a step: its heading takes the focus; axe then finds nothing serious or critical on the page. */
async function step(page: Page, title: string): Promise<void> {
  await waitForFocus(page, (focus) => focus.tag === 'h3' && focus.name === title, `the heading "${title}"`, 15_000)
  const { summary } = await runAxe(page)
  expect(summary, title).toBe('')
}

/** "$1,234.56" as integer minor units (two decimals in USD). */
const minorUnits = (shown: string): number => Number(shown.replace(/[^\d]/g, ''))

describe('cancelling a trip', () => {
  test('by keyboard, the whole trip to a travel credit: the page shows the credit, the trip is cancelled, the database agrees', async () => {
    const reference = await order(e2e, trip)
    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(storefront(page), /Your booking is confirmed\./, 20_000)

      await press(page, 'Cancel trip')
      await step(page, 'What do you want to cancel?')
      const hash = new URL(page.url()).hash
      expect(hash).toMatch(new RegExp(`^#/b2c/myb\\?pnr=${reference}&cancel=scope&execution=`))
      expect(hash).not.toContain('Lovelace')
      // The whole trip is the choice already made.
      await press(page, 'Continue')

      await step(page, 'What you get back')
      await waitForShadowText(storefront(page), /Classic: the fare is refunded less a cancellation fee/)
      await press(page, 'Continue')

      await step(page, 'Where should your refund go?')
      await tabTo(page, (focus) => focus.type === 'radio', 'the refund targets', { maxPresses: 40 })
      await page.keyboard.press('ArrowDown')
      await waitForFocus(page, (focus) => /^Travel credit/.test(focus.name), 'the travel credit')
      await press(page, 'Continue')

      await step(page, 'Confirm your cancellation')
      await tabTo(page, (focus) => focus.type === 'checkbox', 'the confirmation box')
      await expectFocusVisible(page, 'the confirmation box')
      await page.keyboard.press('Space')
      await press(page, /^Cancel trip and get .+ as travel credit$/)

      await step(page, 'Your trip is cancelled')
      const result = await waitForShadowText(storefront(page), /Travel credit code (TC\w+)/)
      const shownAmount = /Travel credit (\$[\d,]+\.\d\d)/.exec(result)?.[1] ?? ''
      const shownCode = /Travel credit code (TC\w+)/.exec(result)?.[1] ?? ''
      const shownReference = /Refund reference (\w+)/.exec(result)?.[1] ?? ''
      expect(result).toContain('This booking is cancelled.')

      await press(page, 'Back to your trip')
      const tripText = await waitForShadowText(storefront(page), /Booking cancelled/, 15_000)
      expect(tripText).toContain('This booking is cancelled.')
      // The history names the refund as the receipt did.
      expect(shownReference).not.toBe('')
      expect(tripText).toContain(`Refunded ${shownAmount} (refund reference ${shownReference})`)
      expect((await runAxe(page)).summary).toBe('')

      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CANCELLED')
      const [refund, ...more] = readRefunds(e2e.dataDir, reference)
      expect(more).toEqual([])
      expect(refund?.target).toBe('TRAVEL_CREDIT')
      expect(refund?.credit?.code).toBe(shownCode)
      expect(Number.isInteger(refund?.credit?.amount)).toBe(true)
      expect(refund?.credit?.amount).toBe(minorUnits(shownAmount))
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a trip with a paid seat, changed once for a fee: the trip page and the cancel name every charge, add up to what was paid, and agree with the database', async () => {
    const booked = { depart: addDays(todayUtc(), 49), back: addDays(todayUtc(), 56), adults: 1, children: 0 }
    const reference = await order(e2e, booked, card, holdPaidReturnSeat)
    await changeOutbound(e2e, reference, 'Lovelace', booked, addDays(booked.depart, 1))
    const stored = readOrder(e2e.dataDir, reference)
    const seat = stored?.details.items.find((item) => item.kind === 'SEAT')
    const paid = stored?.payments.reduce((sum, p) => sum + p.amount, 0) ?? 0
    expect(stored?.payments).toHaveLength(2)
    expect(stored?.details.changeFees).toBe(7_500)
    expect(seat?.price).toBeGreaterThan(0)
    expect(stored?.total).toBe(paid)

    const watched = await openTripPage(e2e)
    try {
      const { page } = watched
      const sf = storefront(page)
      await findTrip(page, reference, 'Lovelace')
      await waitForShadowText(sf, /Your booking is confirmed\./, 20_000)

      // The trip page: each line named, adding up to the amount paid, each the database's.
      const payment = sf.locator('section.dx-cf-section', { has: page.locator('h3', { hasText: /^Payment$/ }) })
      const tripRows = await moneyRows(payment.locator('dl').first())
      expect(tripRows).toEqual([
        ['Fare', stored?.details.fare],
        ['Taxes and fees', stored?.details.taxes],
        ['Seats', seat?.price],
        ['Flight change fees', 7_500],
        ['Amount paid', paid],
      ])
      expect(sum(tripRows.slice(0, -1).map(([, amount]) => amount))).toBe(paid)

      // The cancel's details: every amount paid on a line, the lines adding up to the totals.
      await sf.getByRole('button', { name: 'Cancel trip', exact: true }).click()
      await sf.getByRole('heading', { name: 'What do you want to cancel?' }).waitFor({ timeout: 15_000 })
      await sf.getByRole('button', { name: 'Continue', exact: true }).click()
      await sf.getByRole('heading', { name: 'What you get back' }).waitFor({ timeout: 15_000 })
      const details = sf.locator('form.dx-ct-step')
      const totals = Object.fromEntries(await moneyRows(details.locator('dl.dx-ct-totals')))
      const flights = await Promise.all((await details.locator('dl:not(.dx-ct-totals)').all()).map(moneyRows))
      const lines = flights.flat()
      // Each flight: what was paid, less the fee (said once, taken off) and what the fare rules keep, comes back.
      for (const rows of flights.map((flight) => Object.fromEntries(flight))) {
        const taken = (rows['Cancellation fee'] ?? 0) + (rows['Not refunded under your fare rules'] ?? 0)
        expect((rows['Paid (fare and taxes)'] ?? 0) - taken).toBe(rows.Refunded)
      }
      expect(lines.filter(([term]) => term === 'Cancellation fee').length, 'the Classic fare’s fee').toBeGreaterThan(0)
      const listed = await listedMoney(details)
      const adult = stored?.details.passengers[0]
      // Named with its flight, as the order stored it (a seat's index is its flight's).
      const seatFlight = stored?.details.segments.find((s) => s.index === seat?.index)
      const seatLine = `Seat ${seat?.detail} for ${adult?.givenName} ${adult?.familyName}, ${seatFlight?.origin} → ${seatFlight?.destination}`
      expect(listed).toContainEqual({ name: seatLine, paid: seat?.price, back: 0 })
      expect(listed).toContainEqual({ name: 'Flight change fees', paid: 7_500, back: 0 })
      const linesPaid = sum(lines.filter(([term]) => term === 'Paid (fare and taxes)').map(([, amount]) => amount))
      const linesBack = sum(lines.filter(([term]) => term === 'Refunded').map(([, amount]) => amount))
      expect(linesPaid).toBe((stored?.details.fare ?? 0) + (stored?.details.taxes ?? 0))
      expect(totals['Paid for this booking']).toBe(paid)
      expect(linesPaid + sum(listed.map((item) => item.paid))).toBe(paid)
      expect(linesBack + sum(listed.map((item) => item.back))).toBe(totals['Refund to your original payment'])
      expect((totals['Refund to your original payment'] ?? 0) + (totals['Not refunded'] ?? 0)).toBe(paid)

      // Back to the card: the database refunds what the page said, and the order is cancelled.
      await sf.getByRole('button', { name: 'Continue', exact: true }).click()
      await sf.getByRole('heading', { name: 'Where should your refund go?' }).waitFor({ timeout: 15_000 })
      await sf.getByRole('button', { name: 'Continue', exact: true }).click()
      await sf.getByRole('heading', { name: 'Confirm your cancellation' }).waitFor({ timeout: 15_000 })
      await sf.getByRole('checkbox').check()
      await sf.getByRole('button', { name: /^Cancel trip and refund \$/ }).click()
      await sf.getByRole('heading', { name: 'Your trip is cancelled' }).waitFor({ timeout: 15_000 })
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('CANCELLED')
      const refunds = readRefunds(e2e.dataDir, reference)
      expect(refunds.map((r) => [r.target, r.amount])).toEqual([
        ['ORIGINAL_PAYMENT', totals['Refund to your original payment']],
      ])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

const sum = (values: readonly (number | undefined)[]): number => values.reduce<number>((a, v) => a + (v ?? 0), 0)

/** The rows of a definition list whose values are amounts: [term, integer minor units]. */
async function moneyRows(list: Locator): Promise<[string, number][]> {
  const rows = await list.evaluate((dl) =>
    [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  )
  return rows.map(([term, value]): [string, number] => [term ?? '', minorUnits(value ?? '')])
}

/** Items and charges, "Seat 34B for Ada Lovelace: paid $17.00, refunded $0.00", in minor units. */
const listedMoney = async (details: Locator) =>
  (await details.locator('li').allTextContents())
    .map((text) => /^(.+): paid (\S+), refunded (\S+)$/.exec(text))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[1], paid: minorUnits(match[2] ?? ''), back: minorUnits(match[3] ?? '') }))

/**
 * In the booking conversation: a seat of the return flight (kept by the change of the
 * outbound) that costs something, for the first adult.
 */
async function holdPaidReturnSeat(conversation: Conversation): Promise<void> {
  const map = await callApi<SeatMapQuery>(
    e2e.dxOrigin,
    seatMapDocument,
    { segmentIndex: 1 } satisfies SeatMapQueryVariables,
    conversation.execution,
  )
  const seat = map.data?.seatMap.rows
    .flatMap((row) => row.seats)
    .find((s) => s.available && (s.price?.amount ?? 0) > 0 && !s.characteristics.includes('EXIT_ROW'))
  if (!seat) throw new Error(`no paid seat free on the return: ${JSON.stringify(map.errors)}`)
  const held = await callApi<HoldSeatMutation>(
    e2e.dxOrigin,
    holdSeatDocument,
    { segmentIndex: 1, passengerId: 'ADT-1', seatNumber: seat.number } satisfies HoldSeatMutationVariables,
    conversation.execution,
  )
  if (held.errors.length > 0) throw new Error(`holdSeat failed: ${JSON.stringify(held.errors)}`)
}
