// Masked numbers on right-to-left pages (ar-AE, he-IL): a masked passport number
// "••••4567" starts with bullets, which have no direction of their own, so in Arabic or
// Hebrew text they would be laid out after the digits ("4567••••") unless the value is
// isolated left to right. On the trip page of a booked trip, each masked number shown must
// be laid out as written: its first bullet left of its last digit.
import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { bookingE2e } from './booking'
import { waitForShadowText } from './shadow'
import { addDays, storefront, todayUtc, type Trip } from './shopping'
import { openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }

/** Each masked number in the widget's text (shadow roots included): its text, its element, and whether it reads left to right on screen. */
function maskedNumbers(host: Locator) {
  return host.evaluate((root) => {
    const found: { text: string; element: string; leftToRight: boolean }[] = []
    const visit = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent ?? ''
        const match = /•{4}[0-9A-Z]+/.exec(text)
        if (match && node.parentElement) {
          const at = (index: number) => {
            const range = document.createRange()
            range.setStart(node, index)
            range.setEnd(node, index + 1)
            return range.getBoundingClientRect().left
          }
          const start = match.index
          const end = start + match[0].length - 1
          found.push({
            text: match[0],
            element: `${node.parentElement.localName} dir=${node.parentElement.getAttribute('dir')}`,
            leftToRight: at(start) < at(end),
          })
        }
        return
      }
      if (node instanceof Element && node.shadowRoot) node.shadowRoot.childNodes.forEach(visit)
      node.childNodes.forEach(visit)
    }
    visit(root)
    return found
  })
}

describe('masked numbers on right-to-left pages read as written', { timeout: 240_000 }, () => {
  test.each(['ar-AE', 'he-IL'])(
    'the trip page in %s: the masked passport number reads left to right',
    async (locale) => {
      const reference = await order(e2e, trip)
      const watched = await openTripPage(e2e, `#/b2c/myb?pnr=${reference}&lastName=Lovelace&locale=${locale}`)
      try {
        const sf = storefront(watched.page)
        await waitForShadowText(sf, /•{4}\d{4}/, 60_000)
        const masked = await maskedNumbers(sf)
        expect(masked.length).toBeGreaterThan(0)
        for (const number of masked) expect(number).toEqual({ ...number, element: 'bdi dir=ltr', leftToRight: true })
      } finally {
        await watched.close()
      }
    },
  )
})
