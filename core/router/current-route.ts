import { atom, type ReadableAtom } from 'nanostores'
import { shared } from '../shared-instance'
import { getSettings } from '../settings/get-settings'
import { parseHash, type Route } from './route'

/** The storefront route of the page, following hashchange (back and forward work). */
export const $route: ReadableAtom<Route> = shared('route', () => {
  const channels = getSettings().channels
  const $current = atom(parseHash(location.hash, channels))
  window.addEventListener('hashchange', () => $current.set(parseHash(location.hash, channels)))
  return $current
})
