// @vitest-environment node
// The products' store: one preview mechanism for a cancel and a CFAR exercise.
import { describe, expect, it } from 'vitest'
import { migratedDb } from '../test-support/migrated-db'
import type { StoredQuote } from './product'
import { productStore, type StoredCancelPreview } from './product-store'

const nowMs = Date.parse('2026-06-01T12:00:00Z')

const cfarQuote: StoredQuote = {
  quoteId: 'q-cfar',
  conversationKey: 'conversation',
  kind: 'CFAR',
  provider: 'FlexAnyway',
  title: 'Cancel for any reason',
  price: 3_000,
  currency: 'USD',
  createdAt: nowMs,
  expiresAt: nowMs + 60_000,
  termsUrl: 'https://example.com/terms',
  termsVersion: '1',
  details: { kind: 'CFAR', sessionId: 's', coveragePerMille: 800, refund: 40_000, deadline: nowMs + 86_400_000 },
}

/** A store holding one CONFIRMED CFAR contract of order ABC123. */
function storeWithContract() {
  const store = productStore(migratedDb())
  store.saveQuote(cfarQuote)
  store.insertConfirmed(cfarQuote, 'P1', 'CFAR-1', 'conversation:key:CFAR', nowMs)
  store.markPaid(['P1'], 'ABC123', nowMs)
  return store
}

const previewOf = (action: StoredCancelPreview['action'], refund: number): StoredCancelPreview => ({
  previewId: `preview-${action}`,
  productId: 'P1',
  action,
  refund,
  penalty: 0,
  appliedPenalty: null,
  createdAt: nowMs,
  expiresAt: nowMs + 600_000,
  usedAt: null,
})

describe('previews: savePreview, preview, cancelAsPreviewed', () => {
  it('ends a contract EXERCISED by its EXERCISE preview, once, its own price not refunded', () => {
    const store = storeWithContract()
    // The exercise's refund is the flights' share, far above the contract's price of 3 000.
    store.savePreview(previewOf('EXERCISE', 40_000))
    const saved = store.preview('preview-EXERCISE')
    expect(saved?.action).toBe('EXERCISE')
    expect(store.cancelAsPreviewed(saved ?? previewOf('EXERCISE', 40_000), nowMs)).toBe(true)
    expect(store.product('P1')).toMatchObject({ state: 'EXERCISED', refunded: 0, endedAt: nowMs })
    expect(store.cancelAsPreviewed(previewOf('EXERCISE', 40_000), nowMs)).toBe(false)
  })

  it('ends a product CANCELLED with the refund of its CANCEL preview', () => {
    const store = storeWithContract()
    store.savePreview(previewOf('CANCEL', 2_000))
    expect(store.cancelAsPreviewed(previewOf('CANCEL', 2_000), nowMs)).toBe(true)
    expect(store.product('P1')).toMatchObject({ state: 'CANCELLED', refunded: 2_000 })
  })
})
