// The pseudo-locale at a phone's width: every text the storefront home and flight status show
// comes from a message (it sits in en-XA's brackets), and no control's text, some 40% longer
// than English, spills out of its box. A text outside the brackets was written into the code.
// Then the same on the other storefront pages of issue 31's tour: flight selection,
// passengers, seats, payment, confirmation and the trip page, each with what it shows made
// through the API (locale-tour.ts). One file, so the en-XA bundle is built once a run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { trackRequests } from './harness'
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

describe.each([
  { name: 'storefront home', path: '/storefront.html#/b2c/home?locale=en-XA', widgets: '#app' },
  { name: 'flight status', path: '/index.html?locale=en-XA', widgets: 'dx-flight-status' },
])('the $name in en-XA at 375 px', ({ path, widgets }) => {
  /** The page, once its messages and answers are in, and every word the API answered it. */
  const open = async () => {
    const page = await phonePage(e2e.browser, 375)
    const answers: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.headers()['content-type']?.includes('json')) answers.push(response.text().catch(() => ''))
    })
    const requests = trackRequests(page)
    await page.goto(`${e2e.dxOrigin}${path}`)
    // The first bracketed text says the pseudo-locale's messages are in; then what the API answers.
    await page.locator(widgets).getByText(/^\[/).first().waitFor({ timeout: 60_000 })
    await requests.settled(60_000)
    // Names the API answers (airports, cities) are data the page shows as they come, not messages.
    const answered = (await Promise.all(answers)).flatMap((text) => wordsOfValues(text))
    return { page, allowed: [...calendarWords, ...answered] }
  }

  test('shows no text that no message wrote', async () => {
    const { page, allowed } = await open()
    try {
      const { bracketed, unbracketed } = await unbracketedTexts(page, widgets, allowed)
      expect(bracketed, 'texts in brackets: the page is in en-XA').toBeGreaterThan(2)
      expect(unbracketed).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  test('would find a text written into the code, and a control too narrow for its text', async () => {
    const { page, allowed } = await open()
    try {
      await page.locator(widgets).evaluate((host) => {
        const planted = document.createElement('button')
        planted.textContent = 'Continue to payment'
        planted.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap'
        ;(host.shadowRoot ?? host).append(planted)
      })
      expect((await unbracketedTexts(page, widgets, allowed)).unbracketed).toEqual(['button.: Continue to payment'])
      expect((await overflowingControls(page, widgets)).overflowing).toEqual([
        expect.stringMatching(/^button\. "Continue to payment": \d+x\d+ in \d+x\d+$/),
      ])
    } finally {
      await page.context().close()
    }
  })

  test('has no control whose text spills out of its box', async () => {
    const { page } = await open()
    try {
      const { controls, overflowing } = await overflowingControls(page, widgets)
      expect(controls, 'controls measured').toBeGreaterThan(0)
      expect(overflowing).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

/** On the demo site the storefront is mounted into #app of storefront.html, with the trip page's too. */
const stops = STOPS.filter((stop) => stop.host === 'dx-storefront' && stop.name !== 'storefront home')

test('visits the six other storefront pages of the tour', () => {
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
      const requests = trackRequests(page)
      // Each stop's hash has a query of its own: the locale joins it, as on the storefront's links.
      await page.goto(`${e2e.dxOrigin}/storefront.html${stop.hash?.(data) ?? ''}&locale=en-XA`)
      const app = page.locator('#app')
      await stop.shown(app, data).catch((error: Error) => {
        throw new Error(`${error.message}\nThe page's errors: ${errors.join(' | ') || 'none'}`)
      })
      await requests.settled(60_000)
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
