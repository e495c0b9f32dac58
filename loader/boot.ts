import { resolveSettings, type DxSettings, type DxSettingsInput } from '../core/settings/settings'
import type { DxGlobal } from '../core/dx-global'
import { STOREFRONT_WIDGET } from './widget-names'
import { defineElement } from './define-elements'
import { mountWidget, unmountWidget } from './mount'
import { chunkUrls, fileUrl, manifest, preloadFiles, preloadPage } from './manifest'
import { opensPrefetchPage } from '../core/prefetch/prefetch-pages'
import { propsOf } from '../core/props-of'

/** What the authoring entry (widgets/authoring) exports to the loader. */
interface AuthoringEntry {
  start(settings: DxSettings): unknown
}

/** Replaced at build time with package.json's version. */
declare const __DX_VERSION__: string

/**
 * Sets up dx-storefront on the page: `window.DX`, the prefetch, the elements and the
 * `#app` storefront. The script-tag loader and the package's `defineElements` both
 * call it, so a page with both runs it once, whichever comes first: a second call
 * (a second loader, another version of it, or the package) does nothing and returns
 * the `window.DX` the first one set.
 */
export function boot(input: DxSettingsInput | undefined, loaderUrl: string): DxGlobal {
  if (window.DX) return window.DX
  const settings = resolveSettings(input, { pathname: location.pathname, loaderUrl })
  const dx: DxGlobal = {
    version: __DX_VERSION__,
    settings,
    mount: (el, name, props = {}) => mountWidget(el, name, props, settings),
    unmount: unmountWidget,
    preloadPage: (page) => preloadPage(page, settings),
  }
  window.DX = dx
  if (settings.prefetch && prefetchHasWork()) {
    // Data for the current page starts loading while widget chunks are still on their way.
    // It is asked for before them: the page takes the prefetched answer only when the
    // prefetch has started before the page's first call, else both would search.
    // Its imports are asked for with it.
    preloadFiles(chunkUrls(manifest.prefetch, settings))
    import(/* webpackIgnore: true */ fileUrl('prefetch', settings)).catch((error: unknown) =>
      console.error('[dx] prefetch unavailable', error),
    )
  }
  // The manifest already names every widget the build made (WIDGET_NAMES, which the types
  // and tests use): a second list of them in every page's loader would cost 12 B gzip.
  for (const name of Object.keys(manifest.widgets)) defineElement(name, settings)
  const app = document.getElementById('app')
  if (app) void mountWidget(app, STOREFRONT_WIDGET, propsOf(app), settings)
  // Authoring is a file of its own, asked for only where it is on; boot runs once per
  // page, so the page gets one authoring entry however many loaders it includes.
  if (settings.isAuthorable)
    import(/* webpackIgnore: true */ fileUrl('authoring', settings))
      .then((entry: AuthoringEntry) => entry.start(settings))
      .catch((error: unknown) => console.error('[dx] authoring unavailable', error))
  return dx
}

/** Whether some prefetch family may start a call here (core/prefetch/prefetch-pages). */
function prefetchHasWork(): boolean {
  return document.querySelector('dx-flight-status') !== null || opensPrefetchPage(location.hash)
}
