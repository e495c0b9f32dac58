// Shared steps of the partner-products booking e2e tests (issue 30): the storefront on a
// host page of their own, the "Protect your trip" groups, a choice made by keyboard alone,
// axe with no finding of any impact, and the cart and order read back through the API.
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import cartDocument from '../../core/api/cart.graphql'
import orderDocument from '../../core/api/order.graphql'
import type { CartQuery, OrderQuery, OrderQueryVariables } from '../../core/api/generated/operations'
import { runAxe } from './axe'
import { callApi, type Conversation } from './booking'
import type { E2e, WatchedPage } from './harness'
import { tabTo } from './shadow'
import { openShop, storefront, storefrontHash } from './shopping'

/** A phone's width, where the section's groups stack. */
export const PHONE = { width: 375, height: 812 }

/**
 * Opens `#/b2c/<page>` of the conversation (with `locale` when given) on this file's host page,
 * the storefront alone, and waits for `shown`.
 */
export async function openProductsPage(
  e2e: E2e,
  hash: string,
  shown: (page: Page) => Locator,
  { locale }: { locale?: string } = {},
): Promise<WatchedPage> {
  const watched = await openShop(e2e, locale ? `${hash}&locale=${locale}` : hash, {
    path: '/products-booking.html',
    widgets: ['storefront'],
  })
  try {
    await shown(watched.page).waitFor({ state: 'visible', timeout: 30_000 })
  } catch (error) {
    await watched.close()
    throw error
  }
  return watched
}

/** The conversation's ancillaries page, once the protection offers are shown. */
export const openAncillaries = (e2e: E2e, conversation: Conversation, locale?: string): Promise<WatchedPage> =>
  openProductsPage(e2e, conversation.hash('ancillaries'), (page) => protection(page).locator('fieldset').nth(2), {
    locale,
  })

/** The confirmation page of an order, read by the conversation that bought it. */
export const openConfirmation = (
  e2e: E2e,
  reference: string,
  execution: string,
  locale?: string,
): Promise<WatchedPage> =>
  openProductsPage(
    e2e,
    storefrontHash('confirmation', new URLSearchParams({ pnr: reference, execution })),
    (page) => productList(page).locator('li').first(),
    { locale },
  )

/** The "Protect your trip" section. */
export const protection = (page: Page): Locator => storefront(page).locator('section.dx-pt')

/** The section's three groups (insurance, refund protection, cancel for any reason), in page order. */
export const protectionGroups = (page: Page): Locator => protection(page).locator('fieldset.dx-pt-group')

/** The confirmation's list of the booking's products ("Your extras"). */
export const productList = (page: Page): Locator =>
  storefront(page)
    .locator('section.dx-cf-section')
    .filter({ has: page.locator('#dx-cf-products') })

/** Fails unless axe finds nothing, of any impact, on the page. */
export async function expectNoAxeFinding(page: Page, where: string): Promise<void> {
  const { all } = await runAxe(page)
  expect(
    all.map((finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets.join(', ')}`),
    where,
  ).toEqual([])
}

/** Fails unless no radio of the group is checked. */
export async function expectNoneChosen(group: Locator, what: string): Promise<void> {
  const checked = await group
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.getAttribute('value')),
    )
  expect(checked, `${what}: nothing chosen beforehand`).toEqual([])
}

/**
 * Tab (from wherever focus is) to the radio named `name`, then Space: the keyboard's way to
 * choose in a group where nothing is chosen yet (Tab lands on its first radio, Shift+Tab on
 * its last). Waits until the radio is checked.
 */
export async function chooseRadioByKeyboard(
  page: Page,
  name: RegExp,
  what: string,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  await tabTo(page, (focus) => focus.tag === 'input' && focus.type === 'radio' && name.test(focus.name), what, {
    key,
    maxPresses: 120,
  })
  await page.keyboard.press('Space')
  await expect
    .poll(() => storefront(page).getByRole('radio', { name, checked: true }).count(), { timeout: 10_000 })
    .toBe(1)
}

/** The conversation's cart as the API answers it. */
export async function readCart(e2e: E2e, execution: string): Promise<CartQuery['cart']> {
  const answer = await callApi<CartQuery>(e2e.dxOrigin, cartDocument, {}, execution)
  if (!answer.data) throw new Error(`cart failed: ${JSON.stringify(answer.errors)}`)
  return answer.data.cart
}

/** Waits until the cart holds exactly `kinds` (sorted) of products. */
export async function expectCartProducts(e2e: E2e, execution: string, kinds: string[]): Promise<void> {
  await expect
    .poll(async () => (await readCart(e2e, execution)).products.map((product) => product.kind).sort(), {
      timeout: 15_000,
    })
    .toEqual([...kinds].sort())
}

export type OrderProducts = NonNullable<OrderQuery['order']>

/** The order as the API answers it to the conversation that bought it. */
export async function readApiOrder(e2e: E2e, reference: string, execution: string): Promise<OrderProducts> {
  const answer = await callApi<OrderQuery>(
    e2e.dxOrigin,
    orderDocument,
    { reference } satisfies OrderQueryVariables,
    execution,
  )
  if (!answer.data?.order) throw new Error(`order ${reference} not read: ${JSON.stringify(answer.errors)}`)
  return answer.data.order
}

/** The DX_ session-storage entries of the protection choices, as the page keeps them. */
export function protectionStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() =>
    Object.fromEntries(
      ['DX_insuranceSelectionState', 'DX_refundProtectState', 'DX_cfarSelectionState'].map((key) => [
        key,
        JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown,
      ]),
    ),
  )
}
