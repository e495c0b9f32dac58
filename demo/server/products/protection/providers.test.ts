import { afterEach, describe, expect, it, vi } from 'vitest'
import { migratedDb } from '../../test-support/migrated-db'
import { providerFaults } from '../faults'
import { ProviderError, type StoredProduct, type StoredQuote } from '../product'
import { productStore } from '../product-store'
import { cfarProvider } from './cfar'
import { insuranceProvider } from './insurance'
import { protectionProviders } from './providers'
import { refundProtectionProvider } from './refund-protection'

const store = productStore(migratedDb())
const departs = Date.parse('2026-06-05T09:00:00Z')

const quote = (details: StoredQuote['details']): StoredQuote => ({
  quoteId: 'q1',
  conversationKey: 'k',
  kind: details.kind,
  provider: 'demo',
  title: 'demo',
  price: 5_000,
  currency: 'EUR',
  createdAt: 0,
  expiresAt: 1,
  termsUrl: '/dx/demo/terms/x.html',
  termsVersion: '1',
  details,
})
const insuranceQuote = quote({
  kind: 'INSURANCE',
  planCode: 'ESSENTIAL',
  travellers: 1,
  region: 'EUROPE',
  coverStartsAt: departs,
})
const product = (q: StoredQuote, refunded = 0): StoredProduct => ({
  ...q,
  productId: 'p1',
  orderReference: 'ABC123',
  state: 'CONFIRMED',
  reference: 'X',
  refunded,
  idempotencyKey: 'key',
  confirmedAt: 0,
  endedAt: null,
})

afterEach(() => {
  vi.useRealTimers()
})

describe('confirm', () => {
  it('answers one policy number per idempotency key', async () => {
    const provider = insuranceProvider({ store, fault: undefined })
    const first = await provider.confirm(insuranceQuote, 'purchase-1:INSURANCE')
    expect(first).toMatch(/^INS-[A-Z2-9]{6}$/)
    expect(await provider.confirm(insuranceQuote, 'purchase-1:INSURANCE')).toBe(first)
    expect(await provider.confirm(insuranceQuote, 'purchase-2:INSURANCE')).not.toBe(first)
  })

  it('gives each kind its own reference', async () => {
    const rp = refundProtectionProvider({ store, fault: undefined })
    const cfar = cfarProvider({ store, fault: undefined })
    const rpQuote = quote({ kind: 'REFUND_PROTECTION', pricePerMille: 70, covered: 100_000, departsAt: departs })
    const cfarQuote = quote({ kind: 'CFAR', sessionId: 's', coveragePerMille: 800, refund: 80_000, deadline: departs })
    expect(await rp.confirm(rpQuote, 'k1')).toMatch(/^RP-[A-Z2-9]{8}$/)
    expect(await cfar.confirm(cfarQuote, 'k1')).toMatch(/^CFAR-[A-Z2-9]{8}$/)
  })

  it('refuses when the switch makes it fail', async () => {
    const [[, provider] = []] = protectionProviders(store, providerFaults('insurance:fail'))
    await expect(provider?.confirm(insuranceQuote, 'k')).rejects.toMatchObject({ reason: 'PROVIDER_FAILED' })
  })

  it('answers nothing within the caller’s deadline when it times out, then refuses', async () => {
    vi.useFakeTimers()
    const provider = insuranceProvider({ store, fault: 'timeout' })
    let settled: unknown
    const answer = provider.confirm(insuranceQuote, 'k').then(
      (reference) => (settled = reference),
      (error: unknown) => (settled = error),
    )
    await vi.advanceTimersByTimeAsync(5_000)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(15_000)
    await answer
    expect(settled).toBeInstanceOf(ProviderError)
    expect(settled).toMatchObject({ reason: 'PROVIDER_TIMEOUT' })
  })

  it('answers late but within the deadline when slow', async () => {
    vi.useFakeTimers()
    const provider = insuranceProvider({ store, fault: 'slow' })
    let settled: unknown
    const answer = provider.confirm(insuranceQuote, 'k').then((reference) => (settled = reference))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1_000)
    await answer
    expect(settled).toMatch(/^INS-/)
  })
})

describe('cancelTerms', () => {
  it('insurance: the premium back until cover starts, then not cancellable', () => {
    const provider = insuranceProvider({ store, fault: undefined })
    expect(provider.cancelTerms(product(insuranceQuote), departs - 1)).toEqual({
      refund: 5_000,
      penalty: 0,
      appliedPenalty: null,
    })
    expect(provider.cancelTerms(product(insuranceQuote), departs)).toBeNull()
    expect(provider.cancelTerms({ ...product(insuranceQuote), state: 'CANCELLED' }, 0)).toBeNull()
  })

  it('refund protection: its price back until departure', () => {
    const provider = refundProtectionProvider({ store, fault: undefined })
    const rp = product(quote({ kind: 'REFUND_PROTECTION', pricePerMille: 70, covered: 100_000, departsAt: departs }))
    expect(provider.cancelTerms(rp, departs - 1)?.refund).toBe(5_000)
    expect(provider.cancelTerms(rp, departs)).toBeNull()
  })

  it('CFAR: its price back until its deadline, never more than is left of it', () => {
    const provider = cfarProvider({ store, fault: undefined })
    const deadline = departs - 24 * 3_600_000
    const cfar = quote({ kind: 'CFAR', sessionId: 's', coveragePerMille: 800, refund: 80_000, deadline })
    expect(provider.cancelTerms(product(cfar, 1_000), deadline - 1)?.refund).toBe(4_000)
    expect(provider.cancelTerms(product(cfar), deadline)).toBeNull()
  })
})
