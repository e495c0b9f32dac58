// What the dx-account end-to-end tests share: the seeded demo traveller, the host page
// with a dx-account in its header and another in its footer, and a sign-in through the
// dialog as a traveller makes it.
import type { Locator, Page } from 'playwright-core'

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
