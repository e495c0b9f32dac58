// axe-core on dx-account, its sign-in dialog and its account menu, on a partner's page, in
// en-US and right to left in ar-AE, on a phone (375 px) and a desktop (1280 px): no
// finding of any impact, minor and moderate included. The same pages check the layout: the
// dialog's forms fit inside it with their fields stacked at its width, and the open menu lies
// inside the viewport without the page scrolling sideways.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runAxe } from './axe'
import { type E2e, startE2e, trackRequests } from './harness'
import { headerAccount, menuButton, nameShown, signInButton, signInDialog, signInFrom } from './account-widget'

const LOCALES = ['en-US', 'ar-AE']
const WIDTHS = [375, 1280]

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

async function expectNoFinding(page: Page, what: string): Promise<void> {
  const { all } = await runAxe(page)
  expect(
    all.map((finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets.join(', ')}`),
    what,
  ).toEqual([])
}

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, `${what} is shown`).not.toBeNull()
  return box as Box
}

/** Half a pixel for sub-pixel rounding. */
function expectInside(inner: Box, outer: Box, what: string): void {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 0.5)
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 0.5)
}

/** The dialog's form and each of its fields and their controls inside the dialog, fields stacked at the form's width. */
async function expectFormFits(page: Page, what: string): Promise<void> {
  const dialog = signInDialog(page)
  const dialogBox = await boxOf(dialog, 'the dialog')
  const formBox = await boxOf(dialog.locator('form'), `${what}: the form`)
  expectInside(formBox, dialogBox, `${what}: the form in the dialog`)
  const fields = await dialog.locator('form .dx-field').all()
  expect(fields.length, `${what}: fields`).toBeGreaterThan(0)
  let previousBottom = Number.NEGATIVE_INFINITY
  for (const [index, field] of fields.entries()) {
    const box = await boxOf(field, `${what}: field ${index + 1}`)
    expectInside(box, dialogBox, `${what}: field ${index + 1} in the dialog`)
    expect(Math.abs(box.width - formBox.width), `${what}: field ${index + 1} as wide as the form`).toBeLessThan(1)
    expect(box.y, `${what}: field ${index + 1} below the one before`).toBeGreaterThanOrEqual(previousBottom - 0.5)
    previousBottom = box.y + box.height
    for (const control of await field.locator('input, button').all())
      expectInside(await boxOf(control, `${what}: a control`), dialogBox, `${what}: field ${index + 1}'s control`)
  }
}

describe('axe-core on dx-account, any impact', { timeout: 180_000 }, () => {
  for (const locale of LOCALES)
    for (const width of WIDTHS)
      test(`the widget, the sign-in dialog and the account menu in ${locale} at ${width} px`, async () => {
        const context = await e2e.browser.newContext({
          locale,
          timezoneId: 'UTC',
          viewport: { width, height: width < 800 ? 812 : 900 },
        })
        try {
          const page = await context.newPage()
          // The page's requests, waited for before each check: networkidle, once reached, waits for nothing.
          const requests = trackRequests(page)
          await page.goto(`${e2e.hostOrigin}/account.html?locale=${locale}`)
          const header = headerAccount(page)
          await signInButton(header).waitFor({ timeout: 30_000 })
          await requests.settled()
          await expectNoFinding(page, 'signed out')

          await signInButton(header).click()
          await signInDialog(page).locator('input[type="email"]').waitFor()
          await expectNoFinding(page, 'the sign-in dialog')
          await expectFormFits(page, 'sign-in')
          await signInDialog(page).locator('.dx-signin-links button').click()
          await signInDialog(page).locator('input[autocomplete="current-password"]').waitFor({ state: 'detached' })
          await expectFormFits(page, 'forgot password')
          await page.keyboard.press('Escape')
          await signInDialog(page).waitFor({ state: 'detached' })

          await signInFrom(page, header)
          await nameShown(header)
          await menuButton(header).click()
          await header.locator('.dx-account-menu a').first().waitFor()
          await requests.settled()
          await expectNoFinding(page, 'the account menu')
          const viewport = page.viewportSize() ?? { width, height: 0 }
          const menuBox = await boxOf(header.locator('.dx-account-menu'), 'the account menu')
          expectInside(
            menuBox,
            { x: 0, y: 0, width: viewport.width, height: viewport.height },
            'the menu in the viewport',
          )
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(sideways, 'the page does not scroll sideways').toBeLessThanOrEqual(0)
        } finally {
          await context.close()
        }
      })
})
