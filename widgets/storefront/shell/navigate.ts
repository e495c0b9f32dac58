import { $execution } from '../../../core/execution/execution'
import type { PageName } from '../../../core/router/pages'
import { formatHash } from '../../../core/router/route'
import { criteriaToQuery } from '../../../core/search/criteria-to-query'
import type { SearchCriteria } from '../../../core/search/types'

/** `#/<channel>/<page>?<query>` (architecture: URLs). */
export function pageHash(channel: string, page: PageName, query = new URLSearchParams()): string {
  return formatHash({ channel, page, query })
}

/**
 * A page with the criteria in its query string, and the conversation's key so a reload
 * keeps it. In a change to a booked trip the change goes on (keepChange).
 */
export function criteriaHash(channel: string, page: PageName, criteria: SearchCriteria): string {
  return pageHash(channel, page, keepChange(criteriaToQuery(criteria, $execution.get())))
}

/**
 * The change to a booked trip the current address names (trip-change/change-route.ts),
 * added to another address's query: the pages a change goes through, and the bank's or
 * ZZ Pay's way back, stay in the change, never turning into a booking.
 */
export function keepChange(query: URLSearchParams): URLSearchParams {
  // The change, its trip, and for flights the part changed and the parts kept (keep0, ...).
  const hash = location.hash
  const current = new URLSearchParams(hash.slice(hash.indexOf('?') + 1))
  if (current.has('change'))
    for (const [name, value] of current) if (/^(change|pnr|part|keep\d)$/.test(name)) query.set(name, value)
  return query
}

/**
 * Goes to a storefront hash: a new history entry (back returns here) or, with
 * `replace`, this one rewritten. pushState fires no hashchange, so one is
 * dispatched for everything that follows the hash ($execution, the shell).
 */
export function go(hash: string, replace = false): void {
  const url = new URL(location.href)
  url.hash = hash
  if (url.href === location.href) return
  if (replace) history.replaceState(history.state, '', url.href)
  else history.pushState(null, '', url.href)
  window.dispatchEvent(new Event('hashchange'))
}
