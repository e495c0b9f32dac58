import { hashParts } from './hash-parts'
import { isPageName, type PageName } from './pages'

const DEFAULT_CHANNEL = 'b2c'

/** A storefront location: `#/<channel>/<page>?<query>` (architecture: URLs). */
export interface Route {
  channel: string
  page: PageName
  query: URLSearchParams
}

/**
 * Reads a location hash. The first segment names a channel; b2c applies when it is
 * missing or not a known channel. A first segment that is a page
 * name means the channel is missing (`#/passengers`); any other first segment is a
 * channel, unknown or not (`#/agency/passengers` is b2c passengers). An unknown page
 * reads as home, so a garbled link still lands.
 */
export function parseHash(hash: string, channels: readonly string[]): Route {
  const { channel, rest } = hashParts(hash, channels)
  const [first, second] = rest
  const unknownChannel = channel === undefined && first !== undefined && !isPageName(first)
  const page = (unknownChannel ? second : first) ?? 'home'
  const queryStart = hash.indexOf('?')
  const query = new URLSearchParams(queryStart === -1 ? '' : hash.slice(queryStart + 1))
  return { channel: channel ?? DEFAULT_CHANNEL, page: isPageName(page) ? page : 'home', query }
}

export function formatHash(route: Route): string {
  const query = route.query.toString()
  return `#/${route.channel}/${route.page}${query ? `?${query}` : ''}`
}
