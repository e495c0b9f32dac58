// Seat selection end to end: on the family's round trip (2 adults, a child,
// an infant on a lap) with the passengers saved, a keyboard-only traveller seats each
// passenger who takes a seat on the outbound flight and the trip total follows; axe
// finds nothing serious on the open map; a seat another conversation takes after the
// map loaded answers a conflict, said plainly, and the map is read again; a booking
// opened in a new tab keeps its seat, charged on the payment page.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import holdSeatDocument from '../../core/api/hold-seat.graphql'
import cartDocument from '../../core/api/cart.graphql'
import type { CartQuery, HoldSeatMutation, HoldSeatMutationVariables } from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { outboundSeats } from './seat-map'
import {
  bookedConversation,
  bookingE2e,
  callApi,
  familyTrip,
  openBookingPage,
  openPaymentPage,
  startConversation,
  type Conversation,
} from './booking'
import { tabTo, type FocusInfo } from './shadow'
import { arrowToTakeableSeat } from './seat-keys'
import { addDays, formatMoney, storefront, summaryTotal, todayUtc, waitForFocus } from './shopping'

const e2e = bookingE2e()

const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

/** A taken seat answers with the catalogue's 409 (SEAT_TAKEN): the API doing its job. */
const apiErrors = /\/dx\/api\/graphql|Failed to load resource/

const seatsOf = (conversation: Conversation) => outboundSeats(e2e.dxOrigin, conversation)

const seatMap = (page: Page) => storefront(page).getByRole('grid', { name: /^Seat map, ZZ \d+, London to New York$/ })

const openSeats = (conversation: Conversation) => openBookingPage(e2e, conversation, 'seat-selection', seatMap)

/** The first adult holds `seatNumber` on the outbound flight of the conversation `execution` names, through the API. */
const holdOutboundSeat = (execution: string, seatNumber: string) =>
  callApi<HoldSeatMutation>(
    e2e.dxOrigin,
    holdSeatDocument,
    { segmentIndex: 0, passengerId: 'ADT-1', seatNumber } satisfies HoldSeatMutationVariables,
    execution,
  )

describe('seat selection', () => {
  test('keyboard only: a seat for each seated passenger on one flight, the trip total follows, and axe finds nothing serious', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openSeats(conversation)
    const { page } = watched
    try {
      const axe = await runAxe(page)
      expect(axe.summary).toBe('')
      await summaryTotal(page).waitFor({ state: 'visible' })
      const before = await summaryTotal(page).locator('.dx-price').textContent()

      await tabTo(page, (focus) => focus.role === 'gridcell', 'the seat map', { maxPresses: 60 })
      const chosen: string[] = []
      // Two adults and the child take seats; the infant travels on the first adult's lap.
      for (const passenger of ['Adax Lovelace', 'Adaxx Lovelace', 'Charliex Lovelace']) {
        const seat = await arrowToTakeableSeat(page)
        const number = seat.name.split(',')[0] ?? ''
        await page.keyboard.press('Enter')
        await storefront(page)
          .getByText(new RegExp(`^Seat ${number} chosen for ${passenger}: \\$`))
          .waitFor({ state: 'visible' })
        await waitForFocus(
          page,
          (focus) => focus.name.startsWith(`${number},`) && focus.name.endsWith(`chosen for ${passenger}`),
          `seat ${number} chosen`,
        )
        chosen.push(number)
        await page.keyboard.press('ArrowRight')
      }

      const held = (await seatsOf(conversation)).filter((seat) => seat.heldBy)
      expect(Object.fromEntries(held.map((seat) => [seat.heldBy, seat.number]))).toEqual({
        'ADT-1': chosen[0],
        'ADT-2': chosen[1],
        'CHD-1': chosen[2],
      })
      const cart = await callApi<CartQuery>(e2e.dxOrigin, cartDocument, {}, conversation.execution)
      const total = cart.data?.cart.total
      expect(cart.data?.cart.seats?.amount).toBeGreaterThan(0)
      if (!total) throw new Error(`cart failed: ${JSON.stringify(cart.errors)}`)
      await summaryTotal(page)
        .filter({ hasText: formatMoney(total) })
        .waitFor({ state: 'visible' })
      expect(formatMoney(total)).not.toBe(before)
      expect(await storefront(page).getByRole('tab', { selected: true }).textContent()).toContain('3 of 3 seats chosen')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('right to left (ar-AE): the cabin as the aircraft is, column A on the left, the arrows move the way they point, and axe finds nothing serious', async () => {
    const conversation = await startConversation(e2e.dxOrigin, trip)
    const grid = (page: Page) => storefront(page).getByRole('grid')
    const watched = await openBookingPage(e2e, conversation, 'seat-selection', grid, { locale: 'ar-AE' })
    const { page } = watched
    try {
      const map = grid(page)
      const axe = await runAxe(page)
      expect(axe.summary).toBe('')
      const x = (name: RegExp) =>
        map
          .getByRole('gridcell', { name })
          .first()
          .evaluate((cell) => cell.getBoundingClientRect().x)
      expect(await x(/^\d+A،/)).toBeLessThan(await x(/^\d+C،/))
      await tabTo(page, (focus) => focus.role === 'gridcell', 'the seat map', { maxPresses: 60 })
      const left = async (element: FocusInfo | null) => {
        if (!element) throw new Error('nothing focused')
        return map
          .getByRole('gridcell', { name: element.name, exact: true })
          .evaluate((cell) => cell.getBoundingClientRect().x)
      }
      await page.keyboard.press('Home')
      const first = await waitForFocus(page, (focus) => /^\d+A،/.test(focus.name), 'seat A of the row')
      await page.keyboard.press('ArrowRight')
      const second = await waitForFocus(page, (focus) => /^\d+B،/.test(focus.name), 'seat B after ArrowRight')
      expect(await left(second)).toBeGreaterThan(await left(first))
      await page.keyboard.press('ArrowLeft')
      await waitForFocus(page, (focus) => /^\d+A،/.test(focus.name), 'seat A again after ArrowLeft')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a seat another traveller holds after the map loaded: a conflict message and the map read again', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openSeats(conversation)
    const { page } = watched
    try {
      const seat = (await seatsOf(conversation)).find((s) => s.available && !s.characteristics.includes('EXIT_ROW'))
      if (!seat) throw new Error('no free seat on the outbound flight')
      const cell = seatMap(page).getByRole('gridcell', { name: new RegExp(`^${seat.number},.*, available$`) })
      await cell.waitFor({ state: 'visible' })

      const other = await bookedConversation(e2e, trip)
      expect((await holdOutboundSeat(other.execution, seat.number)).errors).toEqual([])

      await cell.click()
      const alert = storefront(page)
        .getByRole('alert')
        .filter({ hasText: `seat ${seat.number} was just taken` })
      await alert.waitFor({ state: 'visible' })
      expect(await alert.textContent()).toBe(
        `Sorry, seat ${seat.number} was just taken by another traveller. We refreshed the seat map: please choose another seat.`,
      )
      await seatMap(page)
        .getByRole('gridcell', { name: new RegExp(`^${seat.number},.*, not available$`) })
        .waitFor({ state: 'visible' })
      expect((await seatsOf(conversation)).find((s) => s.number === seat.number)?.heldBy).toBeNull()
      expect(watched.problems({ allowHttpErrors: apiErrors })).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a booking opened in a new tab keeps its seat: the payment page charges it, and the cart still holds it', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const seat = (await seatsOf(conversation)).find((s) => s.available && !s.characteristics.includes('EXIT_ROW'))
    if (!seat) throw new Error('no free seat')
    expect((await holdOutboundSeat(conversation.execution, seat.number)).errors).toEqual([])
    // A new browser context: the page has no record of the cart, and puts its flights in again.
    const watched = await openPaymentPage(e2e, conversation)
    try {
      const seats = storefront(watched.page)
        .locator('.dx-pay-breakdown tfoot tr')
        .first()
        .locator('td[data-label="Seats"]')
      await expect.poll(() => seats.textContent(), { timeout: 15_000 }).toBe(formatMoney(seat.price))
      const cart = await callApi<CartQuery>(e2e.dxOrigin, cartDocument, {}, conversation.execution)
      expect(cart.data?.cart.items?.map((item) => [item.kind, item.detail])).toEqual([['SEAT', seat.number]])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
