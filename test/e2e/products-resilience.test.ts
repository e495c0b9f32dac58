// Issue 30, "Done when", on a host page of our own: the protection choices of the
// ancillaries page ("Protect your trip") are kept in the DX_ session entries of the
// specification, with no personal data, and a new search (a new execution key) leaves none
// of them, neither on the page nor in session storage, whether the storefront follows the
// new key in the same document or the tab loads it anew. A provider set to time out, or to
// fail (DX_DEMO_PROVIDER_FAULTS, on a second server), leaves the flight booking confirmed:
// the confirmation says the product was dropped, the order and its payment and ledger hold
// the flights alone to the cent, and no product of it was kept. Pay clicked twice with
// products in the cart makes one order, books each product once and charges once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import orderDocument from '../../core/api/order.graphql'
import type { OrderQuery, OrderQueryVariables } from '../../core/api/generated/operations'
import { bookedConversation, bookingE2e, callApi, CONTACT, openBookingPage, type Conversation } from './booking'
import type { E2e } from './harness'
import { countOrders, readLedger, readOrder } from './orders'
import {
  cartProducts,
  cartTotal,
  checkedProtection,
  chooseProtection,
  confirmationReference,
  conversationProducts,
  PROTECTION_GROUPS,
  type ProtectionGroup,
  payButton,
  protectionEntries,
  serverWithFaults,
  toPaymentWithCard,
  waitForProtection,
} from './products-resilience-steps'
import {
  addDays,
  clickFare,
  DESTINATION,
  heading,
  ORIGIN,
  routeOf,
  storefront,
  storefrontHash,
  summaryTotal,
  todayUtc,
  tripQuery,
  type Trip,
} from './shopping'

const e2e = bookingE2e()

const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
/** The new search: other dates. */
const otherTrip: Trip = { depart: addDays(todayUtc(), 35), back: addDays(todayUtc(), 42), adults: 1, children: 0 }
/** The selection states the protection section keeps, one per group. */
const SELECTION_ENTRIES = ['DX_insuranceSelectionState', 'DX_refundProtectState', 'DX_cfarSelectionState']
/** What the traveller typed (passengerInputs, CONTACT): none of it may be in the entries. */
const PERSONAL = ['Ada', 'Lovelace', CONTACT.email, CONTACT.phoneNumber, 'P0000001', '1980-01-15']

const openAncillaries = (server: E2e, conversation: Conversation) =>
  openBookingPage(server, conversation, 'ancillaries', (page) => heading(page, 'Bags and extras'))

/** The conversation of each DX_ protection entry (each names the one it belongs to). */
const entryConversations = (entries: Record<string, unknown>) =>
  Object.values(entries).map((entry) => (entry as { execution?: unknown }).execution)

/** The storefront follows an address of this document (a link, the search box's answer). */
async function followInPage(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => {
    location.hash = to
  }, hash)
  await page.waitForURL((url) => url.hash.startsWith(hash.split('?')[0] ?? hash))
}

async function readOrderByApi(server: E2e, conversation: Conversation, reference: string) {
  const answer = await callApi<OrderQuery>(
    server.dxOrigin,
    orderDocument,
    { reference } satisfies OrderQueryVariables,
    conversation.execution,
  )
  const order = answer.data?.order
  if (!order) throw new Error(`order failed: ${JSON.stringify(answer.errors)}`)
  return order
}

describe('protection choices and a new execution key', () => {
  test('every protection choice is kept in DX_ entries without personal data, and a new search in the same document clears them from the page and from session storage', async () => {
    const first = await bookedConversation(e2e, trip)
    const watched = await openAncillaries(e2e, first)
    const { page } = watched
    try {
      await waitForProtection(page)
      expect(await checkedProtection(page)).toEqual([])
      await chooseProtection(page, PROTECTION_GROUPS)
      expect(await checkedProtection(page)).toHaveLength(3)
      const entries = await protectionEntries(page)
      expect(Object.keys(entries)).toEqual(expect.arrayContaining(SELECTION_ENTRIES))
      expect(new Set(entryConversations(entries))).toEqual(new Set([first.execution]))
      const stored = JSON.stringify(entries)
      for (const personal of PERSONAL) expect(stored).not.toContain(personal)

      // A new search answers a new key; the storefront follows the address that carries it
      // to the new flights, and on through the flow back to the ancillaries page.
      const second = await bookedConversation(e2e, otherTrip)
      expect(second.execution).not.toBe(first.execution)
      await followInPage(page, second.hash('flight-selection'))
      await heading(page, /^Choose your (outbound|return) flight/).waitFor({ timeout: 20_000 })
      await followInPage(page, second.hash('ancillaries'))
      await heading(page, 'Bags and extras').waitFor({ timeout: 20_000 })
      await waitForProtection(page)
      expect(await checkedProtection(page)).toEqual([])
      const after = await protectionEntries(page)
      for (const name of SELECTION_ENTRIES) expect(after).not.toHaveProperty(name)
      expect(entryConversations(after)).not.toContain(first.execution)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 150_000)

  test('a new search loaded anew in the same tab finds no choice of the conversation before, on the page or in session storage', async () => {
    const first = await bookedConversation(e2e, trip)
    const watched = await openAncillaries(e2e, first)
    const { page } = watched
    try {
      await waitForProtection(page)
      await chooseProtection(page, PROTECTION_GROUPS)
      expect(Object.keys(await protectionEntries(page))).toEqual(expect.arrayContaining(SELECTION_ENTRIES))

      // The tab loads the new conversation's page anew (a link, a bookmark, after another
      // site): its session storage stays.
      const second = await bookedConversation(e2e, otherTrip)
      await page.goto('about:blank')
      await page.goto(new URL(`/shop.html${second.hash('ancillaries')}`, e2e.hostOrigin).href)
      await heading(page, 'Bags and extras').waitFor({ timeout: 20_000 })
      await waitForProtection(page)
      expect(await checkedProtection(page)).toEqual([])
      const after = await protectionEntries(page)
      for (const name of SELECTION_ENTRIES) expect(after).not.toHaveProperty(name)
      expect(entryConversations(after)).not.toContain(first.execution)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 150_000)
})

describe('protection choices and a changed search in the same conversation', () => {
  test("the search box's new search keeps the conversation; the new flights clear every protection choice from the page, session storage and the cart", async () => {
    const first = await bookedConversation(e2e, trip)
    const watched = await openAncillaries(e2e, first)
    const { page } = watched
    try {
      await waitForProtection(page)
      await chooseProtection(page, PROTECTION_GROUPS)
      expect(await cartProducts(e2e.dxOrigin, first)).toHaveLength(3)

      // What the search box on this page does with a new search: the storefront's address
      // for it, with the page's conversation (search-box.tsx).
      await followInPage(page, storefrontHash('flight-selection', tripQuery(otherTrip, { execution: first.execution })))
      await clickFare(page, 'Choose your outbound flight', ORIGIN, 'Classic')
      await clickFare(page, 'Choose your return flight', DESTINATION, 'Classic')
      // Both flights chosen: the storefront puts them in the cart (addItinerary) and prices the trip.
      await summaryTotal(page).waitFor({ state: 'visible', timeout: 20_000 })
      const onward = routeOf(page.url()).query
      expect(onward.get('execution')).toBe(first.execution)
      expect(onward.get('flight1')).toBeTruthy()
      await followInPage(page, storefrontHash('ancillaries', onward))
      await heading(page, 'Bags and extras').waitFor({ timeout: 20_000 })
      await waitForProtection(page)
      expect(await checkedProtection(page)).toEqual([])
      const after = await protectionEntries(page)
      for (const name of SELECTION_ENTRIES) expect(after).not.toHaveProperty(name)
      expect(await cartProducts(e2e.dxOrigin, first)).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  }, 150_000)
})

describe('a provider that times out or fails', () => {
  // Insurance never answers in time, cancel-for-any-reason answers an error; the others work.
  let faulty: E2e | undefined
  beforeAll(async () => {
    faulty = await serverWithFaults(e2e, 'insurance:timeout,cfar:fail')
  }, 120_000)
  afterAll(async () => {
    await faulty?.close()
  })

  const cases: { fault: string; kind: string; legend: ProtectionGroup; message: string }[] = [
    {
      fault: 'timeout',
      kind: 'INSURANCE',
      legend: 'Travel insurance',
      message: 'Your travel insurance could not be booked: you were not charged for it.',
    },
    {
      fault: 'fail',
      kind: 'CFAR',
      legend: 'Cancel for any reason',
      message: 'Your cancel-for-any-reason cover could not be booked: you were not charged for it.',
    },
  ]
  for (const { fault, kind, legend, message } of cases) {
    test(`${kind} set to ${fault}: the flights are booked, the product is dropped with a message, and the charge is the flights' alone to the cent`, async () => {
      if (!faulty) throw new Error('the faulty server did not start')
      const server = faulty
      const conversation = await bookedConversation(server, trip)
      const flights = await cartTotal(server.dxOrigin, conversation)
      const watched = await openAncillaries(server, conversation)
      const { page } = watched
      try {
        await waitForProtection(page, [legend])
        await chooseProtection(page, [legend])
        expect(await cartTotal(server.dxOrigin, conversation)).toBeGreaterThan(flights)
        await toPaymentWithCard(page)
        await payButton(page).click()
        // The provider's confirm is given a few seconds (purchase-products.ts); the page waits for it.
        const reference = await confirmationReference(page, 45_000)
        await storefront(page).getByText(message).waitFor({ timeout: 20_000 })

        const order = readOrder(server.dataDir, reference)
        expect(order?.status).toBe('CONFIRMED')
        expect(order?.total).toBe(flights)
        expect(order?.payments.map((payment) => payment.amount)).toEqual([flights])
        expect(readLedger(server.dataDir, reference)).toEqual({ CHARGE: flights })
        const answered = await readOrderByApi(server, conversation, reference)
        expect(answered.total.amount).toBe(flights)
        expect(answered.payments.reduce((sum, payment) => sum + payment.amount.amount, 0)).toBe(flights)
        expect(answered.products.filter((product) => product.kind === kind && product.state === 'CONFIRMED')).toEqual(
          [],
        )
        // Whatever the provider was asked to book for it, none of it is the order's or kept.
        for (const product of conversationProducts(server.dataDir, conversation))
          expect(product.state, `${product.kind} ${product.orderReference}`).toMatch(/^(VOIDED|FAILED)$/)
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    }, 180_000)
  }
})

describe('Pay clicked twice', () => {
  test('with protection in the cart: one order, each product booked once, one charge', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openAncillaries(e2e, conversation)
    const { page } = watched
    try {
      await waitForProtection(page)
      await chooseProtection(page, PROTECTION_GROUPS)
      const due = await cartTotal(e2e.dxOrigin, conversation)
      await toPaymentWithCard(page)
      const ordersBefore = countOrders(e2e.dataDir)
      await payButton(page).dblclick()
      const reference = await confirmationReference(page, 45_000)
      await storefront(page).getByRole('region', { name: 'Your extras' }).waitFor({ timeout: 20_000 })

      expect(countOrders(e2e.dataDir)).toBe(ordersBefore + 1)
      const order = readOrder(e2e.dataDir, reference)
      expect(order?.status).toBe('CONFIRMED')
      expect(order?.total).toBe(due)
      expect(order?.payments.map((payment) => payment.amount)).toEqual([due])
      expect(readLedger(e2e.dataDir, reference)).toEqual({ CHARGE: due })
      // Each product booked with its provider once, and that booking is the order's.
      expect(
        conversationProducts(e2e.dataDir, conversation).map(({ kind, state, orderReference }) => [
          kind,
          state,
          orderReference,
        ]),
      ).toEqual([
        ['CFAR', 'CONFIRMED', reference],
        ['INSURANCE', 'CONFIRMED', reference],
        ['REFUND_PROTECTION', 'CONFIRMED', reference],
      ])
      // A second purchase refused while the first was paying is the page's to handle.
      expect(watched.problems({ allowHttpErrors: /\/dx\/api\/graphql/ })).toEqual([])
    } finally {
      await watched.close()
    }
  }, 180_000)
})
