// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ProductDetails, StoredProduct } from '../../products/product'
import { type ProductToCancel, quoteProducts } from './product-refunds'

const productOf = (productId: string, price: number, details: ProductDetails): StoredProduct => ({
  productId,
  orderReference: 'ABC123',
  quoteId: `q-${productId}`,
  kind: details.kind,
  provider: 'Demo',
  state: 'CONFIRMED',
  reference: `R-${productId}`,
  title: productId,
  price,
  refunded: 0,
  currency: 'USD',
  termsUrl: 'https://example.com/terms',
  termsVersion: '1',
  details,
  idempotencyKey: productId,
  createdAt: 0,
  confirmedAt: 0,
  endedAt: null,
})

const open = (product: StoredProduct): ProductToCancel => ({
  product,
  terms: { refund: product.price, penalty: 0, appliedPenalty: null },
})
const cfar = (share: number) =>
  productOf('cfar', 4_000, { kind: 'CFAR', sessionId: 's', coveragePerMille: 800, refund: share, deadline: 1 })
const protection = (covered: number) =>
  productOf('rp', 3_000, { kind: 'REFUND_PROTECTION', pricePerMille: 70, covered, departsAt: 1 })

/** A non-refundable fare: 50,000 of fare and 10,000 of taxes, only the taxes back. */
const basic = { fare: 50_000, price: 60_000, fareBack: 0, back: 10_000 }

describe('what a whole-trip cancel gives back for each product', () => {
  it('tops the flights up to a cancel-for-any-reason share and keeps its price (EXERCISED)', () => {
    const [line] = quoteProducts([open(cfar(48_000))], basic)
    expect(line).toMatchObject({ refundable: 38_000, outcome: 'EXERCISED', paid: 4_000 })
  })

  it('cancels a cancel-for-any-reason contract with its price back when the fare rules give more than its share', () => {
    const [line] = quoteProducts([open(cfar(48_000))], { ...basic, fareBack: 45_000, back: 55_000 })
    expect(line).toMatchObject({ refundable: 4_000, outcome: 'CANCELLED' })
  })

  it('pays the fare kept through refund protection, up to what it covers, before cancel-for-any-reason', () => {
    const lines = quoteProducts([open(cfar(48_000)), open(protection(30_000))], basic)
    expect(lines.map((l) => [l.product.kind, l.refundable, l.outcome])).toEqual([
      ['CFAR', 8_000, 'EXERCISED'],
      ['REFUND_PROTECTION', 30_000, 'EXERCISED'],
    ])
  })

  it('keeps a product its rules no longer let go (cover started, deadline passed), with nothing back', () => {
    const [line] = quoteProducts([{ product: cfar(48_000), terms: null }], basic)
    expect(line).toMatchObject({ refundable: 0, outcome: 'KEPT' })
  })
})
