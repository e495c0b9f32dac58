// The locale tour (locale-tour-checks.ts) in the first half of the locales, and the tour's own
// checks shown to find what they look for: a widget wider than the phone, either way.
import { expect, test } from 'vitest'
import { LOCALES, offScreen, STOPS, visit } from './locale-tour'
import { tourLocales } from './locale-tour-checks'

const { e2e, data } = tourLocales(LOCALES.slice(0, 4))

test('the tour covers all eight locales over its two files', () => {
  expect(LOCALES).toEqual(['ar-AE', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'he-IL', 'ja-JP', 'pt-BR'])
})

test.each(['en-US', 'he-IL'])(
  'in %s, finds a box past the edge the page cannot scroll to as well as the one it can',
  async (locale) => {
    const home = STOPS[0]
    if (!home) throw new Error('no stops')
    const watched = await visit(e2e, home, data(), locale)
    try {
      expect(await offScreen(watched.page)).toEqual([])
      await watched.page.locator('dx-storefront').evaluate((host) => {
        const planted = document.createElement('p')
        planted.className = 'planted'
        planted.textContent = 'Wider than a phone'
        planted.style.cssText = 'width: 500px'
        host.shadowRoot?.querySelector('.dx-root')?.append(planted)
      })
      expect(await offScreen(watched.page)).toEqual([
        ...(locale === 'en-US' ? [expect.stringMatching(/^the page scrolls sideways: \d+ px in 375$/)] : []),
        expect.stringMatching(/^p\.planted "Wider than a phone": -?\d+ to \d+ in 375$/),
      ])
    } finally {
      await watched.close()
    }
  },
)
