// axe-core on dx-account, its sign-in dialog and its account menu, on a partner's page, in
// en-US and right to left in ar-AE, on a phone (375 px) and a desktop (1280 px): no
// finding of any impact, minor and moderate included.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runAxe } from './axe'
import { type E2e, startE2e } from './harness'
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
          await page.goto(`${e2e.hostOrigin}/account.html?locale=${locale}`)
          const header = headerAccount(page)
          await signInButton(header).waitFor({ timeout: 30_000 })
          await page.waitForLoadState('networkidle', { timeout: 30_000 })
          await expectNoFinding(page, 'signed out')

          await signInButton(header).click()
          await signInDialog(page).locator('input[type="email"]').waitFor()
          await expectNoFinding(page, 'the sign-in dialog')
          await page.keyboard.press('Escape')
          await signInDialog(page).waitFor({ state: 'detached' })

          await signInFrom(page, header)
          await nameShown(header)
          await menuButton(header).click()
          await header.locator('.dx-account-menu a').first().waitFor()
          await page.waitForLoadState('networkidle', { timeout: 30_000 })
          await expectNoFinding(page, 'the account menu')
        } finally {
          await context.close()
        }
      })
})
