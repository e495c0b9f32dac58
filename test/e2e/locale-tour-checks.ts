// Issue 31's tour: the storefront home, flight selection, passengers, seats, payment,
// confirmation, trip page and flight status in each locale at 375 px, each page visited once
// per locale: nothing reaches past the screen's edges and no control's text spills out of its
// box, axe-core finds nothing of any impact, and each widget's root speaks the locale (lang) in
// its direction (dir, right to left in ar-AE and he-IL). In he-IL and ja-JP a full-page
// screenshot is taken and must be exactly the phone's width; it is kept
// (test-results/locale-tour/) only when a check of the page fails. The cart, passengers and
// order come from the API: here the pages are looked at, not used.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { runAxe } from './axe'
import { bookingE2e } from './booking'
import type { E2e } from './harness'
import { offScreen, PHONE, pngWidth, STOPS, type TourData, tourData, visit, widgetRoots } from './locale-tour'
import { overflowingControls } from './pseudo-locale'

const RIGHT_TO_LEFT = new Set(['ar-AE', 'he-IL'])
/** The locales whose screenshots the issue asks to be checked: a script of its own, and right to left. */
const SCREENSHOTS = new Set(['he-IL', 'ja-JP'])
const shotsDir = fileURLToPath(new URL('../../test-results/locale-tour/', import.meta.url))

/**
 * The file's tests: every stop in each of `locales`, on a demo server of the file's own. The
 * tour is split over files by locale so that two workers share it (each file a minute or two).
 */
export function tourLocales(locales: string[]): { e2e: E2e; data: () => TourData } {
  const e2e = bookingE2e()
  let data: TourData

  beforeAll(async () => {
    data = await tourData(e2e.dxOrigin)
  }, 180_000)

  describe.each(locales)('%s at 375 px', { timeout: 240_000 }, (locale) => {
    test.each(STOPS)('$name', async (stop) => {
      const watched = await visit(e2e, stop, data, locale)
      const { page } = watched
      try {
        expect(await widgetRoots(page)).toEqual(
          stop.widgets.map((widget) => ({
            widget: `dx-${widget}`,
            lang: locale,
            dir: RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr',
          })),
        )
        const outside = await offScreen(page)
        const { controls, overflowing } = await overflowingControls(page, stop.widgets.map((w) => `dx-${w}`).join(', '))
        const shot = SCREENSHOTS.has(locale) ? await page.screenshot({ fullPage: true }) : undefined
        if (shot && (outside.length > 0 || overflowing.length > 0 || pngWidth(shot) !== PHONE.width)) {
          mkdirSync(shotsDir, { recursive: true })
          writeFileSync(`${shotsDir}${locale}-${stop.name.replaceAll(' ', '-')}.png`, shot)
        }
        expect(outside).toEqual([])
        expect(controls, 'controls measured').toBeGreaterThan(0)
        expect(overflowing).toEqual([])
        if (shot) expect(pngWidth(shot), 'the screenshot’s width').toBe(PHONE.width)
        const { all } = await runAxe(page)
        expect(
          all.map((finding) => `[${finding.impact}] ${finding.id}: ${finding.help} at ${finding.targets}`),
        ).toEqual([])
        expect(watched.problems()).toEqual([])
      } finally {
        await watched.close()
      }
    })
  })
  return { e2e, data: () => data }
}
