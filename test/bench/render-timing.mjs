// Render timing of one storefront page in mock mode, shared by the flight selection
// (results-render.mjs) and seat map (seat-map-render.mjs) benches: the time from a mock
// answer's last byte (resource timing) to the page laid out once the storefront's event
// says it committed what it read (a layout effect) is parsing, rendering and laying out
// that answer. Same page, Preact and React 19 builds, alternating runs in fresh contexts.
// A page that renders in slices commits its last slice before the event, so the time
// spans several tasks; each run also says whether a task of 50 ms or more (a long task)
// ran after the answer, and each cycle of the two variants gives a Preact minus React
// difference. The answer is held until the page's code is in (ANSWER_HOLD_MS), so the
// time is the answer's and not a lazy chunk's download (docs/decisions/render-bench-end-points.md).
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { median } from './mount-times.mjs'
import { spreadOf } from './spread.mjs'

/**
 * What one render waits for: the mock answer it times from, and the event (and the detail
 * field with the value it must carry) it times to.
 * @typedef {{ mockFile: string, event: string, field: string, value: number }} RenderTarget
 */

/**
 * What a render bench returns: the median ms per variant; with two variants (Preact and
 * React 19), Preact minus React per cycle, and per variant the runs in which a long task
 * ran after the answer, of `runs`.
 * @typedef {{ preact: number, react: number, difference?: import('./spread.mjs').Spread,
 *   longTaskRuns?: { preact: number, react: number }, runs?: number, loadAverage?: number }} RenderFigures
 */

/**
 * Runs in the page before its scripts: resolves with the event's time, or -1 when the
 * event's detail does not carry the expected value; keeps the page's long tasks.
 * @param {RenderTarget} target
 */
function listen({ event, field, value }) {
  const w = /** @type {Window & { __dxRendered?: Promise<number>, __dxLongTasks?: number[][] }} */ (window)
  const longTasks = /** @type {number[][]} */ ([])
  w.__dxLongTasks = longTasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  // Timed to the last slice laid out: the event comes as the last slice is committed,
  // before the browser lays it out, and a build whose slices all came before the first
  // frame would otherwise leave its whole layout out of its time. Reading a size lays the
  // page out there and then (waiting for the next frame instead adds up to a frame of idle).
  const laidOut = (/** @type {Event} */ e) => {
    /** @type {Element} */
    e.target.getBoundingClientRect()
    return performance.now()
  }
  w.__dxRendered = new Promise((resolve) => {
    document.addEventListener(
      event,
      (e) => resolve(/** @type {CustomEvent} */ (e).detail?.[field] === value ? laidOut(e) : -1),
      { capture: true, once: true },
    )
  })
}

/**
 * How long the bench holds the answer after the page asked for it: the storefront asks as
 * it starts, before its lazy chunks (the trip summary beside the offers) have arrived, and
 * a chunk that arrives after the answer would put its download and render in the time
 * measured, more often for the build that asks sooner. Every chunk is in by about 400 ms on
 * this machine; a run in which a script still ends after the answer fails.
 */
export const ANSWER_HOLD_MS = 1000

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {RenderTarget} target
 */
async function renderOnce(browser, url, target) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(listen, target)
    const page = await context.newPage()
    await page.route(`**/mocks/${target.mockFile}`, async (route) => {
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, ANSWER_HOLD_MS))
      await route.fulfill({ response })
    })
    await page.goto(url)
    const { renderedAt, answerEnd, longTask, lateScripts } = await page.evaluate(async (mockFile) => {
      const w = /** @type {Window & { __dxRendered?: Promise<number>, __dxLongTasks?: number[][] }} */ (window)
      const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), 20_000))
      const renderedAt = await Promise.race([w.__dxRendered, timeout])
      // A task still running when the event fired is reported once it ends.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      const answer = resources.find((entry) => entry.name.endsWith(`/mocks/${mockFile}`))
      const answerEnd = answer?.responseEnd
      const longTask = (w.__dxLongTasks ?? []).some(
        ([start = 0, duration = 0]) => answerEnd !== undefined && start + duration > answerEnd,
      )
      const lateScripts = resources
        .filter((entry) => answerEnd !== undefined && entry.responseEnd > answerEnd && /\.js(?:$|\?)/.test(entry.name))
        .map((entry) => entry.name)
      return { renderedAt, answerEnd, longTask, lateScripts }
    }, target.mockFile)
    if (renderedAt === undefined || renderedAt === -1 || answerEnd === undefined)
      throw new Error(`${url}: no ${target.event} with ${target.field} ${target.value}`)
    if (lateScripts.length > 0)
      throw new Error(`${url}: ${lateScripts.join(', ')} arrived after the answer; raise ANSWER_HOLD_MS`)
    return { ms: renderedAt - answerEnd, longTask }
  } finally {
    await context.close()
  }
}

/**
 * Median render time per variant (`/mock-storefront/<variant><hash>`), after one warm-up
 * run of each; the order of the variants alternates from run to run.
 * @param {{ origin: string, variants: string[], runs: number, hash: string, label: string, target: RenderTarget, log?: (line: string) => void }} options
 * @returns {Promise<RenderFigures>}
 */
export async function measureRender({ origin, variants, runs, hash, label, target, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumArgs], headless: true })
  try {
    const urlOf = (variant) => `${origin}/mock-storefront/${variant}${hash}`
    for (const variant of variants) await renderOnce(browser, urlOf(variant), target)
    /** @type {Record<string, { ms: number, longTask: boolean }[]>} */
    const samples = Object.fromEntries(variants.map((variant) => [variant, []]))
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? [...variants].reverse() : variants
      for (const variant of order) samples[variant]?.push(await renderOnce(browser, urlOf(variant), target))
    }
    const msOf = (/** @type {string} */ variant) => (samples[variant] ?? []).map((sample) => sample.ms)
    const medians = Object.fromEntries(variants.map((variant) => [variant, median(msOf(variant))]))
    const longTaskRuns = Object.fromEntries(
      variants.map((variant) => [variant, (samples[variant] ?? []).filter((sample) => sample.longTask).length]),
    )
    log(
      `  ${label}: ${variants.map((variant) => `${variant} ${medians[variant].toFixed(1)} ms (long task in ${longTaskRuns[variant]} of ${runs} runs)`).join(', ')}`,
    )
    if (!variants.includes('preact') || !variants.includes('react')) return /** @type {RenderFigures} */ (medians)
    const react = msOf('react')
    const difference = spreadOf(msOf('preact').map((ms, cycle) => ms - (react[cycle] ?? Number.NaN)))
    log(
      `  ${label}: Preact minus React 19 per cycle: median ${difference.median} ms, middle half ${difference.middleHalf.from} to ${difference.middleHalf.to} ms, 95% interval of the median ${difference.interval.from} to ${difference.interval.to} ms`,
    )
    return {
      preact: medians.preact ?? Number.NaN,
      react: medians.react ?? Number.NaN,
      difference,
      longTaskRuns: { preact: longTaskRuns.preact ?? 0, react: longTaskRuns.react ?? 0 },
      runs,
    }
  } finally {
    await browser.close()
  }
}
