import { afterEach, describe, expect, it, vi } from 'vitest'
import { providerFaults } from '../faults'
import type { StoredProduct, StoredQuote } from '../product'
import { cfarProvider } from './cfar'
import { insuranceProvider } from './insurance'
import { protectionProviders } from './providers'
import { refundProtectionProvider } from './refund-protection'

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
    const provider = insuranceProvider({ slowMs: 0 })
    const first = await provider.confirm(insuranceQuote, 'purchase-1:INSURANCE')
    expect(first).toMatch(/^INS-[A-Z2-9]{6}$/)
    expect(await provider.confirm(insuranceQuote, 'purchase-1:INSURANCE')).toBe(first)
    expect(await provider.confirm(insuranceQuote, 'purchase-2:INSURANCE')).not.toBe(first)
  })

  it('gives each kind its own reference', async () => {
    const rp = refundProtectionProvider({ slowMs: 0 })
    const cfar = cfarProvider({ slowMs: 0 })
    const rpQuote = quote({ kind: 'REFUND_PROTECTION', pricePerMille: 70, covered: 100_000, departsAt: departs })
    const cfarQuote = quote({ kind: 'CFAR', sessionId: 's', coveragePerMille: 800, refund: 80_000, deadline: departs })
    expect(await rp.confirm(rpQuote, 'k1')).toMatch(/^RP-[A-Z2-9]{8}$/)
    expect(await cfar.confirm(cfarQuote, 'k1')).toMatch(/^CFAR-[A-Z2-9]{8}$/)
  })

  it('leaves the switch’s fail and timeout to the lifecycle: the provider itself answers at once', async () => {
    for (const setting of ['insurance:fail', 'insurance:timeout']) {
      const [[, provider] = []] = protectionProviders(providerFaults(setting))
      expect(await provider?.confirm(insuranceQuote, 'k')).toMatch(/^INS-/)
    }
  })

  it('answers late but within the deadline when slow', async () => {
    vi.useFakeTimers()
    const [[, provider] = []] = protectionProviders(providerFaults('insurance:slow'))
    if (!provider) throw new Error('no provider')
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
    const provider = insuranceProvider({ slowMs: 0 })
    expect(provider.cancelTerms(product(insuranceQuote), departs - 1)).toEqual({
      refund: 5_000,
      penalty: 0,
      appliedPenalty: null,
    })
    expect(provider.cancelTerms(product(insuranceQuote), departs)).toBeNull()
    expect(provider.cancelTerms({ ...product(insuranceQuote), state: 'CANCELLED' }, 0)).toBeNull()
  })

  it('refund protection: its price back until departure', () => {
    const provider = refundProtectionProvider({ slowMs: 0 })
    const rp = product(quote({ kind: 'REFUND_PROTECTION', pricePerMille: 70, covered: 100_000, departsAt: departs }))
    expect(provider.cancelTerms(rp, departs - 1)?.refund).toBe(5_000)
    expect(provider.cancelTerms(rp, departs)).toBeNull()
  })

  it('CFAR: its price back until its deadline, never more than is left of it', () => {
    const provider = cfarProvider({ slowMs: 0 })
    const deadline = departs - 24 * 3_600_000
    const cfar = quote({ kind: 'CFAR', sessionId: 's', coveragePerMille: 800, refund: 80_000, deadline })
    expect(provider.cancelTerms(product(cfar, 1_000), deadline - 1)?.refund).toBe(4_000)
    expect(provider.cancelTerms(product(cfar), deadline)).toBeNull()
  })
})
