import { $execution } from '../../../../core/execution/execution'
import { isDxError } from '../../../../core/http/errors'
import type { PageName } from '../../../../core/router/pages'
import type { Route } from '../../../../core/router/route'
import { go, pageHash } from '../navigate'

/**
 * What the traveller left their trip to do, besides changing flights: add seats (the seat
 * page), bags and extras (the extras page), or upgrade to Business (chosen on the trip
 * page, paid on the payment page). None searches a part of the trip again.
 */
export type AdditionKind = 'seats' | 'extras' | 'upgrade'

/**
 * A page opened from the trip page to change a booked trip, named by its address (a change
 * of flights always names its part: the search, the review and the payment all need it):
 * `?change=seats|extras|upgrade&pnr=<reference>&execution=<key>`, or for flights
 * `?change=flights&pnr=<reference>&part=<index>&execution=<key>` beside the search's
 * criteria (the reference is no personal data; the conversation's key keeps it across a
 * reload).
 */
export type TripChange =
  | { kind: AdditionKind; reference: string }
  | {
      kind: 'flights'
      reference: string
      /** The index of the part whose flights change; every other part is kept as booked. */
      part: number
    }

/**
 * Why the trip page is shown again: the additions or the new flights are booked, the
 * change's conversation ended unfinished, or a cancel was confirmed (its result is no
 * longer in memory).
 */
export type ChangeOutcome = 'added' | 'changed' | 'lost' | 'cancelled'

/** The change a page's address names, or undefined for a page of a booking. */
export function tripChangeOf(route: Route): TripChange | undefined {
  const kind = route.query.get('change')
  const reference = route.query.get('pnr')
  if (!reference) return undefined
  if (kind === 'seats' || kind === 'extras' || kind === 'upgrade') return { kind, reference }
  // A change of flights without its part names no change: never a part guessed for it.
  const part = route.query.get('part') ?? ''
  return kind === 'flights' && /^\d{1,2}$/.test(part) ? { kind, reference, part: Number(part) } : undefined
}

/** A page of the change, with the change and its conversation in the address. */
export function changeHash(channel: string, page: PageName, change: TripChange): string {
  const query = new URLSearchParams({ change: change.kind, pnr: change.reference })
  if (change.kind === 'flights') query.set('part', String(change.part))
  const execution = $execution.get()
  if (execution) query.set('execution', execution)
  return pageHash(channel, page, query)
}

/** The page the change was opened on: the seat page for seats, the extras page for bags and extras, the trip page for upgrades. */
export const changePage = (change: { kind: AdditionKind }): PageName =>
  change.kind === 'seats' ? 'seat-selection' : change.kind === 'upgrade' ? 'myb' : 'ancillaries'

/** The trip page of the change's trip, saying why the traveller is back when there is a reason. */
export function tripHash(channel: string, reference: string, outcome?: ChangeOutcome): string {
  const query = new URLSearchParams({ pnr: reference })
  if (outcome) query.set('changed', outcome)
  return pageHash(channel, 'myb', query)
}

/**
 * The shell's onError as the results pages of a change of flights use it: a conversation
 * that ended, or a search refused as malformed, goes back to the trip, which says the
 * change ended unfinished; any other failure stays on the page, which explains it. A page
 * of a booking keeps the shell's.
 */
export function exchangeOnError(route: Route, onError: (error: unknown) => void): (error: unknown) => void {
  const change = tripChangeOf(route)
  if (!change) return onError
  return (error) => {
    if (isDxError(error) && (error.type === 'EXECUTION_EXPIRED' || error.type === 'validation'))
      go(tripHash(route.channel, change.reference, 'lost'), true)
  }
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
