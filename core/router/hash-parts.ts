// A location hash read without the list of page names (core/router/pages.ts), which only
// the storefront, the prefetch and a failure's beacon need (route.ts): so the runtime every
// widget shares, and the widgets that only keep the conversation's key, carry none of it.
import type { PageName } from './pages'

/** Whether a hash is one of ours (`#/...`); other hashes belong to the host page. */
export function isStorefrontHash(hash: string): boolean {
  return hash.startsWith('#/')
}

/**
 * A hash's path segments, lower case: the first when it is a known channel, and the others
 * (all of them when the first is not a known channel). parseHash reads the page from them.
 */
export function hashParts(hash: string, channels: readonly string[]): { channel: string | undefined; rest: string[] } {
  const path = hash.replace(/^#/, '').split('?')[0] ?? ''
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase())
  const first = segments[0]
  const channel = first !== undefined && channels.includes(first) ? first : undefined
  return { channel, rest: channel === undefined ? segments : segments.slice(1) }
}

/**
 * Whether the storefront shows `page` at this hash, for the conversation's key (which is
 * kept on meta-search and comes back on passengers), read without the list of page names.
 * It answers as parseHash does but for one case the storefront never writes: before
 * `page`, a first segment that is neither a known channel nor `page` is read as an
 * unknown channel (`#/agency/passengers` is passengers), even where it is another page's
 * name, which parseHash shows instead (`#/home/passengers` is home).
 */
export function namesPage(hash: string, channels: readonly string[], page: PageName): boolean {
  const { channel, rest } = hashParts(hash, channels)
  return rest[0] === page || (channel === undefined && rest[1] === page)
}
