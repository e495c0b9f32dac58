// The constants esbuild defines in a real build (esbuild.config.mjs). Vitest runs
// the source, so tests get development values here, before any module reads them.
// The manifest names the loader's fixture widgets (loader/fixtures/chunks); the storefront's
// first load, its flight-selection page and the prefetch name a file more each, which tests
// see preloaded. The loader defines an element for each widget the manifest names.
import { unitLocales } from '../build/locale-units.mjs'

Object.assign(globalThis, {
  // The files of locales/ with en-XA, as in a build with DX_PSEUDO_LOCALE=1; their units load
  // from the URLs test/vitest.config.ts answers.
  __DX_LOCALES__: unitLocales(true).join(' '),
  __DX_LOCALE_HASH__: 'TESTHASH',
  __DX_DEV__: true,
  __DX_HOST_IDENTITY__: true,
  __DX_PAGE_NAMES__: true,
  __DX_PSEUDO_LOCALE__: true,
  __DX_VERSION__: 'test',
  __DX_MANIFEST__: {
    widgets: {
      'fake-widget': 'fake-widget',
      'search-box': 'search-box',
      'flight-status': 'flight-status',
      'flight-schedule': 'flight-schedule',
      'trip-lookup': 'trip-lookup',
      account: 'account',
      storefront: 'storefront storefront-shared',
    },
    pages: { 'flight-selection': 'flight-selection-page' },
    prefetch: 'prefetch/shared',
  },
})
