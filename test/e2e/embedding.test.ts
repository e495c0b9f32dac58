// The embedding contract (architecture page): harmless when included twice, immune to
// host CSS, working under a strict CSP, and usable from another origin with the API
// refusing origins it does not allow.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import airportCodeDocument from './api/airport-code.graphql'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { openPage, seededCopy, startE2e, type E2e, type WatchedPage } from './harness'
import { styleFingerprint, waitForShadowText } from './shadow'
import { seededFlights, type SeededFlights } from './api'
import { flightNumberPattern } from './expectations'
import { startDemoServer } from '../demo-server.mjs'
import { startSecondBundleServer } from './second-bundle-server'

let e2e: E2e
let seeded: SeededFlights
const widgets = ['flight-status', 'flight-schedule']

beforeAll(async () => {
  e2e = await startE2e()
  seeded = await seededFlights(e2e.dxOrigin)
})

afterAll(async () => {
  await e2e?.close()
})

/** Opens a page with both widgets showing today's seeded flight and waits until they are ready. */
async function openBoth(path: string): Promise<WatchedPage> {
  const watched = await openPage(e2e, path, { flight: seeded.status.flightNumber, date: seeded.date })
  await watched.waitForReady(widgets)
  return watched
}

/** Both widgets show the seeded flight: status heading and schedule rows. */
async function expectSeededData(watched: WatchedPage): Promise<void> {
  const { page } = watched
  await page
    .locator('dx-flight-status')
    .getByRole('heading', { name: flightNumberPattern(seeded.status.flightNumber) })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
  const flights = seeded.schedule.schedules.flatMap((option) => option.flights)
  const scheduleText = await waitForShadowText(
    page.locator('dx-flight-schedule'),
    flightNumberPattern(flights[0]!.flightNumber),
  )
  for (const flight of flights) expect(scheduleText).toMatch(flightNumberPattern(flight.flightNumber))
}

/** Each widget mounted once, after time for a second mount to happen: one dx:ready each, one status heading. */
async function expectMountedOnce(watched: WatchedPage, pageWidgets: string[]): Promise<void> {
  await watched.page.waitForTimeout(500)
  const readyPerWidget = pageWidgets.map((widget) => watched.ready.filter((event) => event.widget === widget).length)
  expect(readyPerWidget).toEqual(pageWidgets.map(() => 1))
  const headings = watched.page
    .locator('dx-flight-status')
    .getByRole('heading', { name: flightNumberPattern(seeded.status.flightNumber) })
  expect(await headings.count()).toBe(1)
}

describe('embedding', () => {
  test('the loader included twice mounts each element once, without errors', async () => {
    const watched = await openBoth('/twice.html')
    try {
      await expectMountedOnce(watched, widgets)
      expect(
        await watched.page.evaluate(() => typeof (window as unknown as { DX?: { mount?: unknown } }).DX?.mount),
      ).toBe('function')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('a second release of the loader, with settings of its own, mounts nothing and loads no second runtime', async () => {
    const second = await startSecondBundleServer(fileURLToPath(new URL('../../dist/dx/', import.meta.url)), 'v2')
    const watched = await openPage(e2e, '/two-versions.html', {
      flight: seeded.status.flightNumber,
      date: seeded.date,
      bundle: second.origin,
      version: 'v2',
    })
    const pageWidgets = ['search-box', ...widgets]
    try {
      await watched.waitForReady(pageWidgets)
      await expectSeededData(watched)
      // Both loaders ran: each marks its start.
      await watched.page.waitForFunction(() => performance.getEntriesByName('dx:loader-start').length === 2)
      await expectMountedOnce(watched, pageWidgets)
      const forms = watched.page.locator('dx-search-box').getByRole('form', { name: 'Search flights' })
      expect(await forms.count()).toBe(1)
      // The first loader's release serves every widget: one runtime, nothing of the second release but its loader.
      const runtimes = watched.responses
        .map((response) => new URL(response.url()))
        .filter((url) => /\/chunks\/runtime-[^/]*\.js$/.test(url.pathname))
        .map((url) => url.origin)
      expect(runtimes).toEqual([e2e.dxOrigin])
      expect(second.requested).toEqual(['/dx/loader.js'])
      const settings = await watched.page.evaluate(() => {
        const { baseUrl, bundleVersion } = (window as unknown as { DX: { settings: Record<string, unknown> } }).DX
          .settings
        return { baseUrl, bundleVersion }
      })
      expect(settings).toEqual({ baseUrl: `${e2e.dxOrigin}/dx/`, bundleVersion: undefined })
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
      await second.close()
    }
  })

  test('host CSS that resets, hides and recolours everything does not change the widgets', async () => {
    const plain = await openBoth('/both.html')
    const hostile = await openBoth('/hostile-css.html')
    try {
      await expectSeededData(plain)
      await expectSeededData(hostile)
      for (const tag of ['dx-flight-status', 'dx-flight-schedule']) {
        const [expected, actual] = await Promise.all([
          styleFingerprint(plain.page.locator(tag)),
          styleFingerprint(hostile.page.locator(tag)),
        ])
        expect(actual, `${tag} under hostile host CSS`).toEqual(expected)
        expect(await hostile.page.locator(tag).isVisible(), `${tag} visible`).toBe(true)
      }
      expect(hostile.problems()).toEqual([])
    } finally {
      await Promise.all([plain.close(), hostile.close()])
    }
  })

  test('under a strict CSP with no unsafe-inline or unsafe-eval both widgets work with no violation', async () => {
    const watched = await openBoth('/csp.html')
    try {
      await expectSeededData(watched)
      expect(watched.response?.headers()['content-security-policy']).toContain("default-src 'none'")
      expect(watched.cspViolations).toEqual([])
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('from another origin the API answers credentialed calls for the host page', async () => {
    const watched = await openBoth('/both.html')
    try {
      await expectSeededData(watched)
      const apiResponses = watched.responses.filter(
        (response) =>
          response.url().startsWith(`${e2e.dxOrigin}/dx/api/graphql`) && response.request().method() !== 'OPTIONS',
      )
      expect(apiResponses.length).toBeGreaterThan(0)
      const apiResponse = apiResponses[0]!
      expect(new URL(watched.page.url()).origin).not.toBe(e2e.dxOrigin)
      expect(apiResponse.status()).toBe(200)
      expect(apiResponse.headers()['access-control-allow-origin']).toBe(e2e.hostOrigin)
      expect(apiResponse.headers()['access-control-allow-credentials']).toBe('true')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the loader and the widget files arrive brotli-compressed, as a CDN sends them', async () => {
    const watched = await openBoth('/both.html')
    try {
      const scripts = watched.responses.filter((response) => /\/dx\/.*\.js$/.test(new URL(response.url()).pathname))
      const names = scripts.map((response) => new URL(response.url()).pathname)
      // The loader, the runtime every widget shares and each widget's entry, at least.
      expect(names).toContain('/dx/loader.js')
      expect(names.some((name) => /\/dx\/chunks\/runtime-/.test(name))).toBe(true)
      expect(names.some((name) => /\/dx\/chunks\/flight-status-/.test(name))).toBe(true)
      for (const response of scripts) expect(response.headers()['content-encoding'], response.url()).toBe('br')
      expect(watched.problems()).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the API refuses credentialed calls from an origin it does not allow', async () => {
    const dataDir = seededCopy()
    const restricted = await startDemoServer(fileURLToPath(new URL('../../', import.meta.url)), {
      allowedOrigins: ['https://partner.example'],
      dataDir,
    })
    const watched = await openPage(e2e, '/status-form.html')
    try {
      const call = (url: string) =>
        watched.page.evaluate(
          async ({ endpoint, query }) => {
            try {
              const response = await fetch(endpoint, {
                method: 'POST',
                credentials: 'include',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ query }),
              })
              return `answered ${response.status}`
            } catch {
              return 'refused'
            }
          },
          { endpoint: url, query: airportCodeDocument },
        )
      expect(await call(`${e2e.dxOrigin}/dx/api/graphql`)).toBe('answered 200')
      expect(await call(`${restricted.origin}/dx/api/graphql`)).toBe('refused')
    } finally {
      await watched.close()
      await restricted.close()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
