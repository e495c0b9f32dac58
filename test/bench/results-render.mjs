// Flight selection with 100 offers (issue 3): the storefront in mock mode reads a
// searchFlights answer of exactly 100 offers; the time from that answer's last byte
// (resource timing) to the storefront's `dx:results` event (a layout effect after
// the offers are committed) is parsing plus rendering them. Same page, Preact and
// React 19 builds, alternating runs in fresh contexts.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { median } from './mount-times.mjs'

/**
 * The demo's mock answer with its offers repeated to `count`, each with its own id
 * and offer references, and departures spread over the day so sorting has work.
 * @param {string} mockFile
 * @param {number} count
 */
export function offersAnswer(mockFile, count = 100) {
  const answer = JSON.parse(readFileSync(mockFile, 'utf8'))
  const result = answer.data.searchFlights
  const source = result.offers.offers
  const offers = Array.from({ length: count }, (_, index) => {
    const offer = structuredClone(source[index % source.length])
    offer.id = `${offer.id}-${index}`
    for (const fare of offer.brandOffers) fare.offerRef = `${fare.offerRef}-${index}`
    return offer
  })
  result.offers = { ...result.offers, offers, offset: 0, totalCount: count, nextOffset: null }
  return JSON.stringify(answer)
}

function listen() {
  const w = /** @type {Window & { __dxResults?: Promise<number> }} */ (window)
  w.__dxResults = new Promise((resolve) => {
    document.addEventListener('dx:results', (event) => resolve(/** @type {CustomEvent} */ (event).detail.count === 100 ? performance.now() : -1), { capture: true, once: true })
  })
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function renderOnce(browser, url) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(listen)
    const page = await context.newPage()
    await page.goto(url)
    const { resultsAt, answerEnd } = await page.evaluate(async () => {
      const w = /** @type {Window & { __dxResults?: Promise<number> }} */ (window)
      const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), 20_000))
      const resultsAt = await Promise.race([w.__dxResults, timeout])
      const answer = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/mocks/searchFlights.json'))
      return { resultsAt, answerEnd: answer && /** @type {PerformanceResourceTiming} */ (answer).responseEnd }
    })
    if (resultsAt === undefined || resultsAt === -1 || answerEnd === undefined) throw new Error(`${url}: no dx:results for 100 offers`)
    return resultsAt - answerEnd
  } finally {
    await context.close()
  }
}

/**
 * @param {{ origin: string, variants: string[], runs: number, hash: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, number>>} median ms per variant
 */
export async function measureResultsRender({ origin, variants, runs, hash, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumArgs], headless: true })
  try {
    const urlOf = (variant) => `${origin}/mock-storefront/${variant}${hash}`
    for (const variant of variants) await renderOnce(browser, urlOf(variant))
    const samples = Object.fromEntries(variants.map((variant) => [variant, []]))
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? [...variants].reverse() : variants
      for (const variant of order) samples[variant].push(await renderOnce(browser, urlOf(variant)))
    }
    const medians = Object.fromEntries(variants.map((variant) => [variant, median(samples[variant])]))
    log(`  flight selection, 100 offers: ${variants.map((variant) => `${variant} ${medians[variant].toFixed(1)} ms`).join(', ')}`)
    return medians
  } finally {
    await browser.close()
  }
}
