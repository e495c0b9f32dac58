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
  const body = hash.replace(/^#/, '')
  const queryStart = body.indexOf('?')
  const path = queryStart === -1 ? body : body.slice(0, queryStart)
  const query = new URLSearchParams(queryStart === -1 ? '' : body.slice(queryStart + 1))
  const segments = path.split('/').filter(Boolean)
  const first = segments[0]?.toLowerCase()
  const knownChannel = first !== undefined && channels.includes(first)
  const hasChannel = knownChannel || (first !== undefined && !isPageName(first))
  const channel = knownChannel ? first : DEFAULT_CHANNEL
  const page = (hasChannel ? segments[1] : segments[0])?.toLowerCase() ?? 'home'
  return { channel, page: isPageName(page) ? page : 'home', query }
}

export function formatHash(route: Route): string {
  const query = route.query.toString()
  return `#/${route.channel}/${route.page}${query ? `?${query}` : ''}`
}

/** Whether a hash is one of ours (`#/...`); other hashes belong to the host page. */
export function isStorefrontHash(hash: string): boolean {
  return hash.startsWith('#/')
}
