import { metaSearch, metaSearchKey } from '../meta-search/meta-search'
import { parseMetaSearchQuery } from '../meta-search/meta-search-link'
import { parseHash } from '../router/route'
import { getSettings } from '../settings/get-settings'
import { prefetch } from './prefetch'
import { storefrontOnPage } from './storefront-on-page'

/**
 * The meta-search landing page: on `#/<channel>/meta-search?<link>` the metaSearch call
 * starts with the input the landing reads from the same link, under the key it takes the
 * answer by. Only a link that reads whole (the landing sends the others elsewhere without a
 * call) and only on a page that holds the storefront: the call opens a conversation.
 */
export function prefetchMetaSearch(): void {
  const route = parseHash(location.hash, getSettings().channels)
  if (route.page !== 'meta-search' || !storefrontOnPage()) return
  const { input } = parseMetaSearchQuery(route.query)
  if (input) prefetch(metaSearchKey(input), () => metaSearch(input))
}
