import { getHashQueryParam } from '../../../../core/router/hash-query'
import { sessionStore } from '../../../../core/storage/storage'
import { showChangedTrip } from '../../shell/trip-change/show-changed-trip'
import { BOOKING_CONFIRMATION, type BookingConfirmation, goToConfirmation } from '../../shell/booked-trip'
import type { DroppedProduct } from '../../shell/booked-trip'

/** Session key of why a payment came back refused (a remote decline), read once by the payment page. */
const PAYMENT_NOTICE = 'paymentNotice'

/**
 * How a payment that left for the bank or ZZ Pay ended without an order, explained by
 * the payment page: a decline, the cart changed while it waited (CART_CHANGED), a newer
 * payment replaced it (PAYMENT_ABANDONED), the trip changed since the change was priced
 * (ORDER_CHANGED) or the fare sold out (FARE_SOLD_OUT).
 */
const PAYMENT_NOTICES = [
  'PAYMENT_DECLINED',
  'INSUFFICIENT_FUNDS',
  'CART_CHANGED',
  'PAYMENT_ABANDONED',
  'ORDER_CHANGED',
  'FARE_SOLD_OUT',
] as const
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number]

export const isPaymentNotice = (code: unknown): code is PaymentNotice => PAYMENT_NOTICES.includes(code as PaymentNotice)

/**
 * An order exists: its reference goes to the confirmation page, in place of the page that
 * paid; a change to a booked trip (`?change=` in the address) goes back to the trip.
 */
export function showConfirmation(
  channel: string,
  reference: string,
  execution: string | undefined,
  droppedProducts: DroppedProduct[] = [],
): void {
  const change = getHashQueryParam('change')
  if (change) {
    showChangedTrip(channel, reference, change === 'flights' ? 'changed' : 'added')
    return
  }
  const entry: BookingConfirmation = execution ? { reference, execution } : { reference }
  // What the purchase could not book, said on the confirmation (a kind and a provider's title: no personal data).
  if (droppedProducts.length > 0) entry.dropped = droppedProducts.map(({ kind, title }) => ({ kind, title }))
  sessionStore.set(BOOKING_CONFIRMATION, entry)
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
  return notice && isPaymentNotice(notice.code)
    ? { code: notice.code, type: typeof notice.type === 'string' ? notice.type : 'CARD' }
    : undefined
}

export function leavePaymentNotice(code: PaymentNotice, type: string): void {
  sessionStore.set(PAYMENT_NOTICE, { code, type } satisfies LeftNotice)
}
