// Shared steps of the manage-booking e2e tests: an order the booking API really made,
// and the partner page with the trip lookup and the storefront.
import type { Locator, Page } from 'playwright-core'
import { afterAll } from 'vitest'
import purchaseDocument from '../../core/api/purchase.graphql'
import type { PurchaseMutation, PurchaseMutationVariables } from '../../core/api/generated/operations'
import { bookedConversation, callApi, type Conversation } from './booking'
import { openPage, type E2e, type WatchedPage } from './harness'
import { serverLater } from './later-server'
import { readOrder } from './orders'
import { waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, type Trip } from './shopping'

export const card = {
  type: 'CARD',
  card: {
    number: '4111111111111111',
    expiryMonth: 12,
    expiryYear: todayUtc().getUTCFullYear() + 3,
    cvc: '123',
    holderName: 'Ada Lovelace',
  },
}

/**
 * A new order of the trip, paid by card or held (`{ type: 'PAY_LATER' }`); its booking
 * reference. `before` runs in the conversation before the purchase (choosing a seat).
 */
export async function order(
  e2e: E2e,
  booked: Trip,
  payment: Record<string, unknown> = card,
  before?: (conversation: Conversation) => Promise<void>,
): Promise<string> {
  const conversation = await bookedConversation(e2e, booked)
  await before?.(conversation)
  const answer = await callApi<PurchaseMutation>(
    e2e.dxOrigin,
    purchaseDocument,
    { payment, idempotencyKey: crypto.randomUUID() } as PurchaseMutationVariables,
    conversation.execution,
  )
  const reference = answer.data?.purchase.order?.reference
  if (!reference) throw new Error(`purchase failed: ${JSON.stringify(answer.errors)}`)
  return reference
}

/**
 * A new paid order of the trip (order) whose first flight the airline then moved 95
 * minutes, through the demo server's admin endpoint: the trip page asks the traveller to
 * accept the new times. Its booking reference.
 */
export async function orderWithScheduleChange(e2e: E2e, booked: Trip): Promise<string> {
  const reference = await order(e2e, booked)
  const moved = await fetch(`${e2e.dxOrigin}/admin/schedule-change`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference, segmentIndex: 0, minutes: 95 }),
  })
  if (moved.status !== 200)
    throw new Error(`the schedule change was refused: HTTP ${moved.status} ${await moved.text()}`)
  return reference
}

export const lookupWidget = (page: Page): Locator => page.locator('dx-trip-lookup')

/** The partner page with the lookup and the storefront, at a storefront hash, once both are ready. */
export async function openTripPage(e2e: E2e, hash = ''): Promise<WatchedPage> {
  const watched = await openPage(e2e, `/trip.html${hash}`)
  await watched.waitForReady(['trip-lookup', 'storefront'])
  return watched
}

/** A host page (the partner page unless told) with the trip found and its trip page showing it confirmed. */
export async function openFoundTrip(
  e2e: E2e,
  reference: string,
  lastName: string,
  path = '/trip.html',
): Promise<WatchedPage> {
  const watched = await openPage(e2e, path)
  await watched.waitForReady(['trip-lookup', 'storefront'])
  await findTrip(watched.page, reference, lastName)
  await waitForShadowText(storefront(watched.page), /Your booking is confirmed\./, 20_000)
  return watched
}

/** Fills the trip lookup on the partner page and presses its button. */
export async function findTrip(page: Page, reference: string, lastName: string): Promise<void> {
  const form = lookupWidget(page)
  await form.getByLabel('Booking reference or order number').fill(reference)
  await form.getByLabel('Last name').fill(lastName)
  await form.getByRole('button', { name: 'Find my trip' }).click()
}

/**
 * An order of one adult and a second server a day before its first flight (London time is
 * UTC, or an hour off it), where check-in is open: made at the first call, shared by the
 * file's tests, and closed after the file.
 */
export function checkInOpenOnce(e2e: E2e): () => Promise<{ reference: string; later: E2e }> {
  let boarding: Promise<{ reference: string; later: E2e }> | undefined
  afterAll(async () => {
    const started = await boarding?.catch(() => undefined)
    await started?.later.close()
  })
  return () => {
    boarding ??= (async () => {
      const traveller = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }
      const reference = await order(e2e, traveller, card)
      const departure = readOrder(e2e.dataDir, reference)?.details.segments[0]?.departure
      if (!departure) throw new Error('the order has no flight')
      return { reference, later: await serverLater(e2e, new Date(Date.parse(`${departure}Z`) - 24 * 3_600_000)) }
    })()
    return boarding
  }
}
