// The cancel-for-any-reason provider (FlexAnyway, a demo): contracts that refund a share of
// the flights' price whatever the reason, exercised (exercise.ts) until a deadline before the
// first departure. Before that deadline the contract itself may also be cancelled with its
// price back (docs/decisions/cfar-cancel-before-deadline.md); after it, neither.
import type { ProductProvider } from '../product'
import { confirmWith, type ProviderSetup } from './provider'

export const cfarProviderName = 'FlexAnyway'

/** True while a CONFIRMED contract may still be exercised (or cancelled). */
export const cfarOpen = (product: Parameters<ProductProvider['cancelTerms']>[0], nowMs: number): boolean =>
  product.state === 'CONFIRMED' && product.details.kind === 'CFAR' && nowMs < product.details.deadline

export function cfarProvider(setup: ProviderSetup): ProductProvider {
  return {
    kind: 'CFAR',
    confirm: confirmWith('CFAR', 'CFAR-', 8, setup),
    async void() {},
    cancelTerms: (product, nowMs) =>
      cfarOpen(product, nowMs) ? { refund: product.price - product.refunded, penalty: 0, appliedPenalty: null } : null,
    async cancel() {},
  }
}
