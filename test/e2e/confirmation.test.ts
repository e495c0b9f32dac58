// The end of the purchase in a real browser: the demo bank's 3-D Secure page
// answered by keyboard sends the traveller back to the shop's return address with the
// order made, under its strict CSP; and the confirmation page shows a real order,
// tells the host page once with the reference only, and ends the booking's
// session-storage entries. The purchases themselves go straight through the API, but for
// a payment left waiting for the bank, paid again from the payment page of a new tab.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import challengeResultDocument from '../../core/api/challenge-result.graphql'
import purchaseDocument from '../../core/api/purchase.graphql'
import type {
  ChallengeResultQuery,
  ChallengeResultQueryVariables,
  PurchaseMutation,
  PurchaseMutationVariables,
} from '../../core/api/generated/operations'
import { openPage } from './harness'
import { runAxe } from './axe'
import {
  bookedConversation,
  bookingE2e,
  callApi,
  familyTrip,
  fillCard,
  fillCardFields,
  openBookingPage,
  openPaymentPage,
  type Conversation,
} from './booking'
import { readOrder } from './orders'
import { shadowText, tabTo } from './shadow'
import { addDays, heading, openShop, routeOf, storefront, todayUtc } from './shopping'

const e2e = bookingE2e()

const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

const card = (number: string) => ({
  type: 'CARD',
  card: {
    number,
    expiryMonth: 12,
    expiryYear: todayUtc().getUTCFullYear() + 3,
    cvc: '123',
    holderName: 'Ada Lovelace',
  },
})

async function pay(conversation: Conversation, number: string): Promise<PurchaseMutation['purchase']> {
  const answer = await callApi<PurchaseMutation>(
    e2e.dxOrigin,
    purchaseDocument,
    { payment: card(number), idempotencyKey: crypto.randomUUID() } satisfies PurchaseMutationVariables,
    conversation.execution,
  )
  if (!answer.data) throw new Error(`purchase failed: ${JSON.stringify(answer.errors)}`)
  return answer.data.purchase
}

const seriousFindings = async (page: Page) =>
  (await runAxe(page)).findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')

describe('the demo bank page', () => {
  test('keyboard only: Approve goes back to the return address and the order is confirmed; strict CSP, axe finds nothing serious', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const pending = await pay(conversation, '4000000000003220')
    expect(pending.status).toBe('CHALLENGE_REQUIRED')
    const challengeId = pending.challengeId ?? ''
    const returnUrl = `${e2e.hostOrigin}/blank.html#/b2c/remote-return?challengeId=${challengeId}`
    const bank = new URL('/dx/api/payment/challenge', e2e.dxOrigin)
    bank.searchParams.set('challengeId', challengeId)
    bank.searchParams.set('return', returnUrl)

    const watched = await openPage(e2e, '/blank.html')
    try {
      const { page } = watched
      const response = await page.goto(bank.href)
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
      expect(await page.getByRole('heading', { level: 1, name: 'Verify your card payment' }).isVisible()).toBe(true)
      expect(await seriousFindings(page)).toEqual([])
      await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Approve payment', 'the Approve button')
      await Promise.all([page.waitForURL(returnUrl), page.keyboard.press('Enter')])
      const result = await callApi<ChallengeResultQuery>(e2e.dxOrigin, challengeResultDocument, {
        challengeId,
      } satisfies ChallengeResultQueryVariables)
      expect(result.data?.challengeResult).toMatchObject({ status: 'CONFIRMED', order: { status: 'CONFIRMED' } })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('the confirmation page', () => {
  test('shows the order, tells the host once with the reference only, ends the booking entries, and survives a reload', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const reference = (await pay(conversation, '4111111111111111')).order?.reference ?? ''
    expect(reference).toMatch(/^[A-Z2-9]{6}$/)

    const watched = await openShop(e2e)
    try {
      const { page, context } = watched
      const listen = () => {
        const holder = window as unknown as { __confirmed?: unknown[] }
        holder.__confirmed ??= []
        const seen = holder.__confirmed
        document.addEventListener('dx:booking-confirmed', (event) => seen.push((event as CustomEvent).detail))
      }
      await context.addInitScript(listen)
      await page.evaluate(listen)
      // What the pages before leave behind: the purchase attempt, the cart's offers, a selection of the conversation.
      await page.evaluate((execution) => {
        sessionStorage.setItem('DX_purchaseAttempt', JSON.stringify({ key: 'k1', execution }))
        sessionStorage.setItem('DX_storefrontCartRefs', JSON.stringify('p0 p1'))
        sessionStorage.setItem('DX_selectedInsurance', JSON.stringify({ plan: 'basic' }))
      }, conversation.execution)
      await page.evaluate(
        (hash) => (location.hash = hash),
        `#/b2c/confirmation?pnr=${reference}&execution=${conversation.execution}`,
      )

      await heading(page, 'Booking confirmed').waitFor({ timeout: 15_000 })
      const shown = await shadowText(storefront(page))
      expect(shown).toContain(reference)
      expect(shown).toContain('Adax Lovelace')
      expect(shown).toContain('a•••@example.com')
      expect(shown).not.toContain('ada.lovelace@example.com')
      expect(shown).toMatch(/Visa card ending in 1111: \$[\d,]+\.\d\d/)
      expect(await page.evaluate(() => (window as unknown as { __confirmed: unknown[] }).__confirmed)).toEqual([
        { reference },
      ])
      const stored = await page.evaluate(() => Object.keys(sessionStorage).sort())
      expect(stored).toContain('DX_bookingConfirmation')
      for (const gone of ['DX_purchaseAttempt', 'DX_storefrontCartRefs', 'DX_selectedInsurance'])
        expect(stored).not.toContain(gone)
      expect(await seriousFindings(page)).toEqual([])

      await page.reload()
      await heading(page, 'Booking confirmed').waitFor({ timeout: 15_000 })
      expect(await shadowText(storefront(page))).toContain(reference)
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('a booking held to pay later', () => {
  test('Back from its confirmation comes back to it, saying the trip is booked; Pay now with the approved card confirms it: the order is CONFIRMED with one payment', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openBookingPage(e2e, conversation, 'ancillaries', (page) => heading(page, 'Bags and extras'))
    const { page } = watched
    try {
      const sf = storefront(page)
      await sf.getByRole('button', { name: 'Continue to payment' }).click()
      await sf.getByRole('radio', { name: /Hold now, pay later/ }).check({ timeout: 15_000 })
      await sf.getByRole('button', { name: 'Hold my booking' }).click()
      await heading(page, 'Booking on hold').waitFor({ timeout: 15_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('HELD')
      // The hold's end says its time zone.
      expect(await shadowText(storefront(page))).toMatch(
        /on hold until .+ \d{1,2}:\d\d (AM|PM) (UTC|GMT[+-]?\d*|[A-Z]{2,5})\./,
      )

      // Back reaches bags and extras, whose conversation the booking completed: back to the booking instead of to search.
      await page.goBack()
      await sf.getByText(`This trip is booked: booking reference ${reference}.`).waitFor({ timeout: 15_000 })
      expect(routeOf(page.url()).page).toBe('confirmation')
      expect(await shadowText(storefront(page))).not.toContain('Your session expired')

      const pay = sf.getByRole('region', { name: 'Pay now' })
      await fillCardFields(pay, '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      expect(await seriousFindings(page)).toEqual([])
      await pay.getByRole('button', { name: /^Pay \$/ }).click()
      await heading(page, 'Booking confirmed').waitFor({ timeout: 15_000 })
      const order = readOrder(e2e.dataDir, reference)
      expect(order?.status).toBe('CONFIRMED')
      expect(order?.payments).toEqual([
        expect.objectContaining({ type: 'CARD', cardType: 'VISA', last4: '1111', amount: order?.total }),
      ])
      expect(await shadowText(storefront(page))).toMatch(/Visa card ending in 1111: \$[\d,]+\.\d\d/)
      expect(page.url()).not.toContain('Lovelace')
      expect(await seriousFindings(page)).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})

describe('a payment waiting for the bank', () => {
  test('opened in a new tab, the payment page says a payment waits and shows its form, and paying again there books the trip with one payment', async () => {
    const conversation = await bookedConversation(e2e, trip)
    expect((await pay(conversation, '4000000000003220')).status).toBe('CHALLENGE_REQUIRED')
    // A new browser context: said to pay again, the traveller needs the form to do it.
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      const sf = storefront(page)
      // The page says a payment waits, and that paying here replaces it.
      await sf.getByText('A payment is waiting for approval').waitFor({ timeout: 10_000 })
      await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
      await sf.getByLabel('Pay in installments').waitFor({ timeout: 10_000 })
      await sf.getByRole('button', { name: /^Pay / }).click()
      await heading(page, 'Booking confirmed').waitFor({ timeout: 20_000 })
      const order = readOrder(e2e.dataDir, routeOf(page.url()).query.get('pnr') ?? '')
      expect(order?.status).toBe('CONFIRMED')
      expect(order?.payments).toEqual([expect.objectContaining({ type: 'CARD', last4: '1111', amount: order?.total })])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
