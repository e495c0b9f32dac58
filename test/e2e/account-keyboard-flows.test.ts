// The account flows by keyboard alone (Tab, Shift+Tab, Enter, arrow keys and typing; no
// pointer): an account created from the sign-in dialog and from a guest booking's
// confirmation, and a password reset from the outbox's link, then in Arabic. After each
// step, focus is where a keyboard user looks for it (a page's heading after it changes, the
// dialog's first field when it opens, its opener when it closes) and shows; axe finds
// nothing, of any impact, on each new state. (Booking signed in: account-keyboard-booking.)
import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { headerAccount, nameShown } from './account-widget'
import { expectAxeClean, focusOnHeading, openAccountShop, openDialogOnEmail } from './account-keyboard-steps'
import { bookingE2e, type Conversation } from './booking'
import { openPage } from './harness'
import { expectFocusVisible, isButton } from './keyboard'
import { newAccount, resetLinkFromOutbox } from './outbox'
import { labelled, typeAll, type Entry } from './passenger-forms'
import { focused, tabTo, waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, waitForFocus } from './shopping'
import { order } from './trips'

const e2e = bookingE2e()
const PASSWORD = 'correct horse battery staple'
const newEmail = () => `keys-${crypto.randomUUID().slice(0, 8)}@example.com`

/** Whether the element has focus in its own (shadow) root. */
const hasFocus = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node)

/** The new account's own details on create-profile, each field reached by Tab. */
const newTraveller = (email: string): Entry[] => [
  ['Email address', email],
  ['Password', PASSWORD],
  ['Given names', 'Grace'],
  ['Family name', 'Hopper'],
  ['Email address', email],
  ['Country calling code', '1'],
  ['Phone number', '2025550123'],
]

describe('account flows by keyboard alone', { timeout: 300_000 }, () => {
  test('create an account from the sign-in dialog: Create an account, the form, Create account, signed in on the profile', async () => {
    const watched = await openAccountShop(e2e)
    try {
      const { page } = watched
      await tabTo(page, isButton('Sign in'), 'Sign in')
      await openDialogOnEmail(page)
      await expectAxeClean(page, 'sign-in dialog')
      const link = await tabTo(page, (focus) => focus.tag === 'a' && focus.name === 'Create an account', 'the link')
      expect(link.name).toBe('Create an account')
      await expectFocusVisible(page, 'Create an account')
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await focusOnHeading(page, 'Create an account')
      await expectAxeClean(page, 'create-profile')

      const email = newEmail()
      await typeAll(page, newTraveller(email))
      await tabTo(page, isButton('Create account'), 'Create account')
      await expectFocusVisible(page, 'Create account')
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Your profile')
      await nameShown(headerAccount(page), 'Grace Hopper')
      await waitForShadowText(storefront(page), /Grace Hopper/, 30_000)
      await expectAxeClean(page, 'profile, signed in')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('create an account from a guest booking’s confirmation: the form comes filled in, the booking is in the new account’s trips', async () => {
    let conversation: Conversation | undefined
    const trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0, infants: 0 }
    const reference = await order(e2e, trip, undefined, async (c) => {
      conversation = c
    })
    const watched = await openAccountShop(
      e2e,
      `#/b2c/confirmation?pnr=${reference}&execution=${conversation?.execution ?? ''}`,
    )
    try {
      const { page } = watched
      await storefront(page)
        .getByRole('heading', { name: 'Save these details for next time' })
        .waitFor({ timeout: 30_000 })
      await expectAxeClean(page, 'confirmation, signed out')
      await tabTo(page, isButton('Create an account'), 'Create an account of the confirmation', { maxPresses: 120 })
      await expectFocusVisible(page, 'Create an account')
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Create an account')
      // Filled in from the booking: its lead passenger, whose email is the booking's contact.
      await expect
        .poll(() => storefront(page).getByLabel('Family name').inputValue(), { timeout: 30_000 })
        .toBe('Lovelace')
      await expectAxeClean(page, 'create-profile from a booking')

      const email = newEmail()
      await tabTo(page, labelled('Email address'), 'the sign-in email')
      await page.keyboard.type(email)
      await tabTo(page, labelled('Password'), 'the password')
      await page.keyboard.type(PASSWORD)
      await tabTo(page, isButton('Create account'), 'Create account', { maxPresses: 80 })
      await page.keyboard.press('Enter')
      await focusOnHeading(page, 'Your trips')
      // Signed in as the booking's lead passenger.
      await nameShown(headerAccount(page), 'Lovelace')
      const open = await tabTo(
        page,
        (focus) => focus.tag === 'a' && focus.name.endsWith(reference),
        `the trip ${reference}`,
        { maxPresses: 40 },
      )
      expect(open.name).toMatch(/^Open trip /)
      await expectFocusVisible(page, 'the trip')
      await expectAxeClean(page, 'trips')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })
  test('reset the password: Forgot password? in the dialog, the outbox’s link, the new password typed twice, then signed in with it', async () => {
    const email = newEmail()
    const newPassword = 'a new password, typed twice'
    await newAccount(e2e.dxOrigin, email, 'the password I forgot', { givenName: 'Mary', familyName: 'Somerville' })
    const watched = await openAccountShop(e2e)
    try {
      const { page } = watched
      await tabTo(page, isButton('Sign in'), 'Sign in')
      await openDialogOnEmail(page)
      await page.keyboard.type(email)
      await tabTo(page, isButton('Forgot password?'), 'Forgot password?')
      await expectFocusVisible(page, 'Forgot password?')
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Reset your password' }).waitFor({ timeout: 30_000 })
      // The email typed carries over, in the field that has focus.
      await waitForFocus(page, (focus) => focus.label.includes('Email'), 'the email of Forgot password?')
      await expectFocusVisible(page, 'the email of Forgot password?')
      expect(await page.getByRole('dialog').getByLabel('Email').inputValue()).toBe(email)
      await expectAxeClean(page, 'forgot password')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.className.includes('dx-signin-sent'), 'the answer', 30_000)
      await expectFocusVisible(page, 'the answer')
      await expectAxeClean(page, 'reset link sent')
      await tabTo(page, isButton('Back to sign in'), 'Back to sign in', { maxPresses: 2 })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      await waitForFocus(page, isButton('Sign in'), 'Sign in, the dialog’s opener')

      // The mail's link, opened in this tab: a new page, read from its start.
      const link = await resetLinkFromOutbox(e2e.dxOrigin)
      // The mail was asked for from an English page: its link opens the reset page in English.
      expect(link).toMatch(/#\/b2c\/reset-password\?key=[\w-]+&locale=en-US$/)
      await page.goto(link)
      const app = page.locator('#app')
      await app.getByRole('heading', { name: 'Set a new password' }).waitFor({ timeout: 60_000 })
      await tabTo(page, labelled('New password'), 'the new password', { maxPresses: 3 })
      await expectFocusVisible(page, 'the new password')
      await expectAxeClean(page, 'reset-password')
      await page.keyboard.type(newPassword)
      // Each new password field has its "Show password" toggle right after it.
      await page.keyboard.press('Tab')
      expect((await focused(page))?.name).toBe('Show password')
      await page.keyboard.press('Tab')
      expect((await focused(page))?.label).toMatch(/^Repeat the new password/)
      await page.keyboard.type(newPassword)
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.role === 'status', 'the outcome', 30_000)
      await expectFocusVisible(page, 'the outcome')
      // The outcome, not the storefront's live region for a link's corrections, which waits empty.
      await app.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor({ timeout: 10_000 })
      await expectAxeClean(page, 'password changed')

      await tabTo(page, isButton('Sign in'), 'Sign in of the outcome', { maxPresses: 3 })
      await openDialogOnEmail(page)
      await page.keyboard.type(email)
      await page.keyboard.press('Tab')
      expect((await focused(page))?.label).toContain('Password')
      await page.keyboard.type(newPassword)
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
      // Signed in, the traveller goes on to search, its heading in focus.
      await focusOnHeading(page, 'Search flights')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the reset page in Arabic by keyboard: a refused password takes focus to its field, a link that is no longer valid says so', async () => {
    const watched = await openPage(e2e, '/storefront-only.html#/b2c/reset-password?key=not-a-real-key&locale=ar-AE')
    try {
      const { page } = watched
      await watched.waitForReady(['storefront'], 60_000)
      const app = storefront(page)
      await app.locator('input[autocomplete="new-password"]').first().waitFor({ timeout: 30_000 })
      expect(await app.locator('form').evaluate((form) => getComputedStyle(form).direction)).toBe('rtl')
      await tabTo(page, (focus) => focus.type === 'password', 'the new password', { maxPresses: 3 })
      await expectAxeClean(page, 'reset-password (ar-AE)')
      await page.keyboard.type('short')
      // Past the first field's "Show password" toggle to the repeated password.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.type('shorter')
      await page.keyboard.press('Enter')
      // Refused here, before any call: focus goes back to the first field to fix.
      await waitForFocus(page, (focus) => focus.type === 'password', 'the refused password')
      expect(await hasFocus(app.locator('input[data-path="password"]')), 'the first password in focus').toBe(true)
      await expectFocusVisible(page, 'the refused password')
      await expectAxeClean(page, 'reset-password refused (ar-AE)')
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('كلمة مرور طويلة بما يكفي')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('كلمة مرور طويلة بما يكفي')
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await waitForFocus(page, (focus) => focus.tag === 'div' && focus.role === '', 'the invalid link’s notice', 30_000)
      await expectFocusVisible(page, 'the invalid link’s notice')
      await expectAxeClean(page, 'reset link invalid (ar-AE)')
      // The API refuses the key (400), as the page then says.
      expect(watched.problems({ allowHttpErrors: /graphql|status of 400/ })).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
