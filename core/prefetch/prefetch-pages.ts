/**
 * Whether a location hash (`#/<channel>/<page>?...` or `#/<page>?...`) opens a storefront
 * page a prefetch family starts a call for: the results page (its search), the
 * meta-search landing (its metaSearch call) or the trip page (its retrieve). The loader
 * loads prefetch.js only then or for a flight status on the page: on the storefront's
 * home it was 12 KB for nothing. A regular expression, as the loader carries it to
 * every page.
 */
export function opensPrefetchPage(hash: string): boolean {
  return /^#\/([^/?]*\/)?(flight-selection|meta-search|myb)([/?]|$)/i.test(hash)
}
