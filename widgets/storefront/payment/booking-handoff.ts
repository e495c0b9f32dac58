import { $execution, EXECUTION } from '../../../core/execution/execution'
import { getHashQueryParam } from '../../../core/router/hash-query'
import { sessionStore } from '../../../core/storage/storage'
import { go, pageHash } from '../shell/navigate'

/** Session key of the booking confirmation data: the booking reference only (spec section 3). */
export const BOOKING_CONFIRMATION = 'bookingConfirmation'

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

/** An order exists: its reference goes to the confirmation page, in place of the page that paid. */
export function showConfirmation(channel: string, reference: string, execution: string | undefined): void {
  sessionStore.set(BOOKING_CONFIRMATION, { reference })
  const query = new URLSearchParams({ pnr: reference })
  if (execution) query.set('execution', execution)
  go(pageHash(channel, 'confirmation', query), true)
}

export function takePaymentNotice(): PaymentNotice | undefined {
  const notice = sessionStore.get<unknown>(PAYMENT_NOTICE)
  sessionStore.remove(PAYMENT_NOTICE)
  return isPaymentNotice(notice) ? notice : undefined
}

export function leavePaymentNotice(notice: PaymentNotice): void {
  sessionStore.set(PAYMENT_NOTICE, notice)
}
