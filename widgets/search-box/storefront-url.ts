import { criteriaToQuery } from '../../core/search/criteria-to-query'
import type { SearchCriteria } from '../../core/search/types'

/** The demo's storefront page, where a search box on a page without one sends the traveller. */
const DEFAULT_STOREFRONT_PATH = '/storefront.html'

/**
 * Where a search lands: flight selection in the storefront (architecture: URLs), as a
 * hash on this page when it holds the storefront, else on the `storefrontUrl` page. The
 * host's address is read as a link on the host page would be (relative to `pageUrl`, not
 * to the widgets' server, which may be a CDN); without one, the demo's storefront page on
 * the widgets' server.
 */
export function storefrontUrl(
  criteria: SearchCriteria,
  options: {
    samePage: boolean
    storefrontUrl?: string | undefined
    baseUrl: string
    pageUrl: string
    execution?: string | undefined
  },
): string {
  const hash = `#/b2c/flight-selection?${criteriaToQuery(criteria, options.execution).toString()}`
  if (options.samePage) return hash
  const page = options.storefrontUrl
    ? new URL(options.storefrontUrl, options.pageUrl)
    : new URL(DEFAULT_STOREFRONT_PATH, options.baseUrl)
  page.hash = ''
  return page.href + hash
}
