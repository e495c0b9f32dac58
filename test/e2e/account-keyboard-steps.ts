// Steps the account keyboard e2e tests share: the airline's own page (the account in its
// header, the search box and the storefront below: test/e2e/pages/account-shop.html), the
// sign-in dialog opened by Enter, focus on a page's heading, and axe on the page as it is.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { headerAccount } from './account-widget'
import { runAxe } from './axe'
import { type E2e, openPage, type WatchedPage } from './harness'
import { expectFocusVisible } from './keyboard'
import type { FocusInfo } from './shadow'
import { waitForFocus } from './shopping'

const isHeading = (name: string) => (focus: FocusInfo) => /^h[1-6]$/.test(focus.tag) && focus.name === name

/** No axe finding of any impact on the page as it is now. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const { all } = await runAxe(page)
  expect(all.map((f) => `${where} [${f.impact}] ${f.id}: ${f.help} at ${f.targets.join(', ')}`)).toEqual([])
}

/** Waits for focus to reach the heading (a page's, after it changes) and for it to show. */
export async function focusOnHeading(page: Page, name: string): Promise<void> {
  await waitForFocus(page, isHeading(name), `the heading "${name}"`, 30_000)
  await expectFocusVisible(page, `the heading "${name}"`)
}

/** Enter on the focused opener; the dialog opens with focus on its email field. */
export async function openDialogOnEmail(page: Page): Promise<void> {
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').waitFor({ timeout: 30_000 })
  await waitForFocus(page, (focus) => focus.label.includes('Email'), 'the dialog’s email', 30_000)
  await expectFocusVisible(page, 'the dialog’s email')
}

/** The airline's page at `hash`, once its widgets are ready and the header offers Sign in. */
export async function openAccountShop(e2e: E2e, hash = ''): Promise<WatchedPage> {
  const watched = await openPage(e2e, `/account-shop.html${hash}`)
  await watched.waitForReady(['account', 'search-box', 'storefront'], 60_000)
  await headerAccount(watched.page).getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 })
  return watched
}
