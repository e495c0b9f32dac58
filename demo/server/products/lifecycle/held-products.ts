// The partner products of a held (pay-later) order whose hold ran out (manage/expire-hold.ts):
// nothing was charged for them, so every one still CONFIRMED is VOIDED in the transaction
// that cancels the order, and its provider is told after it commits (void is idempotent).
import type { ProductDeps } from '../product-deps'

/** Voids an order's products inside the caller's transaction; answers what tells their providers once it has committed. */
export type VoidHeldProducts = (orderReference: string, nowMs: number) => () => void

export function heldProductsVoider(products: ProductDeps): VoidHeldProducts {
  return (orderReference, nowMs) => {
    const voided = products.store.voidOrderProducts(orderReference, nowMs)
    return () => {
      for (const product of voided)
        products.providers
          .get(product.kind)
          ?.void({ ...product, state: 'VOIDED' })
          .catch(() => undefined)
    }
  }
}
