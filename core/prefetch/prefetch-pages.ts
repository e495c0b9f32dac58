/**
 * The storefront pages a prefetch family starts a call for: the results page (its
 * search), the meta-search landing (its metaSearch call) and the trip page (its
 * retrieve). The loader loads prefetch.js only when the location hash opens one of them
 * or a flight status is on the page: on the storefront's home it was 12 KB for nothing.
 */
const PREFETCH_PAGES = ['flight-selection', 'meta-search', 'myb']

/** Whether a location hash (`#/<channel>/<page>?...` or `#/<page>?...`) opens one of them. */
export function opensPrefetchPage(hash: string): boolean {
  const path = hash.replace(/^#\/?/, '').split('?')[0] ?? ''
  return path
    .split('/')
    .slice(0, 2)
    .some((segment) => PREFETCH_PAGES.includes(segment.toLowerCase()))
}
