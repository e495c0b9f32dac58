import type { DxError } from '../../../../core/http/errors'
import { sessionStore } from '../../../../core/storage/storage'
import { lastExecution, PURCHASE_ATTEMPT } from '../../shell/booked-trip'

// Loaded with the storefront's first load (the routes table asks it), so it stays apart
// from the rest of the payment page's code.

/** Whether a purchase attempt of this conversation got no answer yet (a reload while paying, a trip to the bank). */
export function hasPendingAttempt(execution: string): boolean {
  const attempt = sessionStore.get<{ key?: unknown; execution?: unknown }>(PURCHASE_ATTEMPT)
  return typeof attempt?.key === 'string' && attempt.execution === execution
}

/**
 * Whether the payment page answers this error itself. A purchase whose answer was lost
 * (a reload while paying) may have completed the conversation, and then the cart answers
 * EXECUTION_EXPIRED: the page first asks the API for that purchase's result with its
 * key, and hands the error on itself when there is no order (useLostPurchase).
 */
export function awaitsLostPurchase(error: DxError): boolean {
  return error.type === 'EXECUTION_EXPIRED' && hasPendingAttempt(lastExecution() ?? '')
}
