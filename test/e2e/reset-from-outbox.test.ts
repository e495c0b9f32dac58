// A password reset as a traveller makes it, in the browser: signed in on the account page,
// they ask for a reset link in the sign-in dialog, follow the link the outbox shows, and set
// a new password. Then the old password and the session from before no longer sign anyone
// in, the new password does, and the link refuses to work a second time.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { graphql } from './api'
import { headerAccount, nameShown, signInButton, signInDialog, signInFrom } from './account-widget'
import { type E2e, openPage, startE2e } from './harness'
import { newAccount, resetLinkFromOutbox, sessionInPage as sessionOf } from './outbox'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

/** The storefront on the demo's storefront page, where the reset link leads (its `#app`). */
const storefront = (page: Page) => page.locator('#app')

const OLD_PASSWORD = 'first password of mine'
const NEW_PASSWORD = 'second password, longer'

const sessionInPage = (page: Page) => sessionOf(page, e2e.dxOrigin)

async function signInAnswer(email: string, password: string): Promise<string> {
  const { data, errors } = await graphql<{ signIn: { givenName: string } }>(
    e2e.dxOrigin,
    'mutation signInAgain($userId: String!, $password: String!) { signIn(userId: $userId, password: $password) { givenName } }',
    { userId: email, password },
  )
  return data?.signIn.givenName ?? String(errors?.[0]?.extensions?.code)
}

describe('a password reset from the outbox link', { timeout: 180_000 }, () => {
  test('sets the new password; the old password and the old session then fail, and the link fails a second time', async () => {
    const email = `reset-${crypto.randomUUID().slice(0, 8)}@example.com`
    await newAccount(e2e.dxOrigin, email, OLD_PASSWORD)
    const watched = await openPage(e2e, '/account.html')
    try {
      const { page } = watched
      await watched.waitForReady(['account'], 30_000)
      const header = headerAccount(page)
      await signInFrom(page, header, { email, password: OLD_PASSWORD })
      await nameShown(header, 'Mary Somerville')
      expect(await sessionInPage(page)).toBe('Mary')

      const link = await (async () => {
        // Another browser, signed out, asks for the link (as the traveller would on their phone).
        const asking = await openPage(e2e, '/account.html')
        await asking.waitForReady(['account'], 30_000)
        const widget = headerAccount(asking.page)
        await signInButton(widget).click()
        const dialog = signInDialog(asking.page)
        await dialog.getByRole('button', { name: 'Forgot password?' }).click()
        await dialog.locator('input[type="email"]').fill(email)
        await dialog.locator('button[type="submit"]').click()
        await dialog.getByRole('status').waitFor()
        await asking.close()
        return resetLinkFromOutbox(e2e.dxOrigin)
      })()

      // The link opens in another tab of the signed-in browser; the first tab keeps its session.
      const resetPage = await watched.context.newPage()
      await resetPage.goto(link)
      await storefront(resetPage).getByRole('heading', { name: 'Set a new password' }).waitFor({ timeout: 30_000 })
      expect(resetPage.url(), 'the key leaves the address bar').not.toContain('key=')
      const passwords = storefront(resetPage).locator('input[autocomplete="new-password"]')
      await passwords.nth(0).fill(NEW_PASSWORD)
      await passwords.nth(1).fill(NEW_PASSWORD)
      await storefront(resetPage).getByRole('button', { name: 'Save new password' }).click()
      await storefront(resetPage)
        .getByText('Your password is changed. Sign in with your new password.')
        .waitFor({ timeout: 30_000 })

      expect(await sessionInPage(page), 'the session from before the reset').toBeNull()
      expect(await signInAnswer(email, OLD_PASSWORD), 'the old password').toBe('SIGN_IN_FAILED')
      expect(await signInAnswer(email, NEW_PASSWORD), 'the new password').toBe('Mary')

      await resetPage.goto('about:blank')
      await resetPage.goto(link)
      const again = storefront(resetPage)
      await again.getByRole('heading', { name: 'Set a new password' }).waitFor({ timeout: 30_000 })
      await again.locator('input[autocomplete="new-password"]').nth(0).fill('a third password here')
      await again.locator('input[autocomplete="new-password"]').nth(1).fill('a third password here')
      await again.getByRole('button', { name: 'Save new password' }).click()
      await again.getByText(/This link has been used or is more than 30 minutes old/).waitFor({ timeout: 30_000 })
      expect(await signInAnswer(email, 'a third password here'), 'the link used twice').toBe('SIGN_IN_FAILED')
    } finally {
      await watched.close()
    }
  })
})
