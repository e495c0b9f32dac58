// What the dx-account end-to-end tests share: the seeded demo traveller, the host page
// with a dx-account in its header and another in its footer, and a sign-in through the
// dialog as a traveller makes it.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { type E2e, openPage, startE2e, type WatchedPage } from './harness'

/** The seeded demo traveller (docs/demo-api.md, the demo accounts). */
export const ADA = { email: 'ada.lovelace@example.com', password: 'Analytical-Engine-1843', name: 'Ada Lovelace' }

export const headerAccount = (page: Page): Locator => page.locator('#header-account')
export const footerAccount = (page: Page): Locator => page.locator('#footer-account')

/** The dialog, whatever the locale: the page holds one at a time. */
export const signInDialog = (page: Page): Locator => page.locator('dialog.dx-signin-dialog')

/** The widget's Sign in (or, signed in, its menu button), whatever the locale. */
export const signInButton = (widget: Locator): Locator => widget.locator('button[aria-haspopup="dialog"]')
export const menuButton = (widget: Locator): Locator => widget.locator('button.dx-account-button')

/** Opens the dialog from `widget` and signs in with `credentials`; resolves once the dialog has closed. */
export async function signInFrom(
  page: Page,
  widget: Locator,
  credentials: { email: string; password: string } = ADA,
): Promise<void> {
  await signInButton(widget).click()
  const dialog = signInDialog(page)
  await dialog.locator('input[type="email"]').fill(credentials.email)
  await dialog.locator('input[autocomplete="current-password"]').fill(credentials.password)
  await dialog.locator('button[type="submit"]').click()
  await dialog.waitFor({ state: 'detached', timeout: 30_000 })
}

/** Resolves once `widget` shows the traveller's name on its menu button. */
export async function nameShown(widget: Locator, name = ADA.name, timeout = 30_000): Promise<void> {
  await menuButton(widget).filter({ hasText: name }).waitFor({ timeout })
}

/** What a test does on the partner page, given the page and its watch. */
type AccountPageSteps = (page: Page, watched: WatchedPage) => Promise<void>

interface AccountPageOptions {
  /** The widgets whose dx:ready to wait for (default: the page's dx-account and its search box). */
  widgets?: string[]
  /** HTTP errors the steps cause on purpose (a refused sign-in), not counted as problems. */
  allowHttpErrors?: RegExp
}

/**
 * For a file of dx-account tests on the partner page (account.html, of another origin than
 * the API): starts the demo server and the browser before the file's tests and closes them
 * after. `e2e()` is that server; `onAccountPage` opens the page, waits until its widgets are
 * ready and both dx-account widgets offer Sign in, runs the steps, then expects the page to
 * have had no problem (an error, a failed request, a CSP violation), and closes it.
 */
export function accountE2eFile(): {
  e2e(): E2e
  onAccountPage(steps: AccountPageSteps, options?: AccountPageOptions): Promise<void>
} {
  let started: E2e | undefined
  beforeAll(async () => {
    started = await startE2e()
  }, 120_000)
  afterAll(async () => {
    await started?.close()
  })
  const e2e = (): E2e => {
    if (!started) throw new Error('The demo server has not started: call accountE2eFile() at the top of the test file')
    return started
  }
  const onAccountPage = async (
    steps: AccountPageSteps,
    { widgets = ['account', 'search-box'], allowHttpErrors }: AccountPageOptions = {},
  ): Promise<void> => {
    const watched = await openPage(e2e(), '/account.html')
    try {
      const { page } = watched
      await watched.waitForReady(widgets, 30_000)
      await signInButton(headerAccount(page)).waitFor({ timeout: 30_000 })
      await signInButton(footerAccount(page)).waitFor({ timeout: 30_000 })
      await steps(page, watched)
      expect(watched.problems(allowHttpErrors ? { allowHttpErrors } : {})).toEqual([])
    } finally {
      await watched.close()
    }
  }
  return { e2e, onAccountPage }
}
