// Times and flight numbers in right-to-left text (issue 28, item 7), in ar-AE: on the flight
// selection, the trip page and flight status, every run with Latin letters (a flight number
// "ZZ 505", an airport code, a booking reference, a terminal or gate) must be isolated from
// the Arabic around it, or the bidirectional algorithm pulls the digits next to it into its
// run: "لندن (LHR) 5:35 م" then reads "لندن (5:35 (LHR م". Isolated means: inside isolate
// marks in its own text, or in an element that isolates (<bdi>, a dir attribute, unicode-bidi
// isolate or plaintext) or starts a paragraph of its own (a block) before any Arabic text
// around it. Times, ranges, durations and dates in ar-AE are digits and Arabic letters, which
// read as the locale writes them once no Latin run sits beside them.
import { describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { seededFlights } from './api'
import { bookingE2e } from './booking'
import { openPage } from './harness'
import { waitForShadowText } from './shadow'
import { addDays, openShop, storefront, storefrontHash, todayUtc, tripQuery, type Trip } from './shopping'
import { openTripPage, order } from './trips'

const e2e = bookingE2e()
const trip: Trip = { depart: addDays(todayUtc(), 21), back: addDays(todayUtc(), 28), adults: 1, children: 0 }

/** Each run with Latin letters in the widget's text (shadow roots included) not isolated from Arabic, with its text. */
function unisolated(host: Locator): Promise<string[]> {
  return host.evaluate((root) => {
    const arabic = /[\u0600-\u06FF]/
    // A flight number whole ("ZZ 505"), else any run of Latin letters and the digits in it.
    const latin = /[A-Za-z0-9]*[A-Za-z][A-Za-z0-9$]*(?: \d{1,4}(?!\d))?/g
    const bounds = (element: Element): boolean => {
      if (element.localName === 'bdi' || element.hasAttribute('dir')) return true
      const style = getComputedStyle(element)
      if (['isolate', 'plaintext', 'isolate-override'].includes(style.unicodeBidi)) return true
      return !style.display.startsWith('inline') && style.display !== 'contents'
    }
    /** Inside isolate marks of its own text node, from its start to its end. */
    const marked = (text: string, start: number, end: number): boolean => {
      let depth = 0
      for (const char of text.slice(0, start)) {
        if (char === '\u2066' || char === '\u2067' || char === '\u2068') depth++
        else if (char === '\u2069') depth = Math.max(0, depth - 1)
      }
      return depth > 0 && !/[\u2069]/.test(text.slice(start, end))
    }
    const found: string[] = []
    const visit = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(latin)) {
          const start = match.index ?? 0
          if (marked(text, start, start + match[0].length)) continue
          let ok = false
          if (!arabic.test(text))
            for (let element = node.parentElement; element; element = element.parentElement) {
              if (arabic.test(element.textContent ?? '')) break
              if (bounds(element)) {
                ok = true
                break
              }
            }
          if (!ok) found.push(`"${match[0]}" in "${(node.parentElement?.textContent ?? text).trim().slice(0, 100)}"`)
        }
        return
      }
      // Text for screen readers only is heard, not laid out.
      if (node instanceof HTMLElement && (node.hidden || node.classList.contains('dx-visually-hidden'))) return
      if (node instanceof Element && node.shadowRoot) node.shadowRoot.childNodes.forEach(visit)
      node.childNodes.forEach(visit)
    }
    visit(root)
    return [...new Set(found)]
  })
}

describe('flight numbers and times in ar-AE read as written', { timeout: 240_000 }, () => {
  test('flight selection: each offer’s flight numbers and times are isolated', async () => {
    const watched = await openShop(e2e, storefrontHash('flight-selection', tripQuery(trip, { locale: 'ar-AE' })))
    try {
      const sf = storefront(watched.page)
      await waitForShadowText(sf, /ZZ \d+/, 60_000)
      expect(await unisolated(sf)).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('the trip page: flight numbers, times and the booking reference are isolated', async () => {
    const reference = await order(e2e, trip)
    const watched = await openTripPage(e2e, `#/b2c/myb?pnr=${reference}&lastName=Lovelace&locale=ar-AE`)
    try {
      const sf = storefront(watched.page)
      await waitForShadowText(sf, /ZZ \d+/, 60_000)
      await waitForShadowText(sf, new RegExp(reference), 60_000)
      expect(await unisolated(sf)).toEqual([])
    } finally {
      await watched.close()
    }
  })

  test('flight status: the flight number, times, terminal and gate are isolated', async () => {
    const seeded = await seededFlights(e2e.dxOrigin)
    const watched = await openPage(e2e, '/status.html', {
      flight: seeded.status.flightNumber,
      date: seeded.date,
      locale: 'ar-AE',
    })
    try {
      await watched.waitForReady(['flight-status'], 60_000)
      const status = watched.page.locator('dx-flight-status')
      await waitForShadowText(status, /\d{1,2}:\d{2}/, 60_000)
      expect(await unisolated(status)).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
