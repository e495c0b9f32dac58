// The three protection providers, as product-deps.ts registers them.
import type { ProviderFault } from '../faults'
import type { ProductKind, ProductProvider } from '../product'
import { cfarProvider } from './cfar'
import { insuranceProvider } from './insurance'
import { protectionSlowMs } from './provider'
import { refundProtectionProvider } from './refund-protection'

export function protectionProviders(
  faults: ReadonlyMap<ProductKind, ProviderFault>,
): Array<[ProductKind, ProductProvider]> {
  const setup = (kind: ProductKind) => ({ slowMs: faults.get(kind) === 'slow' ? protectionSlowMs : 0 })
  return [
    ['INSURANCE', insuranceProvider(setup('INSURANCE'))],
    ['REFUND_PROTECTION', refundProtectionProvider(setup('REFUND_PROTECTION'))],
    ['CFAR', cfarProvider(setup('CFAR'))],
  ]
}
