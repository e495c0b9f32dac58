// Render timing of one storefront page in mock mode, shared by the flight selection
// (results-render.mjs) and seat map (seat-map-render.mjs) benches: the time from a mock
// answer's last byte (resource timing) to the storefront event that says the page
// committed what it read (a layout effect) is parsing plus rendering that answer. Same
// page, Preact and React 19 builds, alternating runs in fresh contexts.
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { median } from './mount-times.mjs'

/**
 * What one render waits for: the mock answer it times from, and the event (and the detail
 * field with the value it must carry) it times to.
 * @typedef {{ mockFile: string, event: string, field: string, value: number }} RenderTarget
 */

/**
 * Runs in the page before its scripts: resolves with the event's time, or -1 when the
 * event's detail does not carry the expected value.
 * @param {RenderTarget} target
 */
function listen({ event, field, value }) {
  const w = /** @type {Window & { __dxRendered?: Promise<number> }} */ (window)
  w.__dxRendered = new Promise((resolve) => {
    document.addEventListener(
      event,
      (e) => resolve(/** @type {CustomEvent} */ (e).detail?.[field] === value ? performance.now() : -1),
      { capture: true, once: true },
    )
  })
}

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
    await page.goto(url)
    const { renderedAt, answerEnd } = await page.evaluate(async (mockFile) => {
      const w = /** @type {Window & { __dxRendered?: Promise<number> }} */ (window)
      const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), 20_000))
      const renderedAt = await Promise.race([w.__dxRendered, timeout])
      const answer = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/mocks/${mockFile}`))
      return { renderedAt, answerEnd: answer && /** @type {PerformanceResourceTiming} */ (answer).responseEnd }
    }, target.mockFile)
    if (renderedAt === undefined || renderedAt === -1 || answerEnd === undefined)
      throw new Error(`${url}: no ${target.event} with ${target.field} ${target.value}`)
    return renderedAt - answerEnd
  } finally {
    await context.close()
  }
}

/**
 * Median render time per variant (`/mock-storefront/<variant><hash>`), after one warm-up
 * run of each; the order of the variants alternates from run to run.
 * @param {{ origin: string, variants: string[], runs: number, hash: string, label: string, target: RenderTarget, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, number>>} median ms per variant
 */
export async function measureRender({ origin, variants, runs, hash, label, target, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumArgs], headless: true })
  try {
    const urlOf = (variant) => `${origin}/mock-storefront/${variant}${hash}`
    for (const variant of variants) await renderOnce(browser, urlOf(variant), target)
    const samples = Object.fromEntries(variants.map((variant) => [variant, []]))
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? [...variants].reverse() : variants
      for (const variant of order) samples[variant].push(await renderOnce(browser, urlOf(variant), target))
    }
    const medians = Object.fromEntries(variants.map((variant) => [variant, median(samples[variant])]))
    log(`  ${label}: ${variants.map((variant) => `${variant} ${medians[variant].toFixed(1)} ms`).join(', ')}`)
    return medians
  } finally {
    await browser.close()
  }
}
