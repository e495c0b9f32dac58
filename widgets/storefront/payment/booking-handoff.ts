import { $execution, EXECUTION } from '../../../core/execution/execution'
import { getHashQueryParam } from '../../../core/router/hash-query'
import { sessionStore } from '../../../core/storage/storage'
import { go, pageHash } from '../shell/navigate'

/** Session key of the booking confirmation data: the booking reference only (spec section 3). */
export const BOOKING_CONFIRMATION = 'bookingConfirmation'

/** Session key of why a payment came back refused (a remote decline), read once by the payment page. */
export const PAYMENT_NOTICE = 'paymentNotice'

/** The refusals the payment page explains; anything else reads as a decline. */
export type PaymentNotice = 'PAYMENT_DECLINED' | 'INSUFFICIENT_FUNDS'

/** The conversation: the store's key, or the URL's before the store has read it. */
export const currentExecution = (): string | undefined => $execution.get() ?? getHashQueryParam(EXECUTION)

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
  return notice === 'PAYMENT_DECLINED' || notice === 'INSUFFICIENT_FUNDS' ? notice : undefined
}

export function leavePaymentNotice(notice: PaymentNotice): void {
  sessionStore.set(PAYMENT_NOTICE, notice)
}
