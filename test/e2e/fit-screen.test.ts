// Fitting a phone's screen: the boarding passes fit 320 px and up in both directions of
// text (no sideways scroll, no pass pushed off the left edge in Arabic) and still print
// one per page; the first flight offer shows within the first screen of flight
// selection at 375 x 812 in every shipped locale; fares by day keeps each price on one
// line and its month arrows on the screen, and the date matrix opens on the dates
// searched, each row's return date in view however far it scrolls.
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import arAE from '../../locales/ar-AE.json'
import enUS from '../../locales/en-US.json'
import { bookingE2e } from './booking'
import { printedPageCounts } from './pdf-pages'
import { addDays, defaultTrip, storefrontHash, type Trip, todayUtc, tripQuery } from './shopping'
import { checkInOpenOnce } from './trips'

const e2e = bookingE2e()

const checkInOpen = checkInOpenOnce(e2e)

const passesButton: Record<string, string> = {
  'en-US': enUS.manage.action.BOARDING_PASS,
  'ar-AE': arAE.manage.action.BOARDING_PASS,
}

/** A new page at a phone's size (a phone's emulation: the demo pages' viewport meta applies). */
async function phonePage(width: number, height = 812): Promise<Page> {
  const context = await e2e.browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
  })
  return context.newPage()
}

/** How far the page reaches past the screen on each side: what a traveller would have to scroll to. */
function overflow(page: Page) {
  return page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    screen: document.documentElement.clientWidth,
  }))
}

/** Each boarding pass's left and right edge on the page, in CSS px. */
function passEdges(page: Page) {
  return page
    .locator('#app .dx-bp-pass')
    .evaluateAll((passes) => passes.map((pass) => pass.getBoundingClientRect()).map((r) => [r.left, r.right]))
}

describe.each(['en-US', 'ar-AE'])('boarding passes in %s', (locale) => {
  test.each([320, 375])(
    'fit a %i px screen without sideways scrolling, and print one per page',
    async (width) => {
      const { reference, later } = await checkInOpen()
      const page = await phonePage(width)
      try {
        await page.goto(
          `${later.dxOrigin}/storefront.html#/b2c/myb?pnr=${reference}&lastName=Lovelace&locale=${locale}`,
        )
        const button = page.locator('#app').getByRole('button', { name: passesButton[locale] })
        await button.waitFor({ timeout: 30_000 })
        await button.click()
        await page.locator('#app .dx-bp-barcode svg').first().waitFor({ timeout: 30_000 })
        const { sideways, screen } = await overflow(page)
        expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0)
        // No time on the trip page or its passes breaks inside ("10:55 / م").
        const brokenTimes = await page
          .locator('#app time')
          .evaluateAll((times) =>
            times
              .filter((time) => new Set([...time.getClientRects()].map((box) => Math.round(box.top))).size > 1)
              .map((time) => time.textContent),
          )
        expect(brokenTimes).toEqual([])
        const edges = await passEdges(page)
        expect(edges.length).toBeGreaterThan(0)
        for (const [left = 0, right = 0] of edges) {
          expect(left, 'a pass starts off the screen').toBeGreaterThanOrEqual(0)
          expect(right, 'a pass ends off the screen').toBeLessThanOrEqual(screen)
        }
        // The barcode keeps its quiet zones and modules: scaled down, never cropped.
        const barcode = await page
          .locator('#app .dx-bp-barcode svg')
          .first()
          .evaluate((svg) => {
            const box = svg.getBoundingClientRect()
            const pass = svg.closest('.dx-bp-pass')?.getBoundingClientRect()
            return { left: box.left, right: box.right, passLeft: pass?.left ?? 0, passRight: pass?.right ?? 0 }
          })
        expect(barcode.left).toBeGreaterThanOrEqual(barcode.passLeft)
        expect(barcode.right).toBeLessThanOrEqual(barcode.passRight)

        await page.emulateMedia({ media: 'print' })
        // In print each pass is 7 in wide (672 CSS px), whatever the screen.
        const printed = await passEdges(page)
        for (const [left = 0, right = 0] of printed) expect(Math.round(right - left)).toBe(672)
        expect(await printedPageCounts(page)).toEqual({ A4: edges.length, Letter: edges.length })
      } finally {
        await page.context().close()
      }
    },
    180_000,
  )
})

describe('flight selection on a 375 x 812 phone', () => {
  test.each(['en-US', 'de-DE', 'ar-AE'])(
    'in %s the first offer starts within the first screen',
    async (locale) => {
      const page = await phonePage(375)
      try {
        const hash = storefrontHash('flight-selection', tripQuery(defaultTrip(), { locale }))
        await page.goto(`${e2e.dxOrigin}/storefront.html${hash}`)
        const offer = page.locator('#app .dx-offer').first()
        await offer.waitFor({ timeout: 30_000 })
        // The fares-by-day strip and the summary settle after the offers: read once all is in.
        await page.waitForLoadState('networkidle')
        const top = await offer.evaluate((element) => element.getBoundingClientRect().top)
        expect(top, `the first offer starts ${Math.round(top)} px down`).toBeLessThan(812)
        expect((await overflow(page)).sideways).toBeLessThanOrEqual(0)
        // Every way to view the search shows whole, none cut off at an edge of its row.
        const views = await page.locator('#app .dx-sf-views ul').evaluate((list) => {
          const row = list.getBoundingClientRect()
          return [...list.children].map((item) => {
            const { left, right } = item.getBoundingClientRect()
            return { text: item.textContent, inside: left >= row.left && right <= row.right }
          })
        })
        expect(views).toHaveLength(3)
        for (const view of views) expect(view, `${view.text} is cut off`).toMatchObject({ inside: true })
      } finally {
        await page.context().close()
      }
    },
    120_000,
  )
})

/**
 * The default trip, leaving on the 15th of next month and back a week later: the flight back's
 * calendar opens on that month, whose days before the flight out cannot be chosen on any day the
 * test runs (today's month may have no past day left, on its 1st), and its "previous" arrow is on.
 */
function nextMonthTrip(): Trip {
  const today = todayUtc()
  const depart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 15))
  return { ...defaultTrip(), depart, back: addDays(depart, 7) }
}

describe('fares by day and the date matrix on a 375 x 812 phone', () => {
  test.each(['de-DE', 'ar-AE'])(
    'in %s each day shows its price on one line, the month arrows fit, and the matrix opens on the dates searched with its return dates in view',
    async (locale) => {
      const page = await phonePage(375)
      try {
        const trip = nextMonthTrip()
        const query = tripQuery(trip, { locale })
        const wayBack = tripQuery(trip, { locale, direction: '1' })
        await page.goto(`${e2e.dxOrigin}/storefront.html${storefrontHash('date-selection', wayBack)}`)
        const prices = page.locator('#app .dx-day-price')
        // Days or pairs tied at the lowest price are all marked: the first of them.
        await page.locator('#app .dx-day--best').first().waitFor({ timeout: 30_000 })
        // Four digits and "$" or "$ US" broke each price over two lines; the number alone fits, and the key names the currency.
        // A day's price is a block in the day's button: one line of text is under two font sizes tall.
        const onTwoLines = (spans: Element[]) =>
          spans
            .filter(
              (span) => span.getBoundingClientRect().height >= 2 * Number.parseFloat(getComputedStyle(span).fontSize),
            )
            .map((span) => span.textContent)
        const twoLines = await prices.evaluateAll(onTwoLines)
        expect(twoLines).toEqual([])
        expect(await page.locator('#app .dx-cal-key').textContent()).toContain('USD')
        // The days before the flight out: a dash each, where "Not available" broke inside its word.
        await page.locator('#app .dx-day-dash').first().waitFor({ timeout: 30_000 })
        expect(await page.locator('#app .dx-day-dash').count(), 'the 1st to the 14th').toBe(14)
        expect(await prices.evaluateAll(onTwoLines)).toEqual([])
        // To the month before and back again; then both arrows must fit the screen.
        await page.locator('#app .dx-cal-nav button').first().click()
        await page.locator('#app .dx-cal-nav button').last().click()
        const buttons = await page
          .locator('#app .dx-cal-nav button')
          .evaluateAll((list) => list.map((button) => button.getBoundingClientRect()).map((r) => [r.left, r.right]))
        for (const [left = 0, right = 0] of buttons) {
          expect(left, 'a month button starts off the screen').toBeGreaterThanOrEqual(0)
          expect(right, 'a month button ends off the screen').toBeLessThanOrEqual(375)
        }
        expect((await overflow(page)).sideways).toBeLessThanOrEqual(0)

        await page.goto(`${e2e.dxOrigin}/storefront.html${storefrontHash('matrix', query)}`)
        const searched = page.locator('#app .dx-matrix-cell[aria-pressed="true"]')
        await searched.waitFor({ timeout: 30_000 })
        const scroller = page.locator('#app .dx-scroll')
        const inView = async () => {
          const box = await scroller.evaluate((element) => element.getBoundingClientRect())
          const cell = await searched.evaluate((element) => element.getBoundingClientRect())
          return cell.left >= box.left && cell.right <= box.right
        }
        expect(await inView(), 'the searched dates are off screen').toBe(true)
        // Scrolled to the far end, each row still shows its return date at the start.
        await scroller.evaluate((element) => {
          element.scrollLeft =
            getComputedStyle(element).direction === 'rtl' ? -element.scrollWidth : element.scrollWidth
        })
        const rowHeads = await page.locator('#app .dx-matrix tbody th').evaluateAll((heads) => {
          const box = heads[0]?.closest('.dx-scroll')?.getBoundingClientRect()
          return heads.map((head) => {
            const r = head.getBoundingClientRect()
            return !!box && r.left >= box.left - 1 && r.right <= box.right + 1
          })
        })
        expect(rowHeads.length).toBeGreaterThan(0)
        expect(rowHeads.every(Boolean), 'a return date scrolled out of view').toBe(true)
        // A line at their edge, on the side the prices go under (the right in German, the left in
        // Arabic): without it, a price's cut-off digits stood beside the dates as stray characters.
        const edges = await page.locator('#app .dx-matrix tbody th').evaluateAll((heads) =>
          heads.map((head) => {
            const style = getComputedStyle(head)
            const side = style.direction === 'rtl' ? 'Left' : 'Right'
            return `${style.getPropertyValue(`border-${side.toLowerCase()}-style`)} ${style.getPropertyValue(`border-${side.toLowerCase()}-width`)}`
          }),
        )
        expect(new Set(edges)).toEqual(new Set(['solid 1px']))
        expect((await overflow(page)).sideways).toBeLessThanOrEqual(0)
      } finally {
        await page.context().close()
      }
    },
    120_000,
  )
})

describe('fares by day and the date matrix on a desktop', () => {
  test.each(['en-US', 'de-DE', 'ar-AE'])(
    'in %s every day and every pair is as tall as the one marked as the lowest, and the matrix fits its page',
    async (locale) => {
      const context = await e2e.browser.newContext({
        locale: 'en-US',
        timezoneId: 'UTC',
        viewport: { width: 1280, height: 900 },
      })
      const page = await context.newPage()
      try {
        const query = tripQuery(defaultTrip(), { locale })
        const heights = (selector: string) =>
          page
            .locator(selector)
            .evaluateAll((cells) => [...new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().height)))])
        await page.goto(`${e2e.dxOrigin}/storefront.html${storefrontHash('date-selection', query)}`)
        // Days or pairs tied at the lowest price are all marked: the first of them.
        await page.locator('#app .dx-day--best').first().waitFor({ timeout: 30_000 })
        expect(await heights('#app .dx-day'), 'days of different heights').toHaveLength(1)
        await page.goto(`${e2e.dxOrigin}/storefront.html${storefrontHash('matrix', query)}`)
        await page.locator('#app .dx-matrix-best').first().waitFor({ timeout: 30_000 })
        expect(await heights('#app .dx-matrix-cell'), 'pairs of different heights').toHaveLength(1)
        // Arabic's "US$ 1,755.84" made the table wider than its box at 1280 px, its first column under the sticky dates.
        const sideways = await page.locator('#app .dx-matrix').evaluate((table) => {
          const box = table.closest('.dx-scroll')
          return box ? box.scrollWidth - box.clientWidth : Number.NaN
        })
        expect(sideways, 'the matrix runs wider than its box').toBeLessThanOrEqual(0)
      } finally {
        await context.close()
      }
    },
    120_000,
  )
})

describe('the flight status form', () => {
  /** Each field's label and input, and the button, of the partner page's flight status form, opened. */
  async function statusForm(page: Page, locale: string) {
    await page.goto(`${e2e.dxOrigin}/partner.html?locale=${locale}`)
    const status = page.locator('dx-flight-status .dx-flight-status').first()
    // The partner page opens on a flight's status: the form folds above it in a details element.
    const toggle = status.locator('details > summary').first()
    await toggle.waitFor({ timeout: 30_000 })
    await toggle.click()
    await status.locator('form input').first().waitFor()
    return status.locator('form').evaluate((form) => ({
      inputs: [...form.querySelectorAll('input')].map((input) => input.getBoundingClientRect().top),
      button: form.querySelector('button[type="submit"]')?.getBoundingClientRect(),
      last: form.querySelectorAll('input')[3]?.getBoundingClientRect(),
    }))
  }

  test('lines its fields up at their labels on a desktop, the flight number with its hint too', async () => {
    const context = await e2e.browser.newContext({
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 900 },
    })
    try {
      const { inputs, button, last } = await statusForm(await context.newPage(), 'en-US')
      // Flight number, date and from share a row: their inputs start at one height.
      expect(new Set(inputs.slice(0, 3).map(Math.round)).size, 'inputs of one row at different heights').toBe(1)
      expect(Math.round(button?.bottom ?? 0)).toBe(Math.round(last?.bottom ?? -1))
    } finally {
      await context.close()
    }
  }, 60_000)

  test.each(['en-US', 'ar-AE'])(
    'in %s on a 375 px phone gives its button a line of its own',
    async (locale) => {
      const page = await phonePage(375)
      try {
        const { button, last } = await statusForm(page, locale)
        expect(button?.top ?? 0, 'the button beside the last field').toBeGreaterThan(last?.bottom ?? Infinity)
      } finally {
        await page.context().close()
      }
    },
    60_000,
  )
})
