// What the partner products' resolvers read: the products' store and the demo's provider
// faults switch (DX_DEMO_PROVIDER_FAULTS).
import type { Db } from '../db/open'
import { providerFaults, type ProviderFault } from './faults'
import type { ProductKind, ProductProvider } from './product'
import { productStore, type ProductStore } from './product-store'
import { hotelProvider } from './hotels/hotel-provider'

export interface ProductDeps {
  store: ProductStore
  /** Which providers misbehave, and how (faults.ts); empty unless the switch is set */
  faults: ReadonlyMap<ProductKind, ProviderFault>
  /** The provider module of each kind (docs/products.md) */
  providers: ReadonlyMap<ProductKind, ProductProvider>
}

export function createProducts(db: Db, faultSetting?: string): ProductDeps {
  const faults = providerFaults(faultSetting)
  const providers = new Map<ProductKind, ProductProvider>()
  providers.set('HOTEL', hotelProvider(db, faults.get('HOTEL')))
  return { store: productStore(db), faults, providers }
}
