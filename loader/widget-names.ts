/**
 * Widgets the loader knows: element `dx-<name>` loads the first load of widget `<name>`
 * (built from widgets/<name>/index.tsx; the manifest names its files) the first time such
 * an element is on the page.
 */
export const WIDGET_NAMES = [
  'search-box',
  'flight-status',
  'flight-schedule',
  'trip-lookup',
  'account',
  'storefront',
] as const

/** The full storefront; mounted into `#app` when the page has one. */
export const STOREFRONT_WIDGET = 'storefront'
