import { $execution } from '../../../core/execution/execution'
import { getHashQueryParam } from '../../../core/router/hash-query'
import type { PageName } from '../../../core/router/pages'
import type { Route } from '../../../core/router/route'
import { go, pageHash } from '../shell/navigate'

/**
 * What the traveller left their trip to add: seats (the seat page), bags and extras (the
 * extras page), or upgrades to Business (chosen on the trip page, paid on the payment page).
 */
export type ChangeKind = 'seats' | 'extras' | 'upgrade'

/**
 * A page opened from the trip page to add to a booked trip, named by its address:
 * `?change=seats|extras|upgrade&pnr=<reference>&execution=<key>` (the reference is no personal
 * data; the conversation's key keeps it across a reload).
 */
export interface TripChange {
  kind: ChangeKind
  reference: string
}

/**
 * Why the trip page is shown again: the additions are booked, the change's conversation
 * ended unfinished, or a cancel was confirmed (its result is no longer in memory).
 */
export type ChangeOutcome = 'added' | 'lost' | 'cancelled'

/** The change a page's address names, or undefined for a page of a booking. */
export function tripChangeOf(route: Route): TripChange | undefined {
  const kind = route.query.get('change')
  const reference = route.query.get('pnr')
  return (kind === 'seats' || kind === 'extras' || kind === 'upgrade') && reference ? { kind, reference } : undefined
}

/** A page of the change, with the change and its conversation in the address. */
export function changeHash(channel: string, page: PageName, change: TripChange): string {
  const query = new URLSearchParams({ change: change.kind, pnr: change.reference })
  const execution = $execution.get()
  if (execution) query.set('execution', execution)
  return pageHash(channel, page, query)
}

/** The page the change was opened on: the seat page for seats, the extras page for bags and extras, the trip page for upgrades. */
export const changePage = (change: TripChange): PageName =>
  change.kind === 'seats' ? 'seat-selection' : change.kind === 'upgrade' ? 'myb' : 'ancillaries'

/** The trip page of the change's trip, saying why the traveller is back when there is a reason. */
export function tripHash(channel: string, reference: string, outcome?: ChangeOutcome): string {
  const query = new URLSearchParams({ pnr: reference })
  if (outcome) query.set('changed', outcome)
  return pageHash(channel, 'myb', query)
}

/**
 * The change the current address names, added to a return address's query: the bank's or
 * ZZ Pay's way back then returns to the change, not to a booking.
 */
export function keepChange(query: URLSearchParams): URLSearchParams {
  for (const name of ['change', 'pnr']) {
    const value = getHashQueryParam(name)
    if (value) query.set(name, value)
  }
  return query
}

/**
 * The shell's onError as a page of a change uses it: the change's conversation ended (a
 * reload after it was paid, a session that timed out), so the traveller goes back to the
 * trip, which says so, never to a search. A page of a booking keeps the shell's.
 */
export function changeOnError(route: Route, onError: (error: unknown) => void): (error: unknown) => void {
  const change = tripChangeOf(route)
  return change ? () => go(tripHash(route.channel, change.reference, 'lost'), true) : onError
}
