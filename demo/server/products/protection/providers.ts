// The three protection providers, as product-deps.ts registers them.
import type { ProviderFault } from '../faults'
import type { ProductKind, ProductProvider } from '../product'
import type { ProductStore } from '../product-store'
import { cfarProvider } from './cfar'
import { insuranceProvider } from './insurance'
import { refundProtectionProvider } from './refund-protection'

export function protectionProviders(
  store: ProductStore,
  faults: ReadonlyMap<ProductKind, ProviderFault>,
): Array<[ProductKind, ProductProvider]> {
  return [
    ['INSURANCE', insuranceProvider({ store, fault: faults.get('INSURANCE') })],
    ['REFUND_PROTECTION', refundProtectionProvider({ store, fault: faults.get('REFUND_PROTECTION') })],
    ['CFAR', cfarProvider({ store, fault: faults.get('CFAR') })],
  ]
}
