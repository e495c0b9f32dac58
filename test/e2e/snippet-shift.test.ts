// A partner who pastes the documented snippet (docs/embedding.md: the loader and the
// dx.css it links) gets no layout shift: dx.css reserves each widget's skeleton, which
// this file measures, and demo/pages/snippet.html holds the snippet and nothing else.
// CLS counted as Lighthouse does, under its mobile emulation (412 px) and on its desktop
// viewport (1350 px). The flight status and the search box fit a partner's sidebar.
import { describe, expect, test } from 'vitest'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { bookingE2e } from './booking'
import { desktop, describeShifts, mobile, newEmulatedContext, readLayoutShifts } from './layout-shift'

const e2e = bookingE2e()
const WIDGETS = ['dx-search-box', 'dx-flight-status', 'dx-flight-schedule', 'dx-trip-lookup']

async function onSnippetPage<T>(device: BrowserContextOptions, run: (page: Page) => Promise<T>, holdApi = false) {
  const context = await newEmulatedContext(e2e.browser, device)
  try {
    const page = await context.newPage()
    // Held answers keep every widget on its skeleton, what it shows before its data.
    if (holdApi) await page.route('**/dx/api/**', () => undefined)
    await page.goto(`${e2e.dxOrigin}/snippet.html`)
    return await run(page)
  } finally {
    await context.close()
  }
}

/** Each widget's rendered height and the height dx.css reserves for its element. */
function reservedAndRendered(page: Page) {
  return page.evaluate((names) => {
    const sizes: Record<string, { rendered: number; reserved: number }> = {}
    for (const name of names) {
      const host = document.querySelector(name)
      const rendered = host?.shadowRoot?.firstElementChild?.getBoundingClientRect().height ?? 0
      sizes[name] = {
        rendered: Math.round(rendered),
        reserved: Math.round(Number.parseFloat(getComputedStyle(host ?? document.body).minBlockSize) || 0),
      }
    }
    return sizes
  }, WIDGETS)
}

describe.each([
  ['412 px (mobile)', mobile],
  ['1350 px (desktop)', desktop],
])('the documented snippet at %s', (_name, device) => {
  test(
    'shifts nothing as the widgets load and answer: CLS <= 0.01',
    () =>
      onSnippetPage(device, async (page) => {
        await page.waitForLoadState('networkidle')
        await page.locator('dx-flight-status .dx-leg').first().waitFor({ timeout: 30_000 })
        await page
          .locator('dx-flight-schedule')
          .getByText(/ways to fly/)
          .waitFor({ timeout: 30_000 })
        await page.waitForTimeout(500)
        const shifts = await readLayoutShifts(page)
        expect(shifts.cls, describeShifts(shifts)).toBeLessThanOrEqual(0.01)
      }),
    120_000,
  )

  test(
    'dx.css reserves what each widget skeleton measures',
    () =>
      onSnippetPage(
        device,
        async (page) => {
          await page.waitForFunction(
            (names) =>
              names.every(
                (name) => (document.querySelector(name)?.shadowRoot?.firstElementChild?.clientHeight ?? 0) > 0,
              ),
            WIDGETS,
            { timeout: 30_000 },
          )
          await page.locator('dx-flight-status [aria-busy="true"]').first().waitFor({ timeout: 30_000 })
          await page.waitForTimeout(300)
          const sizes = await reservedAndRendered(page)
          for (const [name, { rendered, reserved }] of Object.entries(sizes))
            expect(Math.abs(rendered - reserved), `${name}: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(1)
        },
        true,
      ),
    120_000,
  )
})

test(
  'the flight status of a flight fits a sidebar: under 600 px tall at 412 px',
  () =>
    onSnippetPage(mobile, async (page) => {
      const status = page.locator('dx-flight-status')
      await status.locator('.dx-leg').first().waitFor({ timeout: 30_000 })
      const height = await status.evaluate((host) => host.shadowRoot?.firstElementChild?.getBoundingClientRect().height)
      expect(height).toBeGreaterThan(0)
      expect(height).toBeLessThan(600)
    }),
  120_000,
)

test.each(['en-US', 'ar-AE'])(
  'in %s the flight status fits a 300 px sidebar on a wide screen: nothing past its card, no time broken',
  (locale) =>
    onSnippetPage(desktop, async (page) => {
      await page.goto(`${e2e.dxOrigin}/snippet.html?locale=${locale}`)
      const status = page.locator('dx-flight-status')
      // The partner's column, not the screen, is narrow: the widget lays itself out by its own width.
      await status.evaluate((host: HTMLElement) => {
        host.style.width = '300px'
      })
      await status.locator('.dx-leg').first().waitFor({ timeout: 30_000 })
      const fit = await status.evaluate((host) => {
        const card = host.shadowRoot?.querySelector('.dx-leg')?.getBoundingClientRect()
        if (!card) return undefined
        const outside = [...(host.shadowRoot?.querySelectorAll('.dx-leg *') ?? [])]
          .filter((element) => {
            const box = element.getBoundingClientRect()
            return box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5)
          })
          .map((element) => element.textContent)
        // A time on two lines has a second line box below its first.
        const broken = [...(host.shadowRoot?.querySelectorAll('time') ?? [])]
          .filter((time) => {
            const lines = new Set([...time.getClientRects()].map((box) => Math.round(box.top)))
            return lines.size > 1
          })
          .map((time) => time.textContent)
        return { outside, broken }
      })
      expect(fit).toEqual({ outside: [], broken: [] })
    }),
  120_000,
)

test.each(['en-US', 'ar-AE'])(
  'in %s the search box fits a 300 px sidebar on a wide screen: From and To one under the other, inside it',
  (locale) =>
    onSnippetPage(desktop, async (page) => {
      await page.goto(`${e2e.dxOrigin}/snippet.html?locale=${locale}`)
      const box = page.locator('dx-search-box')
      await box.evaluate((host: HTMLElement) => {
        host.style.width = '300px'
      })
      await box.locator('.dx-route input').first().waitFor({ timeout: 30_000 })
      const fit = await box.evaluate((host) => {
        const form = host.shadowRoot?.querySelector('form')?.getBoundingClientRect()
        const inputs = [...(host.shadowRoot?.querySelectorAll('.dx-route input') ?? [])].map((input) =>
          input.getBoundingClientRect(),
        )
        if (!form || inputs.length !== 2) return undefined
        const [from, to] = inputs as [DOMRect, DOMRect]
        return {
          stacked: to.top >= from.bottom,
          inside: inputs.every((input) => input.left >= form.left - 0.5 && input.right <= form.right + 0.5),
        }
      })
      expect(fit).toEqual({ stacked: true, inside: true })
    }),
  120_000,
)
