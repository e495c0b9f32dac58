// A page asks for all of its widgets' first load at once: the loader names every file
// up front (modulepreload), so no file waits for another to arrive before it is asked
// for; and the runtime every widget shares comes once however many widgets a page holds.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleManifest } from '../../build/manifest.mjs'
import { readMeta } from '../sizes.mjs'
import { startE2e, type E2e } from './harness'
import { seededFlights } from './api'
import { defaultTrip, storefrontHash, tripQuery } from './shopping'

const root = fileURLToPath(new URL('../../', import.meta.url))
const manifest = bundleManifest(readMeta(join(root, 'dist/meta.json')), join(root, 'dist/dx'))
const files = (list: string | undefined) => (list ? list.split(' ').map((name) => `/dx/chunks/${name}.js`) : [])

let e2e: E2e

beforeAll(async () => {
  e2e = await startE2e()
})

afterAll(async () => {
  await e2e?.close()
})

interface NetworkEvent {
  kind: 'request' | 'finished'
  path: string
}

/** Opens a host page and records, in the order Chromium reports them, when each bundle file was asked for and when it had fully arrived. */
async function recordBundleFiles(path: string): Promise<NetworkEvent[]> {
  const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  try {
    const page = await context.newPage()
    const events: NetworkEvent[] = []
    const bundlePath = (url: string) => {
      const parsed = new URL(url)
      return parsed.origin === e2e.dxOrigin && parsed.pathname.startsWith('/dx/chunks/') ? parsed.pathname : undefined
    }
    page.on('request', (request) => {
      const file = bundlePath(request.url())
      if (file) events.push({ kind: 'request', path: file })
    })
    page.on('requestfinished', (request) => {
      const file = bundlePath(request.url())
      if (file) events.push({ kind: 'finished', path: file })
    })
    await page.goto(new URL(path, e2e.hostOrigin).href)
    await page.waitForLoadState('networkidle')
    return events
  } finally {
    await context.close()
  }
}

/**
 * The files asked for before the first of `expected` had arrived. A file that is only
 * learnt of from another file's imports cannot be among them: its importer must have
 * arrived whole first. So this holds only if nothing of the first load was chained.
 */
function askedBeforeFirstArrival(events: NetworkEvent[], expected: string[]): Set<string> {
  const firstArrival = events.findIndex((event) => event.kind === 'finished' && expected.includes(event.path))
  return new Set(
    events
      .slice(0, firstArrival === -1 ? undefined : firstArrival)
      .flatMap((event) => (event.kind === 'request' ? [event.path] : [])),
  )
}

describe('the first load of a page', () => {
  test('with flight status and schedule asks for the runtime once and for every file of both before any arrives', async () => {
    const { status, date } = await seededFlights(e2e.dxOrigin)
    const query = new URLSearchParams({ flight: status.flightNumber, date })
    const events = await recordBundleFiles(`/both.html?${query}`)
    const expected = [
      ...new Set([...files(manifest.widgets['flight-status']), ...files(manifest.widgets['flight-schedule'])]),
    ]
    const runtime = expected.filter((path) => /\/runtime-[^/]+\.js$/.test(path))
    expect(runtime).toHaveLength(1)
    expect(events.filter((event) => event.kind === 'request' && event.path === runtime[0])).toHaveLength(1)
    expect([...askedBeforeFirstArrival(events, expected)].sort()).toEqual(expected.sort())
  })

  test('of a deep link into flight selection asks for the storefront and the page before any file arrives', async () => {
    const events = await recordBundleFiles(
      `/storefront-only.html${storefrontHash('flight-selection', tripQuery(defaultTrip()))}`,
    )
    const page = files(manifest.pages['flight-selection'])
    const expected = [...files(manifest.widgets.storefront), ...page]
    expect(page.length).toBeGreaterThan(0)
    expect([...askedBeforeFirstArrival(events, expected)].sort()).toEqual(expected.sort())
  })
})
