// Signing in and out with dx-account by keyboard alone, on a partner's page: Tab to Sign in,
// the dialog opens with focus on the email, Escape gives focus back, the form is filled and
// sent with the keyboard, focus lands on the menu button with the traveller's name, the
// menu opens and closes (Escape, focus back on its button), and Sign out leaves focus on
// Sign in.
import { describe, expect, test } from 'vitest'
import { ADA, headerAccount, nameShown, accountE2eFile } from './account-widget'
import { expectFocusVisible } from './keyboard'
import { focused, tabTo } from './shadow'

const { onAccountPage } = accountE2eFile()

describe('dx-account by keyboard alone', { timeout: 180_000 }, () => {
  test('signs in from the header and out again without a pointer', () =>
    onAccountPage(async (page) => {
      const header = headerAccount(page)
      await header.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 })

      await tabTo(page, (focus) => focus.name === 'Sign in', 'Sign in')
      await expectFocusVisible(page, 'Sign in')
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Sign in' }).waitFor()
      await expect.poll(async () => (await focused(page))?.label).toContain('Email')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect((await focused(page))?.name).toBe('Sign in')

      await page.keyboard.press('Enter')
      await expect.poll(async () => (await focused(page))?.label).toContain('Email')
      await page.keyboard.type(ADA.email)
      await page.keyboard.press('Tab')
      expect((await focused(page))?.label).toContain('Password')
      await page.keyboard.type(ADA.password)
      await tabTo(page, (focus) => focus.tag === 'button' && focus.type === 'submit', 'the dialog’s Sign in')
      await page.keyboard.press('Enter')
      await nameShown(header)
      await expect.poll(async () => (await focused(page))?.name).toContain(ADA.name)
      await expectFocusVisible(page, 'the menu button')

      await page.keyboard.press('Enter')
      // The menu's code loads on this first open: a Tab before it shows moves focus on past
      // the button, which closes the menu (as focus leaving it does).
      await header.getByRole('link', { name: 'Profile' }).waitFor({ timeout: 30_000 })
      await tabTo(page, (focus) => focus.name === 'Profile', 'Profile')
      await page.keyboard.press('Escape')
      await expect.poll(async () => (await focused(page))?.name).toContain(ADA.name)
      expect(await header.getByRole('link', { name: 'Profile' }).count()).toBe(0)

      await page.keyboard.press('Enter')
      await header.getByRole('link', { name: 'Profile' }).waitFor({ timeout: 30_000 })
      await tabTo(page, (focus) => focus.name === 'Sign out', 'Sign out')
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await focused(page))?.name, { timeout: 30_000 }).toBe('Sign in')
    }))
})
