// Mount time of each widget in Chromium: from the loader's first statement
// (performance mark `dx:loader-start`) to the widget's `dx:ready` event, both read
// inside the page with performance.now(). Each run is a fresh browser context, so
// nothing is cached; the variants alternate run by run so that machine noise hits
// both alike and the ratio stays meaningful on a busy CI box.
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'

/** Runs in the page before the loader: resolves with the time dx:ready arrives. */
function listenForReady() {
  const w = /** @type {Window & { __dxReady?: Promise<number> }} */ (window)
  w.__dxReady = new Promise((resolve) => {
    document.addEventListener('dx:ready', () => resolve(performance.now()), { capture: true, once: true })
  })
}

/**
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * One page load: ms from dx:loader-start to dx:ready (`total`), and the part of it
 * after the last script arrived (`afterScripts`: compile, run, render), which is the
 * framework's cost without the download.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} variant  every script must come from /<variant>/, or the run measured the wrong build
 * @param {number} timeoutMs
 */
async function mountOnce(browser, url, variant, timeoutMs) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(listenForReady)
    const page = await context.newPage()
    const strayScripts = []
    const failures = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !new URL(request.url()).pathname.startsWith(`/${variant}/`))
        strayScripts.push(request.url())
    })
    // A page whose calls fail may still mount (dx:ready can precede the data), so a
    // broken setup would print figures for the wrong thing: refuse instead.
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`HTTP ${response.status()} ${response.url()}`)
    })
    page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`))
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`))
    page.setDefaultTimeout(timeoutMs)
    await page.goto(url)
    const { start, ready, lastScriptEnd } = await page.evaluate(async (ms) => {
      const w = /** @type {Window & { __dxReady?: Promise<number> }} */ (window)
      const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), ms))
      const readyAt = await Promise.race([w.__dxReady, timeout])
      const mark = performance.getEntriesByName('dx:loader-start')[0]
      const scriptEnds = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd)
        .filter((end) => readyAt !== undefined && end <= readyAt)
      return {
        start: mark?.startTime,
        ready: readyAt,
        lastScriptEnd: scriptEnds.length ? Math.max(...scriptEnds) : undefined,
      }
    }, timeoutMs)
    if (start === undefined)
      throw new Error(`${url}: no performance mark dx:loader-start (the loader must mark it first thing)`)
    if (ready === undefined) throw new Error(`${url}: no dx:ready within ${timeoutMs} ms`)
    // Let the data calls that follow dx:ready finish, so their failures are seen.
    await page.waitForLoadState('networkidle')
    if (failures.length) throw new Error(`${url}: ${failures.join('; ')}`)
    if (strayScripts.length) throw new Error(`${url}: scripts from outside /${variant}/: ${strayScripts.join(', ')}`)
    const readyAt = /** @type {number} */ (ready)
    return { total: readyAt - start, afterScripts: readyAt - Math.max(lastScriptEnd ?? start, start) }
  } finally {
    await context.close()
  }
}

/**
 * @typedef {{ total: number, afterScripts: number }} MountSample
 * @typedef {{ widget: string, samples: Record<string, MountSample[]>, medians: Record<string, MountSample> }} MountResult
 * @param {{ origin: string, widgets: string[], variants: string[], attributes: (widget: string) => Record<string, string>, runs: number, timeoutMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<MountResult[]>}
 */
export async function measureMountTimes({
  origin,
  widgets,
  variants,
  attributes,
  runs,
  timeoutMs = 20_000,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumArgs], headless: true })
  try {
    const results = []
    for (const widget of widgets) {
      const query = new URLSearchParams(attributes(widget)).toString()
      const urlOf = (variant) => `${origin}/page/${variant}/${widget}?${query}`
      // One untimed load per variant first: Chromium's own first-use costs (V8 code
      // caches for its internals, the network stack) should not land on one variant.
      for (const variant of variants) await mountOnce(browser, urlOf(variant), variant, timeoutMs)
      const samples = Object.fromEntries(variants.map((variant) => [variant, []]))
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? [...variants].reverse() : variants
        for (const variant of order) samples[variant].push(await mountOnce(browser, urlOf(variant), variant, timeoutMs))
      }
      const medians = Object.fromEntries(
        variants.map((variant) => [
          variant,
          {
            total: median(samples[variant].map((sample) => sample.total)),
            afterScripts: median(samples[variant].map((sample) => sample.afterScripts)),
          },
        ]),
      )
      log(`  ${widget}: ${variants.map((variant) => `${variant} ${medians[variant].total.toFixed(1)} ms`).join(', ')}`)
      results.push({ widget, samples, medians })
    }
    return results
  } finally {
    await browser.close()
  }
}
