// The products a payment paid become the order's (checkout's fulfil, in its transaction).
// After booking, a product bought in a MODIFY conversation replaces the order's product of
// its kind (another car, another hotel room): the old one is CANCELLED with what its
// provider's rules give back now (never more than is left of its price; nothing when it can
// no longer be cancelled), refunded in the ledger with a PRODUCT_CANCELLED history entry,
// and its provider is told after the transaction commits (docs/decisions/product-replacement.md).
import type { PurchaseDeps } from '../../checkout/kind'
import type { OrderBuyer } from '../../booking/order-store'
import { actorOf } from '../../manage/history/order-history'
import type { ProductStore } from '../product-store'
import type { StoredProduct } from '../product'
import { kindWords } from './kind-words'

/** Replaced products whose providers are still to be told, by store (one per server). */
const toTell = new WeakMap<ProductStore, StoredProduct[]>()

/** Makes the paid products the order's, and cancels what they replace; inside the paying transaction. */
export function payProducts(
  deps: PurchaseDeps,
  productIds: readonly string[],
  orderReference: string,
  buyer: OrderBuyer | undefined,
): void {
  if (productIds.length === 0) return
  const { store, providers } = deps.products
  const { booking } = deps
  const nowMs = deps.now()
  const bought = productIds.map((id) => store.product(id)).filter((p) => p !== undefined)
  store.markPaid(productIds, orderReference, nowMs)
  const kinds = new Set(bought.map((p) => p.kind))
  const replaced = store
    .orderProducts(orderReference)
    .filter((p) => p.state === 'CONFIRMED' && kinds.has(p.kind) && !productIds.includes(p.productId))
  const order = booking.orders.order(orderReference)
  for (const old of replaced) {
    const terms = providers.get(old.kind)?.cancelTerms(old, nowMs) ?? null
    const refund = terms ? Math.max(0, Math.min(terms.refund, old.price - old.refunded)) : 0
    if (!store.markCancelled(old.productId, refund, nowMs)) continue
    const currency = order?.currency ?? old.currency
    booking.ledger.record(
      { reference: orderReference, kind: 'REFUND', amount: refund, currency, source: `product:${old.productId}` },
      nowMs,
    )
    const by = bought.find((p) => p.kind === old.kind)
    booking.history.record(
      {
        reference: orderReference,
        actor: actorOf(buyer),
        action: 'PRODUCT_CANCELLED',
        summary: `Replaced the ${kindWords[old.kind]} ${old.reference ?? old.productId} by ${by?.reference ?? 'a new one'}.`,
        currency,
        refunded: refund,
      },
      nowMs,
    )
    toTell.set(store, [...(toTell.get(store) ?? []), old])
  }
}

/** Tells the providers of the products replaced by a payment that committed; those rolled back stay CONFIRMED and are not told. */
export function tellReplaced(deps: PurchaseDeps): void {
  const { store, providers } = deps.products
  const pending = toTell.get(store)
  if (!pending) return
  toTell.delete(store)
  for (const old of pending) {
    const now = store.product(old.productId)
    if (now?.state !== 'CANCELLED') continue
    providers
      .get(old.kind)
      ?.cancel(now)
      .catch(() => undefined)
  }
}
