// What the three protection providers share: a reference drawn from the idempotency key, so
// the same key answers the same reference with no memory of its own (the lifecycle looks a
// key up in order_products before it asks), and the faults switch's `slow` (faults.ts; its
// `timeout` and `fail` are the lifecycle's).
import type { ProductKind, ProductProvider, StoredQuote } from '../product'
import { referenceFor } from '../provider-reference'

/** How late the faults switch's `slow` makes a provider answer: within the lifecycle's 3 s limit. */
export const protectionSlowMs = 1_500

export interface ProviderSetup {
  /** How late it answers (0: at once) */
  slowMs: number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A provider's confirm: late when slow, then its reference for the idempotency key. */
export function confirmWith(
  kind: ProductKind,
  prefix: string,
  length: number,
  setup: ProviderSetup,
): ProductProvider['confirm'] {
  return async (quote: StoredQuote, idempotencyKey: string) => {
    if (quote.kind !== kind) throw new Error(`the ${kind} provider was asked to confirm a ${quote.kind} quote`)
    if (setup.slowMs > 0) await wait(setup.slowMs)
    return referenceFor(prefix, length, kind, idempotencyKey)
  }
}
