// Flight selection with 100 offers in Chromium: from the answer's arrival to the last
// offer on screen no task runs 50 ms or more (a long task, PerformanceObserver
// 'longtask'), and every offer is in the page once the slices are in (use-slices.ts).
//
// The search's answer (the demo's mock answer, repeated to 100 offers as the bench does)
// is held until the page has loaded, so the tasks after it are the answer's alone. The
// machine is shared: a task the scheduler takes the core from mid-way lasts longer than
// its work. A load is measured up to five times (about 2.3 s each) and passes when one
// is free of long tasks; the code before slicing rendered the 100 offers in one task of
// about 100 ms here, over the limit on every load.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { offersAnswer } from '../bench/results-render.mjs'
import { type E2e, startE2e } from './harness'
import { quietCores } from './quiet-cores'
import { defaultTrip, storefront, storefrontHash, tripQuery } from './shopping'

const root = fileURLToPath(new URL('../../', import.meta.url))
const answer = offersAnswer(join(root, 'demo/mocks/searchFlights.json'), 100)

let e2e: E2e
beforeAll(async () => {
  e2e = await startE2e()
  // Measured with the cores to itself (quiet-cores.ts).
  await quietCores()
}, 120_000)
afterAll(() => e2e?.close())

/** Runs in the page before its scripts: long tasks, and when the storefront said all 100 offers are in. */
function watchTasks() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __allIn: Promise<number> }
  w.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  w.__allIn = new Promise((resolve) =>
    document.addEventListener(
      'dx:results',
      (event) => {
        if ((event as CustomEvent<{ count: number }>).detail.count === 100) resolve(performance.now())
      },
      { capture: true },
    ),
  )
}

interface Load {
  longTasks: { start: number; duration: number }[]
  offers: number
  headings: number
}

async function loadHundredOffers(): Promise<Load> {
  const context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 900 },
  })
  try {
    await context.addInitScript(watchTasks)
    const page = await context.newPage()
    let release: () => void = () => {}
    const loaded = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/dx/api/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null
      if (body?.operationName !== 'searchFlights') return route.fallback()
      // The server's own answer, for its headers (CORS, the conversation's key), with the 100 offers as its body.
      const real = await route.fetch()
      await loaded
      await route.fulfill({ response: real, body: answer })
    })
    const hash = storefrontHash('flight-selection', tripQuery(defaultTrip()))
    await page.goto(`${e2e.hostOrigin}/storefront-only.html${hash}`)
    await page.waitForLoadState('load')
    // The page's own start-up (scripts, first render) is over before the answer comes.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    const answered = await page.evaluate(() => performance.now())
    release()
    await page.evaluate(() => (window as unknown as { __allIn: Promise<number> }).__allIn)
    // A task still running when the event fired is reported once it ends.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    const longTasks = (
      await page.evaluate(
        () => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
      )
    ).filter((task) => task.start + task.duration > answered)
    const list = storefront(page).locator('ul.dx-offers')
    return {
      longTasks,
      offers: await list.locator(':scope > li.dx-offer').count(),
      headings: await list.getByRole('heading', { level: 3 }).count(),
    }
  } finally {
    await context.close()
  }
}

describe('flight selection with 100 offers', () => {
  test('renders them with no task of 50 ms or more after the answer, and every offer ends in the page', async () => {
    const loads: Load[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const load = await loadHundredOffers()
      loads.push(load)
      expect(load.offers).toBe(100)
      expect(load.headings).toBe(100)
      if (load.longTasks.length === 0) break
    }
    expect(
      loads.map((load) => load.longTasks.map((task) => Math.round(task.duration))),
      'the long tasks of each load, ms',
    ).toContainEqual([])
  }, 240_000)
})
