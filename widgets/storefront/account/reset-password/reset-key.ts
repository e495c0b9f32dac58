import { setHashQueryParam } from '../../../../core/router/hash-query'

/** The reset link's key once taken from the address: in this module's memory only. */
let held: string | undefined

/**
 * The reset key of the link the traveller followed (`?key=`), taken out of the address
 * bar at once (history.replaceState: no reload, bookmark, Back or later beacon carries
 * it) and kept in memory for this page; the key held before when the address has none.
 */
export function takeResetKey(query: URLSearchParams): string | undefined {
  const key = query.get('key')?.trim()
  if (key) {
    held = key
    setHashQueryParam('key', undefined)
  }
  return held
}

/** The key was used: a second try needs a new link. */
export function forgetResetKey(): void {
  held = undefined
}
