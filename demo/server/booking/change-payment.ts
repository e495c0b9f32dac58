// How a change of a paid order is paid: what it adds is charged now, like a booking
// (card or ZZ Pay, same surcharges, challenges and redirects), never held for later
// (PAY_LATER). A change that costs nothing (a seat the fare includes) is paid with
// payment type NONE, which is accepted then and only then.
import { validationError } from '../graphql/errors'
import type { PaymentInput } from '../graphql/generated/resolvers'
import { chargeFor, type OfferLookup } from './purchase'

export function chargeForChange(
  payment: PaymentInput,
  amount: number,
  currency: string,
  nowMs: number,
  lookupOffer: OfferLookup,
): ReturnType<typeof chargeFor> {
  if (payment.type === 'NONE') {
    if (amount > 0)
      throw validationError(
        'INVALID_PAYMENT_TYPE',
        'payment.type NONE is for a change with nothing due, and this one costs something (see cart): pay with CARD or ZZPAY.',
      )
    return { record: { type: 'NONE', cardType: null, last4: null, amount: 0, currency }, outcome: 'APPROVED' }
  }
  if (amount === 0)
    throw validationError('NOTHING_DUE', 'Nothing is due for this change; send payment.type NONE to confirm it.')
  if (payment.type === 'PAY_LATER')
    throw validationError(
      'INVALID_PAYMENT_TYPE',
      'A change of a paid order is paid now: send payment.type CARD or ZZPAY (PAY_LATER holds new bookings only).',
    )
  return chargeFor(payment, amount, currency, nowMs, lookupOffer)
}
