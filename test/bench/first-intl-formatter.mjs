// Chromium's first Intl formatter on a page loads the locale data it needs, whichever
// kind comes first (a date's, a count's, a list's or a price's): tens of milliseconds of
// main thread in one piece. Under Lighthouse's mobile preset (4x CPU slowdown) that one
// task is four times as long, and a widget that formats a date, a time or a price in its
// first render carries it (docs/decisions/first-intl-formatter.md). Measured here on a
// fresh page each run, unthrottled, beside the second formatter of the same kind.
import { chromium } from 'playwright-core'
import { chromiumArgs, requireChromium } from '../chromium.mjs'
import { median } from './mount-times.mjs'

/** Runs in the page: ms of the first DateTimeFormat built and used, then of a second one. */
function timeTwoFormatters() {
  const build = () => {
    const start = performance.now()
    new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date())
    return performance.now() - start
  }
  return [build(), build()]
}

/**
 * @param {{ runs: number }} options
 * @returns {Promise<{ firstMs: number, secondMs: number, runs: number }>}  medians, one decimal
 */
export async function measureFirstIntlFormatter({ runs }) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: [...chromiumArgs], headless: true })
  try {
    const first = []
    const second = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto('about:blank')
      const [firstMs, secondMs] = await page.evaluate(timeTwoFormatters)
      first.push(firstMs)
      second.push(secondMs)
      await context.close()
    }
    const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10
    return { firstMs: round(median(first)), secondMs: round(median(second)), runs }
  } finally {
    await browser.close()
  }
}
