// Seat map of a wide-body aircraft (issue 4): the storefront in mock mode opens
// seat-selection for a one-way trip; its cart (addItinerary) and the seat map of the
// seed's largest cabin (the Boeing 777-300ER's economy, 330 seats) are mock answers.
// The time from the seat map answer's last byte (resource timing) to the page's
// `dx:seat-map` event (a layout effect after the map is committed) is parsing plus
// rendering the map. Same page, Preact and React 19 builds, alternating runs in
// fresh contexts, as for the flight selection render (results-render.mjs).
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { median } from './mount-times.mjs'
import { wideBodyAnswer } from '../../widgets/storefront/fixtures/seat-map-answer.mjs'

/** Seats in the answer, which the page's dx:seat-map event must report. */
const SEATS = 330

/**
 * The mock answers the page reads: the map, and a cart holding the one flight.
 * @returns {Record<string, string>} mock file name -> body
 */
export function seatMapMocks() {
  const usd = (amount) => ({ amount, currency: 'USD' })
  const cart = {
    parts: [{ offerRef: 'bench-0', brand: { id: 'classic', name: 'Economy Classic' } }],
    passengers: [{ passengerType: 'ADT', count: 1, fare: usd(51230), taxes: usd(11000), total: usd(62230) }],
    fare: usd(51230),
    taxes: usd(11000),
    seats: null,
    ancillaries: null,
    items: null,
    total: usd(62230),
    points: null,
  }
  return {
    'addItinerary.json': JSON.stringify({ data: { addItinerary: cart } }),
    'cart.json': JSON.stringify({ data: { cart } }),
    'seatMap.json': JSON.stringify(wideBodyAnswer()),
  }
}

function listen() {
  const w = /** @type {Window & { __dxSeatMap?: Promise<number> }} */ (window)
  w.__dxSeatMap = new Promise((resolve) => {
    document.addEventListener('dx:seat-map', (event) => resolve(/** @type {CustomEvent} */ (event).detail.seats === 330 ? performance.now() : -1), {
      capture: true,
      once: true,
    })
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
    const { renderedAt, answerEnd } = await page.evaluate(async () => {
      const w = /** @type {Window & { __dxSeatMap?: Promise<number> }} */ (window)
      const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), 20_000))
      const renderedAt = await Promise.race([w.__dxSeatMap, timeout])
      const answer = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/mocks/seatMap.json'))
      return { renderedAt, answerEnd: answer && /** @type {PerformanceResourceTiming} */ (answer).responseEnd }
    })
    if (renderedAt === undefined || renderedAt === -1 || answerEnd === undefined) throw new Error(`${url}: no dx:seat-map for ${SEATS} seats`)
    return renderedAt - answerEnd
  } finally {
    await context.close()
  }
}

/**
 * @param {{ origin: string, variants: string[], runs: number, hash: string, log?: (line: string) => void }} options
 * @returns {Promise<Record<string, number>>} median ms per variant
 */
export async function measureSeatMapRender({ origin, variants, runs, hash, log = () => {} }) {
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
    log(`  seat map, wide-body (${SEATS} seats): ${variants.map((variant) => `${variant} ${medians[variant].toFixed(1)} ms`).join(', ')}`)
    return medians
  } finally {
    await browser.close()
  }
}
