import { $execution, EXECUTION } from '../../../core/execution/execution'
import { getHashQueryParam } from '../../../core/router/hash-query'
import { sessionStore } from '../../../core/storage/storage'
import { shared } from '../../../core/shared-instance'
import { go, pageHash } from './navigate'

// What the shell must know of a booking in this tab, apart from the payment page's
// code so the first load does not carry it: whether the conversation was booked (its
// confirmation then stands in for its pages).

/** Session key of the booking confirmation data (it carries the booking reference). */
export const BOOKING_CONFIRMATION = 'bookingConfirmation'

/** Session key of the purchase attempt under way (payment/purchase-attempt.ts). */
export const PURCHASE_ATTEMPT = 'purchaseAttempt'

/**
 * The booking confirmation data: the booking reference, and the execution key of the
 * conversation that booked it (no personal data), so a page of that conversation can
 * tell the trip is booked (bookedIn); `announced` once the host was told of it
 * (confirmation/booking-session.ts). Read from storage: any field may be missing.
 */
export interface BookingConfirmation {
  reference?: unknown
  execution?: unknown
  announced?: unknown
  /** The shell showed the confirmation in place of a page of the booked conversation (showBookedTrip), not yet said there. */
  sentBack?: unknown
  /** Products the purchase dropped (payment/booking-handoff.ts), said on the confirmation. */
  dropped?: unknown
}

/** A product the purchase could not book, as the confirmation names it (no personal data). */
export interface DroppedProduct {
  kind: string
  title: string
}

/** The conversation: the store's key, or the URL's before the store has read it. */
export const currentExecution = (): string | undefined => $execution.get() ?? getHashQueryParam(EXECUTION)

// The last conversation this page was in. An EXECUTION_EXPIRED answer forgets the key
// everywhere before the page hears of it (core/http/send.ts); a purchase whose answer
// was lost is still asked for by that key (payment/use-purchase.ts, useLostPurchase).
// On the page's registry from the storefront's first load on: a page's chunk bundles a
// copy of this module, loaded after the key may have gone.
const last = shared('lastExecution', () => {
  const seen: { key?: string } = {}
  $execution.subscribe((key) => {
    if (key) seen.key = key
  })
  return seen
})

/** The conversation now, or the last one before the API ended it. */
export const lastExecution = (): string | undefined => currentExecution() ?? last.key

export function goToConfirmation(channel: string, reference: string, execution: string | undefined): void {
  const query = new URLSearchParams({ pnr: reference })
  if (execution) query.set('execution', execution)
  go(pageHash(channel, 'confirmation', query), true)
}

/** The reference of the booking this tab made in the conversation `execution`, if it made one. */
export function bookedIn(execution: string | undefined): string | undefined {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  return execution && saved?.execution === execution && typeof saved.reference === 'string'
    ? saved.reference
    : undefined
}

/**
 * A page of a booked conversation (browser Back from the confirmation) goes to that
 * booking's confirmation in its place; the entry's `sentBack` tells the confirmation to
 * say why, until it has read the order (confirmation/booking-session.ts).
 */
export function showBookedTrip(channel: string, reference: string, execution: string | undefined): void {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  sessionStore.set(BOOKING_CONFIRMATION, { ...saved, sentBack: true })
  goToConfirmation(channel, reference, execution)
}
