// The pseudo-locale at a phone's width: every text the storefront home and flight status show
// comes from a message (it sits in en-XA's brackets), and no control's text, some 40% longer
// than English, spills out of its box. A text outside the brackets was written into the code.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  calendarWords,
  overflowingControls,
  phonePage,
  type PseudoE2e,
  startPseudoE2e,
  unbracketedTexts,
  wordsOfValues,
} from './pseudo-locale'

let e2e: PseudoE2e

// Building the bundle with en-XA takes minutes on a busy machine.
beforeAll(async () => {
  e2e = await startPseudoE2e()
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
    await page.goto(`${e2e.dxOrigin}${path}`)
    // The first bracketed text says the pseudo-locale's messages are in; then what the API answers.
    await page.locator(widgets).getByText(/^\[/).first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
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
