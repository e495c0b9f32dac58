// What the partner products' resolvers read: the products' store and the demo's provider
// faults switch (DX_DEMO_PROVIDER_FAULTS).
import type { Db } from '../db/open'
import { carProvider, carSlowMs } from './cars/car-provider'
import { providerFaults, type ProviderFault } from './faults'
import type { ProductKind, ProductProvider } from './product'
import { productStore, type ProductStore } from './product-store'
import { protectionProviders } from './protection/providers'
import { hotelProvider, hotelSlowMs } from './hotels/hotel-provider'

export interface ProductDeps {
  store: ProductStore
  /**
   * Which providers misbehave, and how (faults.ts); empty unless the switch is set. The
   * lifecycle applies `timeout` and `fail` around confirm; a provider module only `slow`.
   */
  faults: ReadonlyMap<ProductKind, ProviderFault>
  /** The provider module of each kind (docs/products.md) */
  providers: ReadonlyMap<ProductKind, ProductProvider>
}

export function createProducts(db: Db, faultSetting?: string): ProductDeps {
  const faults = providerFaults(faultSetting)
  const store = productStore(db)
  const providers = new Map<ProductKind, ProductProvider>([...protectionProviders(faults)])
  providers.set('CAR', carProvider(store, faults.get('CAR') === 'slow' ? carSlowMs : 0))
  providers.set('HOTEL', hotelProvider(db, faults.get('HOTEL') === 'slow' ? hotelSlowMs : 0))
  return { store, faults, providers }
}
