import { $execution, clearConversationSelections } from '../../../../core/execution/execution'
import { SESSION_KEYS } from '../../../../core/storage/session-keys'
import { sessionStore } from '../../../../core/storage/storage'
import {
  BOOKING_CONFIRMATION,
  type BookingConfirmation,
  type DroppedProduct,
  PURCHASE_ATTEMPT,
} from '../../shell/booked-trip'

// Session-storage entries of a booking as the confirmation page
// leaves them: the booking confirmation data (its reference) stays, so a reload shows
// the confirmation again; what only served the purchase goes.

// The booking confirmation data (shell/booked-trip.ts) holds the booking reference, the
// execution key of its conversation (so that conversation's pages lead back here,
// storefront.tsx) and `announced: true` once the host and the data layer were told of
// it: a reload of the confirmation page tells nobody again.

/** Written on the way to the order: payment/purchase-attempt.ts, payment/booking-handoff.ts, shell/use-cart.ts. */
const PURCHASE_ENTRIES = [PURCHASE_ATTEMPT, 'paymentNotice', 'storefrontCartRefs']

const isReference = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9]{6}$/.test(value)

/** The booking to show: `pnr` in the URL, else the one the payment page left in session storage. */
export function bookingReference(query: URLSearchParams): string | undefined {
  const inUrl = query.get('pnr')?.trim()
  if (isReference(inUrl)) return inUrl.toUpperCase()
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)?.reference
  return isReference(saved) ? saved.toUpperCase() : undefined
}

/**
 * The booking is done: its conversation has completed, so its selections and the
 * entries of the purchase go, and so does the saved execution key when it is this
 * conversation's (the passengers route would restore it from there).
 */
export function endBookingSession(reference: string): void {
  for (const key of PURCHASE_ENTRIES) sessionStore.remove(key)
  clearConversationSelections()
  const execution = $execution.get()
  if (execution !== undefined && sessionStore.get(SESSION_KEYS.executionKey) === execution)
    sessionStore.remove(SESSION_KEYS.executionKey)
  // The API answered this order to the conversation of $execution: the one that booked it.
  const entry: BookingConfirmation = { reference }
  if (execution !== undefined) entry.execution = execution
  if (wasAnnounced(reference)) entry.announced = true
  const dropped = droppedProducts(reference)
  if (dropped.length > 0) entry.dropped = dropped
  sessionStore.set(BOOKING_CONFIRMATION, entry)
}

/** Whether the shell showed this booking in place of a page of its conversation (browser Back), which the page then says. */
export function wasSentBack(reference: string | undefined): boolean {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  return reference !== undefined && saved?.reference === reference && saved.sentBack === true
}

/** Whether dx:booking-confirmed (and the beacon) went out for this booking already in this tab. */
export function wasAnnounced(reference: string): boolean {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  return saved?.reference === reference && saved.announced === true
}

/** The booking was announced: remembered in its entry, so it outlives a reload. */
export function markAnnounced(reference: string): void {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  sessionStore.set(BOOKING_CONFIRMATION, {
    ...(saved?.reference === reference ? saved : {}),
    reference,
    announced: true,
  })
}

const isDropped = (value: unknown): value is DroppedProduct =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DroppedProduct).kind === 'string' &&
  typeof (value as DroppedProduct).title === 'string'

/** The products the purchase of this booking could not book, kept in its entry so a reload still says so. */
export function droppedProducts(reference: string): DroppedProduct[] {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  return saved?.reference === reference && Array.isArray(saved.dropped) ? saved.dropped.filter(isDropped) : []
}
