// A locale's messages load a unit at a time, as en-US's ship (docs/decisions/locale-loading.md):
// the flight status page in pt-BR downloads no more message bytes than in en-US plus 20%, and a
// locale whose files fail to load shows the widget in en-US, with no page error, logged once.
// Message bytes are counted from the files the page fetched, by what the build's metafile
// (dist/meta.json) says each holds: en-US's units (`dx-locale:<unit>`) ride in the code, another
// locale's in files of their own (`dx-locale:<locale>/<unit>`), or whole (`locales/<locale>.json`).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type E2e, startE2e } from './harness'

const root = fileURLToPath(new URL('../../', import.meta.url))

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
}, 120_000)

afterAll(async () => {
  await e2e?.close()
})

type Outputs = Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
const outputs = (): Outputs =>
  (JSON.parse(readFileSync(`${root}dist/meta.json`, 'utf8')) as { outputs: Outputs }).outputs

/** Whether a metafile input is messages of `locale`. */
const isMessagesOf = (locale: string, input: string) =>
  locale === 'en-US'
    ? /^dx-locale:[^/]+$/.test(input) || input === 'locales/en-US.json'
    : input.startsWith(`dx-locale:${locale}/`) || input === `locales/${locale}.json`

/** The bytes of `locale`'s messages in the bundle files the page fetched. */
function messageBytes(locale: string, fetched: string[]): number {
  const all = outputs()
  let bytes = 0
  for (const path of fetched) {
    const output = all[`dist${path}`]
    if (!output) throw new Error(`dist/meta.json has no file ${path}`)
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (isMessagesOf(locale, input)) bytes += bytesInOutput
  }
  return bytes
}

interface OpenedPage {
  page: Page
  /** The /dx/ script files the page fetched, by path. */
  fetched: string[]
  /** The page's uncaught errors and the console's errors. */
  pageErrors: string[]
  consoleErrors: string[]
  close(): Promise<void>
}

/** The flight status page in `locale`, once its widget shows its title. */
async function openFlightStatus(locale: string, title: string, prepare?: (page: Page) => Promise<unknown>) {
  const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  const page = await context.newPage()
  const opened: OpenedPage = { page, fetched: [], pageErrors: [], consoleErrors: [], close: () => context.close() }
  page.on('pageerror', (error) => opened.pageErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') opened.consoleErrors.push(message.text())
  })
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (response.ok() && pathname.startsWith('/dx/') && pathname.endsWith('.js')) opened.fetched.push(pathname)
  })
  await prepare?.(page)
  await page.goto(`${e2e.dxOrigin}/index.html?locale=${locale}`)
  await page.locator('dx-flight-status').getByRole('heading', { name: title }).first().waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  return opened
}

const enUS = JSON.parse(readFileSync(`${root}locales/en-US.json`, 'utf8')) as {
  flightStatus: { title: string }
  errors: { unexpected: string }
}
const deDE = JSON.parse(readFileSync(`${root}locales/de-DE.json`, 'utf8')) as { flightStatus: { title: string } }
const ptBR = JSON.parse(readFileSync(`${root}locales/pt-BR.json`, 'utf8')) as { flightStatus: { title: string } }

describe('the flight status page', () => {
  test('downloads no more message bytes in pt-BR than in en-US plus 20%', async () => {
    const english = await openFlightStatus('en-US', enUS.flightStatus.title)
    const portuguese = await openFlightStatus('pt-BR', ptBR.flightStatus.title)
    try {
      const inEnglish = messageBytes('en-US', english.fetched)
      const inPortuguese = messageBytes('pt-BR', portuguese.fetched)
      expect(inEnglish, 'en-US message bytes').toBeGreaterThan(500)
      expect(inPortuguese, 'pt-BR message bytes: its units came').toBeGreaterThan(500)
      expect(inPortuguese).toBeLessThanOrEqual(inEnglish * 1.2)
      // Its units only: the page's widget's, and the runtime's.
      const units = portuguese.fetched.filter((path) => path.includes('/chunks/pt-BR/'))
      expect(units.map((path) => path.replace(/^.*\/pt-BR\/|-[A-Z2-7]{8}\.js$/g, '')).sort()).toEqual([
        'common',
        'errors',
        'flightStatus',
      ])
      expect([...english.pageErrors, ...portuguese.pageErrors]).toEqual([])
    } finally {
      await Promise.all([english.close(), portuguese.close()])
    }
  })

  test('shows a locale changed at run time, its units loaded then', async () => {
    const opened = await openFlightStatus('en-US', enUS.flightStatus.title)
    try {
      // $locale is shared by every widget on the page (core/shared-instance: globalThis.__dxShared).
      await opened.page.evaluate(() => {
        const shared = (globalThis as unknown as { __dxShared: { locale: { set(locale: string): void } } }).__dxShared
        shared.locale.set('de-DE')
      })
      await opened.page
        .locator('dx-flight-status')
        .getByRole('heading', { name: deDE.flightStatus.title })
        .first()
        .waitFor({ timeout: 30_000 })
      expect(opened.fetched.filter((path) => path.includes('/chunks/de-DE/')).length).toBeGreaterThan(0)
      expect(opened.pageErrors).toEqual([])
    } finally {
      await opened.close()
    }
  })

  test('shows en-US when its locale fails to load, with no page error, logged once', async () => {
    const opened = await openFlightStatus('de-DE', enUS.flightStatus.title, (page) =>
      page.route('**/chunks/de-DE/**', (route) => route.fulfill({ status: 404, body: 'Not found' })),
    )
    try {
      const root = opened.page.locator('dx-flight-status').locator('.dx-root')
      await expect.poll(() => root.innerText()).toContain(enUS.flightStatus.title)
      expect(await root.innerText()).not.toContain(deDE.flightStatus.title)
      // Rendered, not the crash box (widgets/ui/error-boundary.tsx), which says errors.unexpected.
      expect(await root.innerText()).not.toContain(enUS.errors.unexpected)
      expect(opened.pageErrors).toEqual([])
      expect(opened.consoleErrors.filter((text) => text.startsWith('[dx]'))).toEqual([
        expect.stringMatching(/^\[dx\] could not load locale de-DE/),
      ])
    } finally {
      await opened.close()
    }
  })
})
