// The refund protection provider (RefundShield, a demo): the flights' price back when the
// traveller cannot fly for a covered reason, for a share of it (pricing.ts). Cancellable with
// its price back until the first departure.
import type { ProductProvider } from '../product'
import { confirmWith, type ProviderSetup } from './provider'

export const refundProtectionProviderName = 'RefundShield'

export function refundProtectionProvider(setup: ProviderSetup): ProductProvider {
  return {
    kind: 'REFUND_PROTECTION',
    confirm: confirmWith('REFUND_PROTECTION', 'RP-', 8, setup),
    async void() {},
    cancelTerms(product, nowMs) {
      const { details } = product
      if (product.state !== 'CONFIRMED' || details.kind !== 'REFUND_PROTECTION' || nowMs >= details.departsAt)
        return null
      return { refund: product.price - product.refunded, penalty: 0, appliedPenalty: null }
    },
    async cancel() {},
  }
}
