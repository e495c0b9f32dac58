// A purchase whose answer is lost (a reload during purchase never creates two orders
// or two charges), against the real demo API: the purchase reaches the server
// and makes the order, its answer never reaches the page, and the traveller reloads.
// The conversation has completed, so the cart answers EXECUTION_EXPIRED; the payment page
// asks the API how the pending attempt stands by its idempotency key (purchaseAttempt,
// which needs no card details: the reload lost them) and shows the booking it made,
// instead of sending the traveller back to search (to book and pay a second time).
import Database from '@rocicorp/zero-sqlite3'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { runAxe } from './axe'
import { bookedConversation, bookingE2e, familyTrip, fillCard, openPaymentPage } from './booking'
import { readOrder } from './orders'
import { addDays, heading, routeOf, storefront, todayUtc } from './shopping'

const e2e = bookingE2e()
const trip = familyTrip(addDays(todayUtc(), 21), addDays(todayUtc(), 28))

/** The first purchase reaches the server, which makes the order; the page gets a failed connection instead of its answer. */
async function loseFirstPurchaseAnswer(page: Page): Promise<void> {
  let lost = false
  await page.route('**/dx/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null
    if (lost || body?.operationName !== 'purchase') return route.fallback()
    lost = true
    await route.fetch()
    await route.abort('connectionreset')
  })
}

const ordersOf = (execution: string): number => {
  const db = new Database(join(e2e.dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE execution_key = ?').get(execution) as { n: number }).n
  } finally {
    db.close()
  }
}

describe('a purchase whose answer was lost, then a reload', () => {
  test('pay later: the reload asks the API with the attempt’s key and shows the order it made', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      const sf = storefront(page)
      await loseFirstPurchaseAnswer(page)
      await sf.getByRole('radio', { name: /Hold now, pay later/ }).check()
      await sf.getByRole('button', { name: 'Hold my booking' }).click()
      await sf.getByRole('alert').filter({ hasText: 'We could not confirm your payment' }).waitFor({ timeout: 15_000 })
      expect(ordersOf(conversation.execution)).toBe(1)
      await page.reload()
      await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 15_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      expect(readOrder(e2e.dataDir, reference)?.status).toBe('HELD')
      await sf.getByText(reference).first().waitFor({ timeout: 15_000 })
      expect(ordersOf(conversation.execution)).toBe(1)
    } finally {
      await watched.close()
    }
  })

  test('a card: the reload asks the API with the attempt’s key, without the card, and shows the booking it made', async () => {
    const conversation = await bookedConversation(e2e, trip)
    const watched = await openPaymentPage(e2e, conversation)
    const { page } = watched
    try {
      const sf = storefront(page)
      const form = sf.locator('form')
      await loseFirstPurchaseAnswer(page)
      await fillCard(form, '4111 1111 1111 1111')
      await sf.getByLabel('Pay in installments').waitFor({ timeout: 10_000 })
      await sf.getByRole('button', { name: /^Pay / }).click()
      await sf.getByRole('alert').filter({ hasText: 'We could not confirm your payment' }).waitFor({ timeout: 15_000 })
      expect(ordersOf(conversation.execution)).toBe(1)
      const sent: string[] = []
      page.on('request', (request) => {
        const body = request.postDataJSON() as { operationName?: string } | null
        if (body?.operationName) sent.push(body.operationName)
      })
      await page.reload()
      await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout: 15_000 })
      const reference = routeOf(page.url()).query.get('pnr') ?? ''
      const order = readOrder(e2e.dataDir, reference)
      expect(order?.status).toBe('CONFIRMED')
      expect(order?.payments).toEqual([expect.objectContaining({ type: 'CARD', last4: '1111' })])
      await heading(page, 'Booking confirmed').waitFor({ timeout: 15_000 })
      await sf.getByText(reference).first().waitFor({ timeout: 15_000 })
      expect(sent).toContain('purchaseAttempt')
      expect(sent).not.toContain('purchase')
      expect(ordersOf(conversation.execution)).toBe(1)
      expect((await runAxe(page)).summary).toBe('')
    } finally {
      await watched.close()
    }
  })
})
