// dx-account on a partner's page of another origin than the API (the host server's
// localhost beside the demo server's 127.0.0.1, as an airline's site and its widgets'
// server are): a traveller signs in from the header's widget, the footer's widget shows
// the name at once (one store for the page), a reload keeps it (the session cookie, which
// no script reads), and signing out shows Sign in in both, after a reload too.
import { describe, expect, test } from 'vitest'
import {
  ADA,
  footerAccount,
  headerAccount,
  menuButton,
  nameShown,
  signInButton,
  signInFrom,
  accountE2eFile,
} from './account-widget'

const { e2e, onAccountPage } = accountE2eFile()

describe('dx-account on a partner page', { timeout: 180_000 }, () => {
  test('signs in from the header, shows the name in the footer at once, keeps it over a reload, and signs out', () =>
    onAccountPage(async (page, watched) => {
      expect(new URL(page.url()).origin).not.toBe(e2e().dxOrigin)
      const header = headerAccount(page)
      const footer = footerAccount(page)

      await signInFrom(page, header)
      await nameShown(header)
      await nameShown(footer)
      // The session is the HttpOnly cookie's: nothing of it for the page's scripts.
      expect(await page.evaluate(() => document.cookie)).not.toContain('dx-session')

      const myTrips = await (async () => {
        await menuButton(header).click()
        const link = header.locator('.dx-account-menu a').nth(1)
        return link.getAttribute('href')
      })()
      expect(myTrips).toBe(`${e2e().hostOrigin}/storefront-only.html#/b2c/trips?locale=en-US`)
      expect(await header.locator('.dx-account-menu').textContent()).toMatch(/points · /)

      // Opening the menu reads the balance again; a reload in the middle would abort that call.
      // (The page reached network quiet long before, so waiting for networkidle waited for nothing.)
      await watched.requestsSettled()
      await page.reload()
      await nameShown(header)
      await nameShown(footer)

      await menuButton(footer).click()
      await footer.getByRole('button', { name: 'Sign out' }).click()
      await signInButton(header).waitFor({ timeout: 30_000 })
      await signInButton(footer).waitFor({ timeout: 30_000 })
      expect(await menuButton(header).count()).toBe(0)

      await watched.requestsSettled()
      await page.reload()
      await signInButton(header).waitFor({ timeout: 30_000 })
      expect(await menuButton(header).count()).toBe(0)
    }))

  test('says one thing for a wrong password, and signs in once it is right', () =>
    onAccountPage(
      async (page) => {
        const header = headerAccount(page)
        await signInButton(header).click()
        const dialog = page.getByRole('dialog', { name: 'Sign in' })
        await dialog.getByLabel('Email').fill(ADA.email)
        await dialog.getByLabel('Password', { exact: true }).fill('not the password at all')
        await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
        expect(await dialog.getByRole('alert').textContent()).toBe(
          'The email or password is not right. Check both and try again, or reset your password.',
        )
        await dialog.getByLabel('Password', { exact: true }).fill(ADA.password)
        await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
        await nameShown(header)
      },
      { widgets: ['account'], allowHttpErrors: /\/dx\/api\/graphql/ },
    ))
})
