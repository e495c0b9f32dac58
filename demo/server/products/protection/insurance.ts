// The travel insurance provider (SafeTrip Insurance, a demo): two plans priced by the trip's
// cost, the travellers' age bands and the destination's region (pricing.ts). A policy can be
// cancelled with its premium back until cover starts at the first departure; after, never.
import type { ProductProvider } from '../product'
import { confirmWith, type ProviderSetup } from './provider'

export const insuranceProviderName = 'SafeTrip Insurance'

export function insuranceProvider(setup: ProviderSetup): ProductProvider {
  return {
    kind: 'INSURANCE',
    confirm: confirmWith('INSURANCE', 'INS-', 6, setup),
    async void() {},
    cancelTerms(product, nowMs) {
      const { details } = product
      if (product.state !== 'CONFIRMED' || details.kind !== 'INSURANCE' || nowMs >= details.coverStartsAt) return null
      return { refund: product.price - product.refunded, penalty: 0, appliedPenalty: null }
    },
    async cancel() {},
  }
}
