// The pseudo-locale en-XA at 375 px on the storefront pages of issue 31's tour that
// pseudo-locale.test.ts does not visit (it has the storefront home and flight status): flight
// selection, passengers, seats, payment, confirmation and the trip page, each with what it
// shows made through the API (locale-tour.ts). Every text a traveller sees must sit in a
// message's brackets (one outside them was written into the code) and no control's text may
// spill out of its box.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { STOPS, type TourData, tourData } from './locale-tour'
import {
  calendarWords,
  countryWords,
  overflowingControls,
  phonePage,
  type PseudoE2e,
  startPseudoE2e,
  unbracketedTexts,
  wordsOfValues,
} from './pseudo-locale'

let e2e: PseudoE2e
let data: TourData

// Building the bundle with en-XA takes minutes on a busy machine.
beforeAll(async () => {
  e2e = await startPseudoE2e()
  data = await tourData(e2e.dxOrigin)
}, 600_000)
afterAll(() => e2e?.close())

/** On the demo site the storefront is mounted into #app of storefront.html, with the trip page's too. */
const stops = STOPS.filter((stop) => stop.host === 'dx-storefront' && stop.name !== 'storefront home')

test('visits the six storefront pages pseudo-locale.test.ts leaves out', () => {
  expect(stops.map((stop) => stop.name)).toEqual([
    'flight selection',
    'passengers',
    'seats',
    'payment',
    'confirmation',
    'trip page',
  ])
})

describe.each(stops)('$name in en-XA at 375 px', { timeout: 180_000 }, (stop) => {
  test('shows no text that no message wrote, and no control’s text spills out of its box', async () => {
    const page = await phonePage(e2e.browser, 375)
    try {
      const answers: Promise<string>[] = []
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      page.on('response', (response) => {
        if (response.headers()['content-type']?.includes('json')) answers.push(response.text().catch(() => ''))
      })
      // Each stop's hash has a query of its own: the locale joins it, as on the storefront's links.
      await page.goto(`${e2e.dxOrigin}/storefront.html${stop.hash?.(data) ?? ''}&locale=en-XA`)
      const app = page.locator('#app')
      await stop.shown(app, data).catch((error: Error) => {
        throw new Error(`${error.message}\nThe page's errors: ${errors.join(' | ') || 'none'}`)
      })
      await page.waitForLoadState('networkidle')
      // Names the API answers (airports, passengers, the reference) are data the page shows as they come.
      const allowed = [
        ...calendarWords,
        ...countryWords,
        ...(await Promise.all(answers)).flatMap((text) => wordsOfValues(text)),
      ]
      const { bracketed, unbracketed } = await unbracketedTexts(page, '#app', allowed)
      expect(bracketed, 'texts in brackets: the page is in en-XA').toBeGreaterThan(2)
      expect(unbracketed).toEqual([])
      const { controls, overflowing } = await overflowingControls(page, '#app')
      expect(controls, 'controls measured').toBeGreaterThan(0)
      expect(overflowing).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})
