import { useEffect, useState } from 'react'
import { EXECUTION } from '../../../core/execution/execution'
import { isStorefrontHash } from '../../../core/router/hash-parts'

const HOME_HASH = '#/b2c/home'

/**
 * The page's hash without the execution key, following hashchange (back and forward
 * work). The key comes and goes in place (core/execution) without being a new
 * location: pages must not start over when it arrives. A page without a storefront
 * hash gets `#/b2c/home` in place, without a new history entry.
 */
export function useHash(): string {
  const [hash, setHash] = useState(() => {
    if (!isStorefrontHash(location.hash)) {
      const url = new URL(location.href)
      url.hash = HOME_HASH
      history.replaceState(history.state, '', url.href)
    }
    return withoutExecution(location.hash)
  })
  useEffect(() => {
    const follow = () => setHash(withoutExecution(location.hash))
    window.addEventListener('hashchange', follow)
    follow()
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  return hash
}

export function withoutExecution(hash: string): string {
  const start = hash.indexOf('?')
  if (start === -1) return hash
  const query = new URLSearchParams(hash.slice(start + 1))
  query.delete(EXECUTION)
  const rest = query.toString()
  return hash.slice(0, start) + (rest ? `?${rest}` : '')
}
