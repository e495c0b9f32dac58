// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { bundleManifest } from './manifest.mjs'

// A metafile as esbuild writes it: paths relative to the working directory.
const out = 'dist/fixture'
const output = (entryPoint: string | undefined, imports: string[], dynamic: string[] = []) => ({
  ...(entryPoint ? { entryPoint } : {}),
  imports: [
    ...imports.map((path) => ({ path: `${out}/chunks/${path}.js`, kind: 'import-statement' })),
    ...dynamic.map((path) => ({ path: `${out}/chunks/${path}.js`, kind: 'dynamic-import' })),
  ],
  inputs: {},
  bytes: 1,
})
const metafile = {
  inputs: {},
  outputs: {
    [`${out}/chunks/storefront-S1.js`]: output('widgets/storefront/index.tsx', ['runtime-R1', 'SHELL'], ['PAGE']),
    [`${out}/chunks/flight-status-F1.js`]: output('widgets/flight-status/index.tsx', ['runtime-R1', 'FORM']),
    [`${out}/chunks/runtime-R1.js`]: output('<stdin>', [], ['BEACON']),
    [`${out}/chunks/SHELL.js`]: output(undefined, ['runtime-R1']),
    [`${out}/chunks/FORM.js`]: output(undefined, ['runtime-R1']),
    [`${out}/chunks/PAGE.js`]: output('widgets/storefront/search/flight-selection/flight-selection-page.tsx', [
      'SHELL',
      'FORM',
    ]),
    [`${out}/chunks/BEACON.js`]: output('core/http/beacon.ts', []),
    [`${out}/prefetch.js`]: output('widgets/prefetch/index.ts', ['prefetch/SHARED'], ['prefetch/TRIP']),
    [`${out}/chunks/prefetch/SHARED.js`]: output(undefined, []),
    [`${out}/chunks/prefetch/TRIP.js`]: output('core/trip/retrieve-trip-rest.ts', ['prefetch/SHARED']),
  },
}
const manifest = () => bundleManifest(metafile, join(process.cwd(), out))

describe('the bundle manifest', () => {
  it("names a widget's entry first, then every file its static imports reach", () => {
    expect(manifest().widgets['flight-status']).toBe('flight-status-F1 runtime-R1 FORM')
  })

  it('leaves out what loads later (dynamic imports)', () => {
    expect(manifest().widgets.storefront).toBe('storefront-S1 runtime-R1 SHELL')
  })

  it("names a storefront page by its module and lists what it needs beyond the storefront's first load", () => {
    expect(manifest().pages).toEqual({ 'flight-selection': 'PAGE FORM' })
  })

  it("lists, for a page that goes on to another as its call answers, that page's files and the trip summary's too", () => {
    const landing = {
      inputs: {},
      outputs: {
        ...metafile.outputs,
        [`${out}/chunks/LAND.js`]: output('widgets/storefront/booking/meta-search/meta-search-page.tsx', [
          'PAX',
          'SHELL',
        ]),
        [`${out}/chunks/PAXENTRY.js`]: output('widgets/storefront/booking/passengers/passengers-page.tsx', ['PAX']),
        [`${out}/chunks/PAX.js`]: output(undefined, ['runtime-R1']),
        [`${out}/chunks/SUMMARY.js`]: output('widgets/storefront/shell/trip-summary.tsx', ['SHELL', 'FARES']),
        [`${out}/chunks/FARES.js`]: output(undefined, []),
      },
    }
    const { pages } = bundleManifest(landing, join(process.cwd(), out))
    expect(pages['meta-search']).toBe('LAND PAX PAXENTRY SUMMARY FARES')
    expect(pages.passengers).toBe('PAXENTRY PAX')
  })

  it('names what prefetch.js imports statically, by its path in the chunks folder', () => {
    expect(manifest().prefetch).toBe('prefetch/SHARED')
  })

  it('refuses a file outside the chunks folder', () => {
    const outside = {
      inputs: {},
      outputs: { [`${out}/search-box.js`]: output('widgets/search-box/index.tsx', []) },
    }
    expect(() => bundleManifest(outside, join(process.cwd(), out))).toThrow(/is not in/)
  })
})
