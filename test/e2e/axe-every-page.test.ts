// axe-core on every demo page (demo/pages/*.html) as the demo server serves it, in en-US and
// right to left in ar-AE, on a phone (375 px) and a desktop (1280 px): no finding of any
// impact, minor and moderate included (the shopping and manage sweeps fail on serious and
// critical ones only).
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runAxe } from './axe'
import { type E2e, startE2e } from './harness'

const pagesDir = fileURLToPath(new URL('../../demo/pages/', import.meta.url))
const PAGES = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.html'))
  .sort()
const LOCALES = ['en-US', 'ar-AE']
const WIDTHS = [375, 1280]

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

/** Every widget of the page has drawn into its shadow root and no request is under way. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 })
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('dx-') || element.id === 'app')
        .every((element) => (element.shadowRoot?.childElementCount ?? 0) > 0),
    undefined,
    { timeout: 30_000 },
  )
  await page.waitForLoadState('networkidle', { timeout: 30_000 })
}

describe('axe-core on every demo page, any impact', { timeout: 120_000 }, () => {
  for (const name of PAGES)
    for (const locale of LOCALES)
      for (const width of WIDTHS)
        test(`${name} in ${locale} at ${width} px`, async () => {
          const context = await e2e.browser.newContext({
            locale,
            timezoneId: 'UTC',
            viewport: { width, height: width < 800 ? 812 : 900 },
          })
          try {
            const page = await context.newPage()
            await page.goto(`${e2e.dxOrigin}/${name}?locale=${locale}`)
            await settled(page)
            const { all } = await runAxe(page)
            expect(
              all.map(
                (finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets.join(', ')}`,
              ),
            ).toEqual([])
          } finally {
            await context.close()
          }
        })
})
