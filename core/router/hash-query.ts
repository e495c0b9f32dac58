import { isStorefrontHash } from './hash-parts'

/**
 * Sets or removes one query parameter of a storefront hash in place, without a new
 * history entry and without firing hashchange. A host page's own hash (not `#/...`)
 * is never touched.
 */
export function setHashQueryParam(name: string, value: string | undefined, win: Window = window): void {
  const hash = win.location.hash
  if (!isStorefrontHash(hash)) return
  const queryStart = hash.indexOf('?')
  const path = queryStart === -1 ? hash : hash.slice(0, queryStart)
  const query = new URLSearchParams(queryStart === -1 ? '' : hash.slice(queryStart + 1))
  if (value === undefined) query.delete(name)
  else query.set(name, value)
  const search = query.toString()
  const url = new URL(win.location.href)
  url.hash = `${path}${search ? `?${search}` : ''}`
  win.history.replaceState(win.history.state, '', url.href)
}

export function getHashQueryParam(name: string, win: Window = window): string | undefined {
  const hash = win.location.hash
  const queryStart = hash.indexOf('?')
  if (!isStorefrontHash(hash) || queryStart === -1) return undefined
  return new URLSearchParams(hash.slice(queryStart + 1)).get(name) ?? undefined
}
