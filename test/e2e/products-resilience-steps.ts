// Shared steps of products-resilience.test.ts (issue 30, "Done when"): the protection
// choices of the ancillaries page and their DX_ session entries, a demo server whose
// providers misbehave (DX_DEMO_PROVIDER_FAULTS), paying on the payment page, and what the
// server stored for the products and the money of a conversation.
import Database from '@rocicorp/zero-sqlite3'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import cartDocument from '../../core/api/cart.graphql'
import type { CartQuery } from '../../core/api/generated/operations'
import { callApi, fillCard, type Conversation } from './booking'
import type { E2e } from './harness'
import { serverLater } from './later-server'
import { heading, routeOf, storefront } from './shopping'

/** The three groups of "Protect your trip", by their legends. */
export const PROTECTION_GROUPS = ['Travel insurance', 'Refund protection', 'Cancel for any reason'] as const
export type ProtectionGroup = (typeof PROTECTION_GROUPS)[number]

/** The DX_ session entries the protection section writes (core/storage/session-keys.ts). */
const PROTECTION_ENTRIES = [
  'DX_selectedInsurance',
  'DX_insuranceSelectionState',
  'DX_refundProtectState',
  'DX_refundProtectQuoteInfo',
  'DX_cfarSelectionState',
  'DX_cfarContractStatus',
  'DX_cfarOffersResponse',
  'DX_cfarSelectedOffer',
]

export const protectionGroup = (page: Page, legend: ProtectionGroup): Locator =>
  storefront(page).getByRole('group', { name: legend })

/** Waits for every group of "Protect your trip" to show its offers. */
export async function waitForProtection(page: Page, groups: readonly ProtectionGroup[] = PROTECTION_GROUPS) {
  // The section's heading sits under the page's (h3).
  await storefront(page).getByRole('heading', { name: 'Protect your trip', level: 3 }).waitFor({ timeout: 20_000 })
  for (const legend of groups)
    await protectionGroup(page, legend).getByRole('radio').first().waitFor({ timeout: 20_000 })
}

/** The DX_ entry that keeps each group's choice (protection-state.ts). */
const CHOICE_ENTRY: Record<ProtectionGroup, string> = {
  'Travel insurance': 'DX_insuranceSelectionState',
  'Refund protection': 'DX_refundProtectState',
  'Cancel for any reason': 'DX_cfarSelectionState',
}

/**
 * Chooses the first offer of each group (not "No, thanks") and waits until the choice is
 * in the cart and kept in its DX_ session entry (saved once the cart took it).
 */
export async function chooseProtection(page: Page, groups: readonly ProtectionGroup[]): Promise<void> {
  for (const legend of groups) {
    await protectionGroup(page, legend).getByRole('radio').first().check()
    await expect
      .poll(async () => Object.keys(await protectionEntries(page)), { timeout: 15_000 })
      .toContain(CHOICE_ENTRY[legend])
  }
}

/** The DX_ protection entries of the page's session storage, parsed. */
export function protectionEntries(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((names) => {
    const found: Record<string, unknown> = {}
    for (const name of names) {
      const raw = sessionStorage.getItem(name)
      if (raw !== null) found[name] = JSON.parse(raw)
    }
    return found
  }, PROTECTION_ENTRIES)
}

/** The radios of every group that are checked, as "legend: label". */
export async function checkedProtection(page: Page): Promise<string[]> {
  const checked: string[] = []
  for (const legend of PROTECTION_GROUPS) {
    const radios = protectionGroup(page, legend).getByRole('radio')
    for (let i = 0; i < (await radios.count()); i++) {
      const radio = radios.nth(i)
      if (await radio.isChecked())
        checked.push(`${legend}: ${await radio.evaluate((r) => r.parentElement?.textContent)}`)
    }
  }
  return checked
}

/** The cart's total (minor units) as the API answers it in the conversation. */
export async function cartTotal(dxOrigin: string, conversation: Conversation): Promise<number> {
  const answer = await callApi<CartQuery>(dxOrigin, cartDocument, {}, conversation.execution)
  const total = answer.data?.cart.total.amount
  if (total === undefined) throw new Error(`cart failed: ${JSON.stringify(answer.errors)}`)
  return total
}

/** The kinds of the partner products in the conversation's cart, as the API answers them. */
export async function cartProducts(dxOrigin: string, conversation: Conversation): Promise<string[]> {
  const answer = await callApi<CartQuery>(dxOrigin, cartDocument, {}, conversation.execution)
  const products = answer.data?.cart.products
  if (!products) throw new Error(`cart failed: ${JSON.stringify(answer.errors)}`)
  return products.map((product) => product.kind)
}

/** The payment button of the payment page. */
export const payButton = (page: Page): Locator => storefront(page).getByRole('button', { name: /^Pay / })

/** From the ancillaries page to payment, the approved card filled in (not paid yet). */
export async function toPaymentWithCard(page: Page): Promise<void> {
  const sf = storefront(page)
  await sf.getByRole('button', { name: 'Continue to payment' }).click()
  await heading(page, 'Review and pay').waitFor({ timeout: 20_000 })
  await fillCard(sf.locator('form'), '4111 1111 1111 1111', { holderName: 'Ada Lovelace' })
  await sf.getByText('Card type: Visa').waitFor({ timeout: 15_000 })
}

/** Waits for the confirmation route and answers its booking reference. */
export async function confirmationReference(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForURL(/#\/b2c\/confirmation\?/, { timeout })
  const reference = routeOf(page.url()).query.get('pnr') ?? ''
  expect(reference).toMatch(/^[A-Z2-9]{6}$/)
  return reference
}

export interface StoredProduct {
  kind: string
  state: string
  orderReference: string
  price: number
}

/** Every product the providers booked for the conversation's quotes (order_products), paid or not. */
export function conversationProducts(dataDir: string, conversation: Conversation): StoredProduct[] {
  const db = new Database(join(dataDir, 'dx.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare(
        `SELECT p.kind, p.state, p.order_reference AS orderReference, p.price FROM order_products p
         JOIN product_quotes q ON q.quote_id = p.quote_id WHERE q.conversation_key = ? ORDER BY p.kind`,
      )
      .all(conversation.execution) as StoredProduct[]
  } finally {
    db.close()
  }
}

/**
 * A demo server on a copy of `e2e`'s database whose providers misbehave as `faults` says
 * (DX_DEMO_PROVIDER_FAULTS, e.g. "insurance:timeout,cfar:fail"), with a partner site in
 * front of it; the file's browser serves both. Closing it removes the copy.
 */
export function serverWithFaults(e2e: E2e, faults: string): Promise<E2e> {
  return serverLater(e2e, new Date(), {
    env: { DX_DEMO_PROVIDER_FAULTS: faults },
    newConversationsPerMinute: 1_000_000,
  })
}
