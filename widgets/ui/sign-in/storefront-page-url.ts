/** The demo's storefront page, where a link on a page without a storefront sends the traveller. */
const DEFAULT_STOREFRONT_PATH = '/storefront.html'

/**
 * Where a traveller's storefront page opens (`create-profile`, `profile`, `trips`): as a
 * hash on this page when it holds the storefront, else on the `storefrontUrl` page, read
 * as a link on the host page would be (relative to `pageUrl`); without one, the demo's
 * storefront page on the widgets' server. Traveller pages are in the b2c channel. The
 * page's locale goes along in the hash's query, as the search box's link carries it, so the
 * storefront opens in the language the traveller was reading.
 */
export function storefrontPageUrl(
  page: string,
  options: { samePage: boolean; storefrontUrl?: string | undefined; baseUrl: string; pageUrl: string; locale: string },
): string {
  const hash = `#/b2c/${page}?${new URLSearchParams({ locale: options.locale })}`
  if (options.samePage) return hash
  const target = options.storefrontUrl
    ? new URL(options.storefrontUrl, options.pageUrl)
    : new URL(DEFAULT_STOREFRONT_PATH, options.baseUrl)
  target.hash = hash
  return target.href
}
