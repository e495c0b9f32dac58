// The one script a host page includes. Kept tiny (budget: 2.9 KB gzip, the bundle's
// manifest included): it reads the settings, defines the elements and fetches a
// widget's files only when that widget's element is on the page.
performance.mark('dx:loader-start')

import { resolveSettings } from '../core/settings/settings'
import type { DxGlobal } from '../core/dx-global'
import { STOREFRONT_WIDGET, WIDGET_NAMES } from './widget-names'
import { defineElement } from './define-elements'
import { mountWidget, unmountWidget } from './mount'
import { fileUrl, preloadPage } from './manifest'
import { propsOf } from '../core/props-of'

/** Replaced at build time with package.json's version. */
declare const __DX_VERSION__: string

function boot(): void {
  // A loader included twice (or two versions of it) must not define or mount twice.
  if (window.DX) return
  const settings = resolveSettings(window.dxSettings, { pathname: location.pathname, loaderUrl: import.meta.url })
  const dx: DxGlobal = {
    version: __DX_VERSION__,
    settings,
    mount: (el, name, props = {}) => mountWidget(el, name, props, settings),
    unmount: unmountWidget,
    preloadPage: (page) => preloadPage(page, settings),
  }
  window.DX = dx
  if (settings.prefetch) {
    // Data for the current page starts loading while widget chunks are still on their way.
    import(/* webpackIgnore: true */ fileUrl('prefetch', settings)).catch((error: unknown) =>
      console.error('[dx] prefetch unavailable', error),
    )
  }
  for (const name of WIDGET_NAMES) defineElement(name, settings)
  const app = document.getElementById('app')
  if (app) void mountWidget(app, STOREFRONT_WIDGET, propsOf(app), settings)
}

boot()
