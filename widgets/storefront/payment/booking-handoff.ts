import { $execution, EXECUTION } from '../../../core/execution/execution'
import { getHashQueryParam } from '../../../core/router/hash-query'
import { sessionStore } from '../../../core/storage/storage'
import { go, pageHash } from '../shell/navigate'

/** Session key of the booking confirmation data (spec section 3: it carries a booking reference). */
export const BOOKING_CONFIRMATION = 'bookingConfirmation'

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
}

/** Session key of why a payment came back refused (a remote decline), read once by the payment page. */
export const PAYMENT_NOTICE = 'paymentNotice'

/**
 * How a payment that left for the bank or ZZ Pay ended without an order, explained by
 * the payment page: a decline, the cart changed while it waited (CART_CHANGED), or a
 * newer payment replaced it (PAYMENT_ABANDONED).
 */
const PAYMENT_NOTICES = ['PAYMENT_DECLINED', 'INSUFFICIENT_FUNDS', 'CART_CHANGED', 'PAYMENT_ABANDONED'] as const
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number]

export const isPaymentNotice = (code: unknown): code is PaymentNotice => PAYMENT_NOTICES.includes(code as PaymentNotice)

/** The conversation: the store's key, or the URL's before the store has read it. */
export const currentExecution = (): string | undefined => $execution.get() ?? getHashQueryParam(EXECUTION)

// The last conversation this page was in. An EXECUTION_EXPIRED answer forgets the key
// everywhere before the page hears of it (core/http/send.ts); a purchase whose answer
// was lost is still asked for by that key (payment/use-purchase.ts, useLostPurchase).
let lastKey: string | undefined
$execution.subscribe((key) => {
  if (key) lastKey = key
})

/** The conversation now, or the last one before the API ended it. */
export const lastExecution = (): string | undefined => currentExecution() ?? lastKey

function goToConfirmation(channel: string, reference: string, execution: string | undefined): void {
  const query = new URLSearchParams({ pnr: reference })
  if (execution) query.set('execution', execution)
  go(pageHash(channel, 'confirmation', query), true)
}

/** An order exists: its reference goes to the confirmation page, in place of the page that paid. */
export function showConfirmation(channel: string, reference: string, execution: string | undefined): void {
  sessionStore.set(BOOKING_CONFIRMATION, execution ? { reference, execution } : { reference })
  goToConfirmation(channel, reference, execution)
}

/** The reference of the booking this tab made in the conversation `execution`, if it made one. */
export function bookedIn(execution: string | undefined): string | undefined {
  const saved = sessionStore.get<BookingConfirmation>(BOOKING_CONFIRMATION)
  return execution && saved?.execution === execution && typeof saved.reference === 'string' ? saved.reference : undefined
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

/** How a remote payment ended without an order, and the form of payment it was (CARD for the bank's challenge, ZZPAY). */
export interface LeftNotice {
  code: PaymentNotice
  type: string
}

export function takePaymentNotice(): LeftNotice | undefined {
  const notice = sessionStore.get<Partial<LeftNotice>>(PAYMENT_NOTICE)
  sessionStore.remove(PAYMENT_NOTICE)
  return notice && isPaymentNotice(notice.code) ? { code: notice.code, type: typeof notice.type === 'string' ? notice.type : 'CARD' } : undefined
}

export function leavePaymentNotice(code: PaymentNotice, type: string): void {
  sessionStore.set(PAYMENT_NOTICE, { code, type } satisfies LeftNotice)
}
