// The booking pages at a phone's width (issue 31's leftovers), on the demo's storefront page:
// the ten-abreast seat map fits its box without scrolling sideways in he-IL, ar-AE and en-US;
// each form of payment's radio sits beside its name (he-IL's and fr-FR's "book now, pay
// later" are too long for one line), under a legend of one line (French's wrapped). On a
// 375 px phone (overlay scrollbars) and in a desktop browser narrowed to 375 px, whose
// classic 15 px scrollbar leaves 360 px to lay out (as the tour's screenshots were taken,
// and as wide as many Android phones). Headless Chromium hides scrollbars, so that
// window is given as its 360 px of layout.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { bookedConversation, bookingE2e, type Conversation } from './booking'
import { PHONE, tourTrip } from './locale-tour'

const e2e = bookingE2e()
let conversation: Conversation

beforeAll(async () => {
  conversation = await bookedConversation(e2e, tourTrip())
}, 120_000)

const WIDTHS = { 'a 375 px phone': { ...PHONE, isMobile: true }, 'a 375 px window': { ...PHONE, width: 360 } }

/** A booking page of the conversation on the demo's storefront page, once `shown` is visible. */
async function openAt(width: keyof typeof WIDTHS, page: string, locale: string, shown: string): Promise<Page> {
  const { isMobile = false, ...viewport } = WIDTHS[width] as typeof PHONE & { isMobile?: boolean }
  const context = await e2e.browser.newContext({ locale: 'en-US', timezoneId: 'UTC', viewport, isMobile })
  const tab = await context.newPage()
  try {
    await tab.goto(`${e2e.dxOrigin}/storefront.html${conversation.hash(page)}&locale=${locale}`)
    await tab.locator(`#app ${shown}`).first().waitFor({ state: 'visible', timeout: 60_000 })
    await tab.waitForLoadState('networkidle', { timeout: 60_000 })
  } catch (error) {
    await context.close()
    throw error
  }
  return tab
}

describe.each(['he-IL', 'ar-AE', 'en-US'])('%s', { timeout: 180_000 }, (locale) => {
  test.each(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])(
    'on %s the ten-abreast cabin fits its box: no sideways scrolling, no scroll hint',
    async (width) => {
      const page = await openAt(width, 'seat-selection', locale, '[role="gridcell"]')
      try {
        const box = page.locator('#app .dx-seat-scroll')
        const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }))
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
        expect(await page.locator('#app .dx-seat-scroll-hint').count()).toBe(0)
      } finally {
        await page.context().close()
      }
    },
  )
})

describe.each(['he-IL', 'fr-FR', 'en-US'])('%s', { timeout: 180_000 }, (locale) => {
  test.each(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])(
    'on %s each form of payment’s radio sits beside its name, not above it, under a one-line legend',
    async (width) => {
      const page = await openAt(width, 'payment', locale, 'input[autocomplete="cc-number"]')
      try {
        const options = await page
          .locator('#app .dx-pay-options:not(.dx-pay-currency) .dx-pay-option')
          .evaluateAll((labels) =>
            labels.map((label) => {
              const radio = label.querySelector('input')?.getBoundingClientRect()
              const name = label.querySelector('.dx-pay-option-name, span')?.getBoundingClientRect()
              return {
                name: label.textContent ?? '',
                // The radio's middle within the name's height: on its line, not on a line of its own.
                beside:
                  !!radio &&
                  !!name &&
                  radio.top + radio.height / 2 > name.top &&
                  radio.top + radio.height / 2 < name.bottom,
              }
            }),
          )
        expect(options.length).toBeGreaterThanOrEqual(3)
        expect(options.filter((option) => !option.beside).map((option) => option.name)).toEqual([])
        // The question above them is one line: the tops of its text's line boxes.
        const legendLines = await page
          .locator('#app .dx-pay-options legend')
          .first()
          .evaluate((legend) => {
            const range = document.createRange()
            range.selectNodeContents(legend)
            return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size
          })
        expect(legendLines).toBe(1)
      } finally {
        await page.context().close()
      }
    },
  )
})
