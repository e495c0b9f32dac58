/** The demo's storefront page, where a link on a page without a storefront sends the traveller. */
const DEFAULT_STOREFRONT_PATH = '/storefront.html'

/**
 * Where a traveller's storefront page opens (`create-profile`, `profile`, `trips`): as a
 * hash on this page when it holds the storefront, else on the `storefrontUrl` page, read
 * as a link on the host page would be (relative to `pageUrl`); without one, the demo's
 * storefront page on the widgets' server. Traveller pages are in the b2c channel.
 */
export function storefrontPageUrl(
  page: string,
  options: { samePage: boolean; storefrontUrl?: string | undefined; baseUrl: string; pageUrl: string },
): string {
  if (options.samePage) return `#/b2c/${page}`
  const target = options.storefrontUrl
    ? new URL(options.storefrontUrl, options.pageUrl)
    : new URL(DEFAULT_STOREFRONT_PATH, options.baseUrl)
  target.hash = `/b2c/${page}`
  return target.href
}
