// A whole-trip cancel's partner products, in the cancel's transaction, as its quote says
// (product-refunds.ts): each CANCELLED one with its refund, each protection used EXERCISED, both
// through a preview used at once (the record of what was given back), the rest kept. Their refunds
// are part of the trip's one refund (the caller's ledger entry); the providers are told after.
import { randomBytes } from 'node:crypto'
import type { ApiDeps } from '../../graphql/context'
import type { StoredProduct } from '../../products/product'
import type { QuotedProduct } from './product-refunds'

/** Ends each product as quoted, inside the caller's transaction; answers those the providers must be told of. */
export function endProductsAsQuoted(deps: ApiDeps, quoted: readonly QuotedProduct[], nowMs: number): StoredProduct[] {
  const { store } = deps.products
  const cancelled: StoredProduct[] = []
  for (const line of quoted) {
    const { product } = line
    if (line.outcome === 'KEPT') continue
    // One way to end a product: a preview of it, used at once (an exercise's refund is the trip's, not the contract's).
    const preview = {
      previewId: randomBytes(16).toString('base64url'),
      productId: product.productId,
      action: line.outcome === 'EXERCISED' ? ('EXERCISE' as const) : ('CANCEL' as const),
      refund: line.refundable,
      penalty: line.penalty,
      appliedPenalty: line.appliedPenalty,
      createdAt: nowMs,
      expiresAt: nowMs,
      usedAt: null,
    }
    store.savePreview(preview)
    // Only a product still CONFIRMED is cancelled: the quote was priced in this transaction.
    if (!store.cancelAsPreviewed(preview, nowMs)) throw new Error(`the cancel of ${product.productId} was used already`)
    if (line.outcome === 'CANCELLED') cancelled.push({ ...product, state: 'CANCELLED' })
  }
  return cancelled
}

/** Tells each provider of its products cancelled; theirs is idempotent, ours is CANCELLED whatever they answer. */
export function tellProviders(deps: ApiDeps, cancelled: readonly StoredProduct[]): void {
  for (const product of cancelled)
    void deps.products.providers
      .get(product.kind)
      ?.cancel(product)
      .catch(() => undefined)
}
