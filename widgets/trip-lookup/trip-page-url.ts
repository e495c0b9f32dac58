/** The demo's storefront page, where a lookup on a page without a storefront sends the traveller. */
const DEFAULT_STOREFRONT_PATH = '/storefront.html'

/**
 * Where a found trip opens: the storefront's trip page (myb), by its reference alone
 * (never the last name): as a hash on this page when it holds the storefront, in its
 * channel, else on the `storefrontUrl` page. The host's address is read as a link on the
 * host page would be (relative to `pageUrl`, not to the widgets' server, which may be a
 * CDN); without one, the demo's storefront page on the widgets' server. Another page is
 * told this page's `locale`, as a search box's search is: a traveller who chose Arabic
 * here would otherwise get the trip page in the browser's language.
 */
export function tripPageUrl(
  reference: string,
  options: {
    samePage: boolean
    channel: string
    storefrontUrl?: string | undefined
    baseUrl: string
    pageUrl: string
    locale?: string | undefined
  },
): string {
  if (options.samePage) return `#/${options.channel}/myb?${new URLSearchParams({ pnr: reference })}`
  const query = new URLSearchParams({ pnr: reference, ...(options.locale ? { locale: options.locale } : {}) })
  const page = options.storefrontUrl
    ? new URL(options.storefrontUrl, options.pageUrl)
    : new URL(DEFAULT_STOREFRONT_PATH, options.baseUrl)
  page.hash = ''
  return `${page.href}#/b2c/myb?${query}`
}
