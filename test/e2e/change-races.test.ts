// Changes of flights that race, in a real browser on a partner page of this test's own, from
// orders the test makes. Two tabs of the traveller change the same trip and both press Pay:
// one change is confirmed and charged, the other is refused (ORDER_CHANGED) and charges
// nothing; the database holds one new payment, a ledger whose charges are the payments, and
// the confirmed change's flight. And a fare class sold out between choosing it and paying
// (other bookings take its last seats through the booking API): the payment is refused
// (FARE_SOLD_OUT), nothing is charged and the class is not sold beyond its seats. Each
// refusal takes focus as an alert that says what to do next, and axe finds nothing on it.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import addItineraryDocument from '../../core/api/add-itinerary.graphql'
import purchaseDocument from '../../core/api/purchase.graphql'
import searchFlightsDocument from '../../core/api/search-flights.graphql'
import updatePassengersDocument from '../../core/api/update-passengers.graphql'
import type {
  AddItineraryMutationVariables,
  PurchaseMutation,
  PurchaseMutationVariables,
  SearchFlightsMutation,
  SearchFlightsMutationVariables,
  UpdatePassengersMutationVariables,
} from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { bookingE2e, CONTACT, callApi, fillCard, passengerInputs } from './booking'
import type { WatchedPage } from './harness'
import { paymentsAdded, readLedger, readOrder, soldOnFlight, type StoredOrder } from './orders'
import { waitForShadowText } from './shadow'
import { addDays, formatMoney, heading, isoDate, storefront, todayUtc, type Trip, waitForFocus } from './shopping'
import { outboundFlightsOf } from './exchanges'
import { card, openFoundTrip, order } from './trips'

const e2e = bookingE2e()

/** One adult, LHR-JFK and back: a Classic fare, so a change is allowed for a fee. */
const tripOn = (depart: Date): Trip => ({ depart, back: addDays(depart, 7), adults: 1, children: 0 })

/** Days near `day` in its calendar month (the month the change's calendar opens on), nearest first. */
const daysBeside = (day: Date): Date[] =>
  [1, -1, 2, -2, 3, -3].map((n) => addDays(day, n)).filter((d) => d.getUTCMonth() === day.getUTCMonth())

const ORDER_CHANGED = 'Your trip changed before this payment'
const FARE_SOLD_OUT = 'This fare has sold out'

interface AtPayment {
  watched: WatchedPage
  /** "$123.45": what the Pay button charges. */
  due: string
  /** The new outbound's flights as the review names them ("ZZ 5"). */
  flights: string[]
  day: Date
}

/**
 * A tab of the traveller: the partner page, the trip found, its outbound changed to a Classic
 * flight of `day` that costs something, the review read, and the payment page with the card filled.
 */
async function changeToPayment(reference: string, day: Date, offer = 0): Promise<AtPayment> {
  const watched = await openFoundTrip(e2e, reference, 'Lovelace', '/change-races.html')
  try {
    const { page } = watched
    const sf = storefront(page)
    await outboundFlightsOf(page, day)
    const fare = sf
      .getByRole('button', { name: /^Classic, .*Change: \$[\d,]+\.\d\d to pay/ })
      .filter({ hasNotText: 'Change: $0.00 to pay' })
      .nth(offer)
    await fare.waitFor({ timeout: 15_000 })
    const due = /Change: (\$[\d,]+\.\d\d) to pay/.exec((await fare.getAttribute('aria-label')) ?? '')?.[1] ?? ''
    await fare.click()
    await sf.getByRole('button', { name: 'Continue', exact: true }).first().click()
    await heading(page, 'Review your change').waitFor({ timeout: 15_000 })
    await sf.getByRole('button', { name: 'Continue to payment' }).waitFor({ timeout: 15_000 })
    const flights = await sf
      .locator('.dx-cf-part', { has: page.getByRole('heading', { name: /^New flights/ }) })
      .locator('strong')
      .allTextContents()
    await sf.getByRole('button', { name: 'Continue to payment' }).click()
    await heading(page, 'Review and pay').waitFor({ timeout: 15_000 })
    await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
    await sf.getByRole('button', { name: `Pay ${due}` }).waitFor()
    return { watched, due, flights, day }
  } catch (error) {
    await watched.close()
    throw error
  }
}

const payButton = (tab: AtPayment) => storefront(tab.watched.page).getByRole('button', { name: `Pay ${tab.due}` })

/** How the tab's payment ended: the change booked, or the refusal's title. */
async function outcome(tab: AtPayment): Promise<'booked' | typeof ORDER_CHANGED | typeof FARE_SOLD_OUT> {
  const text = await waitForShadowText(
    storefront(tab.watched.page),
    new RegExp(`Your new flights are booked\\.|${ORDER_CHANGED}|${FARE_SOLD_OUT}`),
    20_000,
  )
  if (text.includes(ORDER_CHANGED)) return ORDER_CHANGED
  if (text.includes(FARE_SOLD_OUT)) return FARE_SOLD_OUT
  return 'booked'
}

/**
 * The refusal as a screen reader meets it: focus on an alert that names it and says what to
 * do next, nothing charged; axe finds no violation of any impact on the page. Its text.
 */
async function expectRefusal(page: Page, title: string, wayForward: string): Promise<string> {
  const focus = await waitForFocus(page, (f) => f.role === 'alert', 'the payment message', 10_000)
  expect(focus.name).toContain(title)
  const alert = storefront(page).getByRole('alert').filter({ hasText: title })
  const text = (await alert.textContent()) ?? ''
  expect(text).toContain('nothing was charged')
  expect(text).toContain(wayForward)
  // After a card was refused a change adds "Try another card"; here another card cannot help.
  expect(text).not.toContain('Try another card')
  // Paying again cannot help: the refusal offers no retry.
  expect(await alert.getByRole('button').count()).toBe(0)
  expect((await runAxe(page)).all).toEqual([])
  return text
}

/** "ZZ 12" from a stored segment's "ZZ12". */
const flightName = (segment: StoredOrder['details']['segments'][number]) =>
  segment.flight.replace(/^([A-Z0-9]{2})/, '$1 ')

const outboundOf = (stored: StoredOrder | undefined) => stored?.details.segments.filter((s) => s.partIndex === 0) ?? []

describe('two tabs change one trip', () => {
  test.each(['at once', 'one after the other'])(
    'both press Pay %s: one change is confirmed and charged, the other is refused with ORDER_CHANGED and charges nothing',
    async (when) => {
      const trip = tripOn(addDays(todayUtc(), when === 'at once' ? 21 : 23))
      const reference = await order(e2e, trip, card)
      const before = readOrder(e2e.dataDir, reference)
      const [dayA, dayB] = daysBeside(trip.depart)
      if (!dayA || !dayB) throw new Error('no two days beside the booked one in its month')
      const tabs = [await changeToPayment(reference, dayA), await changeToPayment(reference, dayB)]
      try {
        const [a, b] = tabs as [AtPayment, AtPayment]
        let outcomes: string[]
        if (when === 'at once') {
          await Promise.all(tabs.map((tab) => payButton(tab).click()))
          outcomes = await Promise.all(tabs.map(outcome))
        } else {
          await payButton(a).click()
          const first = await outcome(a)
          await payButton(b).click()
          outcomes = [first, await outcome(b)]
        }
        expect([...outcomes].sort()).toEqual([ORDER_CHANGED, 'booked'].sort())
        const confirmed = outcomes[0] === 'booked' ? a : b
        const refused = confirmed === a ? b : a
        // One after the other, the first is confirmed and the second, priced on the flight it replaced, is refused.
        if (when === 'one after the other') expect(confirmed).toBe(a)

        await expectRefusal(refused.watched.page, ORDER_CHANGED, 'Start this change again from your trip')

        // The database: one new payment, of what the confirmed tab showed, in integer minor units.
        const after = readOrder(e2e.dataDir, reference)
        const added = paymentsAdded(before, after)
        expect(added).toHaveLength(1)
        const paid = added[0]
        expect(Number.isInteger(paid?.amount)).toBe(true)
        expect(formatMoney({ amount: paid?.amount ?? 0, currency: paid?.currency ?? 'USD' })).toBe(confirmed.due)
        expect(after?.payments).toHaveLength(2)
        // The ledger charges what the payments hold, and nothing came back.
        const ledger = readLedger(e2e.dataDir, reference)
        expect(ledger.CHARGE).toBe(after?.payments.reduce((sum, payment) => sum + payment.amount, 0))
        expect((ledger.REFUND ?? 0) + (ledger.CREDIT ?? 0)).toBe(0)
        // The order holds the confirmed change's flight, on its day.
        const outbound = outboundOf(after)
        expect(outbound.map(flightName)).toEqual(confirmed.flights)
        expect(outbound[0]?.departure.slice(0, 10)).toBe(isoDate(confirmed.day))
        expect(after?.total).toBe((before?.total ?? 0) + (paid?.amount ?? 0))
        for (const tab of tabs) expect(tab.watched.problems()).toEqual([])
      } finally {
        await Promise.all(tabs.map((tab) => tab.watched.close()))
      }
    },
    60_000,
  )
})

/** The one-way LHR-JFK search of `day` for `adults`: its Classic offer on the flights named, if still sold. */
async function classicOn(day: Date, flights: string[], adults: number) {
  const found = await callApi<SearchFlightsMutation>(e2e.dxOrigin, searchFlightsDocument, {
    criteria: {
      awardBooking: false,
      cabinClass: 'Economy',
      searchType: 'BRANDED',
      itineraryParts: [{ origin: 'LHR', destination: 'JFK', date: isoDate(day) }],
      passengers: { ADT: adults },
    },
    page: { offset: 0, limit: 50 },
  } satisfies SearchFlightsMutationVariables)
  const offer = found.data?.searchFlights.offers?.offers.find(
    (o) => o.segments.map((s) => `${s.airlineCode} ${s.flightNumber}`).join() === flights.join(),
  )
  if (!offer || !found.execution) throw new Error(`no offer of ${flights.join()} on ${isoDate(day)}`)
  const classic = offer.brandOffers.find((b) => b.brandId === 'classic')
  return { execution: found.execution, classic }
}

/**
 * Other travellers book the Classic seats of the flights left for sale, through the booking
 * API (at most 9 a booking; the API names the seats left once 9 or fewer): the seats they
 * took and the references of their orders.
 */
async function sellClassicSeats(day: Date, flights: string[]): Promise<{ seats: number; references: string[] }> {
  let seats = 0
  const references: string[] = []
  for (let round = 0; round < 40; round++) {
    const { classic: left } = await classicOn(day, flights, 1)
    if (!left) return { seats, references }
    const adults = Math.min(9, left.seatsLeft ?? 9)
    const { execution, classic } = await classicOn(day, flights, adults)
    if (!classic) throw new Error(`Classic on ${flights.join()} is not sold to ${adults}`)
    const offerRefs = [classic.offerRef]
    await callApi(e2e.dxOrigin, addItineraryDocument, { offerRefs } satisfies AddItineraryMutationVariables, execution)
    const people = passengerInputs({ depart: day, back: day, adults, children: 0 })
    const named = await callApi(
      e2e.dxOrigin,
      updatePassengersDocument,
      { passengers: people, contact: CONTACT } satisfies UpdatePassengersMutationVariables,
      execution,
    )
    if (named.errors.length > 0) throw new Error(`updatePassengers failed: ${JSON.stringify(named.errors)}`)
    const paid = await callApi<PurchaseMutation>(
      e2e.dxOrigin,
      purchaseDocument,
      { payment: card, idempotencyKey: crypto.randomUUID() } as PurchaseMutationVariables,
      execution,
    )
    const reference = paid.data?.purchase.order?.reference
    if (!reference) throw new Error(`a booking of ${adults} failed: ${JSON.stringify(paid.errors)}`)
    references.push(reference)
    seats += adults
  }
  throw new Error(`Classic on ${flights.join()} never sold out`)
}

describe('a change into a fare class that sold out since it was chosen', () => {
  test('is refused with FARE_SOLD_OUT before any charge: the order as it was, the class not sold beyond its seats', async () => {
    const trip = tripOn(addDays(todayUtc(), 30))
    const reference = await order(e2e, trip, card)
    const before = readOrder(e2e.dataDir, reference)
    const [day] = daysBeside(trip.depart)
    if (!day) throw new Error('no day beside the booked one in its month')
    const tab = await changeToPayment(reference, day)
    try {
      // Meanwhile other travellers take the class's last seats on the chosen flight.
      const sold = await sellClassicSeats(day, tab.flights)
      expect(sold.seats).toBeGreaterThan(0)
      const leg = readOrder(e2e.dataDir, sold.references[0] ?? '')?.details.segments[0]?.legId ?? 0
      const soldBefore = soldOnFlight(e2e.dataDir, leg)
      expect(soldBefore.classic).toBeGreaterThanOrEqual(sold.seats)

      await payButton(tab).click()
      expect(await outcome(tab)).toBe(FARE_SOLD_OUT)
      await expectRefusal(tab.watched.page, FARE_SOLD_OUT, 'Search again and choose another flight or fare')

      // Nothing charged, the order as it was, and no seat counted on the flight beyond the class's.
      expect(readOrder(e2e.dataDir, reference)).toEqual(before)
      expect(readLedger(e2e.dataDir, reference)).toEqual({
        CHARGE: before?.payments.reduce((sum, payment) => sum + payment.amount, 0),
      })
      expect(soldOnFlight(e2e.dataDir, leg)).toEqual(soldBefore)
      expect((await classicOn(day, tab.flights, 1)).classic).toBeUndefined()
      expect(tab.watched.problems()).toEqual([])
    } finally {
      await tab.watched.close()
    }
  }, 60_000)
})
