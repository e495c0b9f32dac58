/** The demo's storefront page, where a lookup on a page without a storefront sends the traveller. */
const DEFAULT_STOREFRONT_PATH = '/storefront.html'

/**
 * Where a found trip opens: the storefront's trip page (myb), by its reference alone
 * (never the last name): as a hash on this page when it holds the storefront, in its
 * channel, else on the `storefrontUrl` page (relative to the widgets' base URL), whose
 * trip page shows the copy kept in this browser.
 */
export function tripPageUrl(
  reference: string,
  options: { samePage: boolean; channel: string; storefrontUrl?: string | undefined; baseUrl: string },
): string {
  const query = new URLSearchParams({ pnr: reference }).toString()
  if (options.samePage) return `#/${options.channel}/myb?${query}`
  const page = new URL(options.storefrontUrl ?? DEFAULT_STOREFRONT_PATH, options.baseUrl)
  page.hash = ''
  return `${page.href}#/b2c/myb?${query}`
}
