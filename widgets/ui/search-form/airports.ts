import type { AirportsQuery } from '../../../core/api/generated/operations'
import { shared } from '../../../core/shared-instance'
import type { matchAirports } from './match-airports'

export type Airport = AirportsQuery['airports'][number]

/**
 * The loads every search box on the page shares, by locale. On the page's registry, since
 * the search box widget and the storefront's home page each bundle a copy of this module.
 */
const loading = shared('airports', (): { lists: Record<string, Promise<Airport[]>>; match?: typeof matchAirports } => ({
  lists: {},
}))

/**
 * Every served airport, named in `locale` (the page's, which the request sends as
 * Accept-Language), asked for once per page and locale and shared by every search box
 * (typing then filters locally, with no request per keystroke): a page that switches
 * locale gets the new names, and the first list again on the way back. A failed load is
 * forgotten so that the next field to ask tries again. The request's code (the GraphQL
 * client) is fetched with it, not with the form: a search box alone on a page then
 * needs none of it to show the form.
 */
export function loadAirports(locale: string): Promise<Airport[]> {
  const { lists } = loading
  const known = lists[locale]
  if (known) return known
  const list = import('./fetch-airports')
    .then((module) => {
      loading.match = module.matchAirports
      return module.fetchAirports()
    })
    .catch((error: unknown) => {
      // Only this load: a later one (the page started afresh) stands.
      if (lists[locale] === list) delete lists[locale]
      throw error
    })
  lists[locale] = list
  return list
}

/**
 * Airports matching what the traveller typed, best first (match-airports.ts). The matcher
 * (with its folding of accents and Arabic marks) comes with the list's request, not with
 * the form: a list to match is always loaded with it. Nothing until then.
 */
export const searchAirports = (airports: readonly Airport[], text: string): Airport[] =>
  loading.match?.(airports, text) ?? []

/** Tests start each page afresh. */
export function forgetAirports(): void {
  loading.lists = {}
}
