// Schema shape of PaymentOption (core/api/schema.graphql, "Booking"), for
// paymentOptions and combinablePaymentOptions alike: each surcharge's fixed fee, kept
// in US cents, becomes money in the booking currency.
import type { Surcharge } from '../../booking/payment-options'
import { fromUsdCents } from '../../shopping/currencies'
import { money } from './shopping-shapes'

export interface OptionConfig {
  type: string
  name: string
  holdHours: number | null
  surcharges: readonly Surcharge[]
}

export const toPaymentOptions = (options: readonly OptionConfig[], currency: string) =>
  options.map((o) => ({
    type: o.type,
    name: o.name,
    holdHours: o.holdHours,
    surcharges: o.surcharges.map((s) => ({
      cardType: s.cardType,
      perMille: s.perMille,
      fixed: money(fromUsdCents(s.fixedUsdCents, currency), currency),
    })),
  }))
