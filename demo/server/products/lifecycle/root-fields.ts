// The cart and after-booking cancel of every partner product (docs/products.md).
import type { ApiDeps } from '../../graphql/context'
import type { RootValue } from '../../graphql/root-value'
import { notBuilt } from '../not-built'

type Fields = Pick<RootValue, 'addProductToCart' | 'removeProductFromCart' | 'previewProductCancel' | 'cancelProduct'>

export function productLifecycleFields(_deps: ApiDeps): Fields {
  return {
    addProductToCart: notBuilt('addProductToCart'),
    removeProductFromCart: notBuilt('removeProductFromCart'),
    previewProductCancel: notBuilt('previewProductCancel'),
    cancelProduct: notBuilt('cancelProduct'),
  }
}
