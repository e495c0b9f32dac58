// axe-core on every demo page (demo/pages/*.html) as the demo server serves it, on a phone
// (375 px) and a desktop (1280 px): no finding of any impact, minor and moderate included (the
// shopping and manage sweeps fail on serious and critical ones only). One file per locale
// (axe-every-page-*.test.ts): the sweep was the longest e2e file, and as one file it ran alone
// at the end of the run while the other workers had finished (docs/decisions/e2e-workers.md).
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runAxe } from './axe'
import { type E2e, startE2e, trackRequests } from './harness'

const pagesDir = fileURLToPath(new URL('../../demo/pages/', import.meta.url))
const PAGES = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.html'))
  .sort()
const WIDTHS = [375, 1280]

/** Every widget of the page has drawn into its shadow root and no request is under way. */
async function settled(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await requests.settled(30_000)
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('dx-') || element.id === 'app')
        .every((element) => (element.shadowRoot?.childElementCount ?? 0) > 0),
    undefined,
    { timeout: 30_000 },
  )
  await requests.settled(30_000)
}

/** The file's tests: every demo page in `locale` at each width, on a demo server of the file's own. */
export function axeEveryPage(locale: string): void {
  let e2e: E2e

  beforeAll(async () => {
    e2e = await startE2e()
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  describe('axe-core on every demo page, any impact', { timeout: 120_000 }, () => {
    for (const name of PAGES)
      for (const width of WIDTHS)
        test(`${name} in ${locale} at ${width} px`, async () => {
          const context = await e2e.browser.newContext({
            locale,
            timezoneId: 'UTC',
            viewport: { width, height: width < 800 ? 812 : 900 },
          })
          try {
            const page = await context.newPage()
            const requests = trackRequests(page)
            await page.goto(`${e2e.dxOrigin}/${name}?locale=${locale}`)
            await settled(page, requests)
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
}
