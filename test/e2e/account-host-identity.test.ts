// The host-token mode on its demo page: the airline signs the traveller in with its own form
// (the demo server's stand-in identity provider answers a token), gives the widgets the token
// in window.dxSettings.hostIdentity, and <dx-account> shows the name the API reads from it,
// with no Sign in or Sign out of its own; no session cookie is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADA, menuButton, nameShown } from './account-widget'
import { type E2e, startE2e } from './harness'

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

describe('dx-account where the host signs people in', { timeout: 120_000 }, () => {
  test('shows the name the host’s token names, and neither Sign in nor Sign out', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
    try {
      const page = await context.newPage()
      const authorizations: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/dx/api/graphql')) authorizations.push(request.headers().authorization ?? '')
      })
      await page.goto(`${e2e.dxOrigin}/host-identity.html`)
      await page.getByLabel('Password (docs/demo-api.md)').fill(ADA.password)
      await page.getByRole('button', { name: 'Sign in with Zed Air' }).click()
      const account = page.locator('dx-account')
      await nameShown(account)
      // The airline's form is gone once it has signed in, and focus is on what can be done now.
      expect(await page.getByRole('button', { name: 'Sign in with Zed Air' }).isVisible()).toBe(false)
      expect(
        await page.getByRole('button', { name: 'Sign out of Zed Air' }).evaluate((b) => b === document.activeElement),
      ).toBe(true)
      expect(authorizations.filter(Boolean).every((value) => /^Bearer \S+$/.test(value))).toBe(true)
      expect(authorizations.some(Boolean)).toBe(true)
      expect(await account.getByRole('button', { name: 'Sign in' }).count()).toBe(0)
      await menuButton(account).click()
      await account.locator('.dx-account-menu a').first().waitFor()
      expect(await account.getByRole('button', { name: 'Sign out' }).count()).toBe(0)
      expect((await context.cookies()).filter((cookie) => cookie.name.endsWith('dx-session'))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
