// Time to a usable landing page from a meta-search link, with prefetch on and off, on a
// throttled mobile profile (Lighthouse's mobile preset: 150 ms latency, 1.6 Mbps down,
// 750 Kbps up, CPU 4x slower). The demo's storefront page has prefetch on
// (storefront-settings.js); "off" is the same page with that settings file answered
// with prefetch off, so the two differ in nothing else. "Usable" is the moment, read in
// the page from navigation start, when the passengers form's first field is there and
// enabled and the trip summary shows the total: the traveller can type and sees the
// price. Each run is a fresh browser context (nothing cached); on and off alternate. Beside
// them it gives the data calls' time without prefetch: the most a prefetch can take off.
import { build } from 'esbuild'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { median } from './mount-times.mjs'
import { landingLine } from './write-performance.mjs'

/** Lighthouse's mobile preset, as CDP takes it. */
const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const mobileCpuSlowdown = 4

/** The flights of a search: enough of each offer to write a link for its first flight. */
const searchQuery = `mutation benchSearch($criteria: SearchCriteriaInput!) {
  searchFlights(criteria: $criteria) {
    offers { offers { segments { flightNumber departure } brandOffers { brandId total { amount currency } } } }
  }
}`

/**
 * Runs in the page before the loader: resolves with performance.now() (ms since
 * navigation start) once the landing is usable. The storefront renders in its
 * element's open shadow root; polled each 10 ms, since a MutationObserver on the
 * document does not see inside it.
 */
function watchForUsable() {
  const w = /** @type {Window & { __dxUsable?: Promise<number> }} */ (window)
  w.__dxUsable = new Promise((resolve) => {
    const timer = setInterval(() => {
      const root = document.querySelector('dx-storefront, #app')?.shadowRoot
      const field = root?.querySelector('form.dx-pax-form input, form.dx-pax-form select')
      const total = [...(root?.querySelectorAll('[role="status"]') ?? [])].some(
        (status) => status.textContent?.includes('Total for all passengers') && /\d/.test(status.textContent),
      )
      if (!field || /** @type {HTMLInputElement} */ (field).disabled || !total) return
      clearInterval(timer)
      resolve(performance.now())
    }, 10)
  })
}

/**
 * The link builder partners use (core/meta-search/meta-search-link.ts), bundled for node.
 * @returns {Promise<(input: unknown) => string>}
 */
async function linkBuilder(root) {
  const { outputFiles } = await build({
    entryPoints: [join(root, 'core/meta-search/meta-search-link.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  })
  const code = outputFiles[0]?.text ?? ''
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
  return module.buildMetaSearchLink
}

/**
 * A FLIGHT_NUMBER link for the first direct LHR-JFK flight the demo API offers on
 * `date` (YYYY-MM-DD), one adult, advertising the Classic total of this minute: the demo
 * prices by the time left to departure, so a link written minutes earlier may be a cent
 * off and land on the price change notice instead of the form.
 * @param {(input: unknown) => string} build  linkBuilder's
 * @param {string} origin  the demo server's
 * @param {string} date
 */
async function metaSearchLink(build, origin, date) {
  const criteria = {
    awardBooking: false,
    cabinClass: 'Economy',
    searchType: 'BRANDED',
    itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
    passengers: { ADT: 1 },
  }
  const response = await fetch(`${origin}/dx/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: searchQuery, variables: { criteria } }),
  })
  const body = await response.json()
  const offer = body.data?.searchFlights.offers?.offers.find(
    (/** @type {{ segments: unknown[] }} */ o) => o.segments.length === 1,
  )
  const classic = offer?.brandOffers.find((/** @type {{ brandId: string }} */ brand) => brand.brandId === 'classic')
  const segment = offer?.segments[0]
  if (!classic || !segment) throw new Error(`no direct Classic LHR-JFK flight on ${date}: ${JSON.stringify(body)}`)
  return build({
    code: 'FLIGHT_NUMBER',
    itineraryParts: [
      {
        brandId: 'classic',
        segments: [
          {
            origin: 'LHR',
            destination: 'JFK',
            departure: segment.departure.slice(0, 10),
            airlineCode: 'ZZ',
            flightNumber: segment.flightNumber,
          },
        ],
      },
    ],
    passengers: { ADT: 1 },
    referrerCode: 'BENCH',
    advertisedFare: classic.total,
  })
}

/**
 * Runs in the page once it is usable: ms the data calls took before `usable` (the
 * metadata document, metaSearch and the passengers query, each from request to last
 * byte, by Resource Timing): the most a prefetch can take off the landing, since the
 * rest (the page, the loader, the storefront's files, compiling and rendering at 4x)
 * is there with or without it.
 * @param {number} usable
 */
function dataCallsMs(usable) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => /\/(metadata\.json|graphql)$/.test(entry.name) && entry.responseEnd <= usable)
    .reduce((sum, entry) => sum + entry.duration, 0)
}

/**
 * One landing: ms from navigation start to usable, and of it the data calls' ms.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {boolean} prefetch
 * @param {number} timeoutMs
 */
async function landOnce(browser, url, prefetch, timeoutMs) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(watchForUsable)
    await context.route('**/storefront-settings.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `window.dxSettings = { prefetch: ${prefetch} }` }),
    )
    const page = await context.newPage()
    const failures = []
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`HTTP ${response.status()} ${response.url()}`)
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', mobileNetwork)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileCpuSlowdown })
    page.setDefaultTimeout(timeoutMs)
    await page.goto(url)
    const usable = await page.evaluate(async (ms) => {
      const w = /** @type {Window & { __dxUsable?: Promise<number> }} */ (window)
      const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), ms))
      return Promise.race([w.__dxUsable, timeout])
    }, timeoutMs)
    if (failures.length) throw new Error(`${url}: ${failures.join('; ')}`)
    if (usable === undefined) throw new Error(`${url}: the landing was not usable within ${timeoutMs} ms`)
    return { usable: /** @type {number} */ (usable), dataMs: await page.evaluate(dataCallsMs, usable) }
  } finally {
    await context.close()
  }
}

/**
 * Median time to a usable landing with prefetch on and off, `runs` of each, and the
 * median of the data calls' ms without prefetch with its share of that landing: the
 * most the prefetch can gain (`ceilingPercent`).
 * @param {{ root: string, origin: string, date: string, runs: number, timeoutMs?: number, log?: (line: string) => void }} options
 *   origin: the demo server's; date: the flight's, YYYY-MM-DD, in the future
 * @returns {Promise<{ onMs: number, offMs: number, fasterPercent: number, offDataMs: number, ceilingPercent: number }>}
 */
export async function measureMetaSearchLanding({ root, origin, date, runs, timeoutMs = 60_000, log = () => {} }) {
  const build = await linkBuilder(root)
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumArgs], headless: true })
  try {
    /** @type {{ on: { usable: number, dataMs: number }[], off: { usable: number, dataMs: number }[] }} */
    const samples = { on: [], off: [] }
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? /** @type {const} */ (['off', 'on']) : /** @type {const} */ (['on', 'off'])
      for (const variant of order) {
        const url = `${origin}/storefront.html${await metaSearchLink(build, origin, date)}`
        samples[variant].push(await landOnce(browser, url, variant === 'on', timeoutMs))
      }
    }
    const onMs = Math.round(median(samples.on.map((sample) => sample.usable)))
    const offMs = Math.round(median(samples.off.map((sample) => sample.usable)))
    const offDataMs = Math.round(median(samples.off.map((sample) => sample.dataMs)))
    const fasterPercent = Math.round(((offMs - onMs) / offMs) * 100)
    const ceilingPercent = Math.round((offDataMs / offMs) * 100)
    log(`meta-search landing: ${landingLine({ onMs, offMs, fasterPercent, offDataMs, ceilingPercent })}`)
    return { onMs, offMs, fasterPercent, offDataMs, ceilingPercent }
  } finally {
    await browser.close()
  }
}
