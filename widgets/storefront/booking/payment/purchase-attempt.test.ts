import { beforeEach, describe, expect, it } from 'vitest'
import { hasPendingAttempt } from './pending-attempt'
import { attemptKey, endAttempt, pendingAttempt, type PaymentChoice } from './purchase-attempt'

const VISA: PaymentChoice = { type: 'CARD', brand: 'VISA', last4: '1111', expiry: '12/2028' }

describe('purchase attempts', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps one key for an attempt until it is answered', () => {
    const first = attemptKey('conv-1', VISA)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(attemptKey('conv-1', { ...VISA })).toBe(first)
    expect(hasPendingAttempt('conv-1')).toBe(true)
    expect(pendingAttempt('conv-1')).toEqual({ key: first, type: 'CARD' })
  })

  it('keeps the key across a reload, in session storage, with no card data', () => {
    const key = attemptKey('conv-1', VISA)
    const entry = sessionStorage.getItem('DX_purchaseAttempt') ?? ''
    expect(JSON.parse(entry)).toEqual({
      key,
      execution: 'conv-1',
      type: 'CARD',
      fingerprint: expect.stringMatching(/^[0-9a-z]+$/),
    })
    for (const secret of ['1111', '2028', 'VISA']) expect(entry).not.toContain(secret)
  })

  it('starts a new attempt with a new key once the last one was answered', () => {
    const first = attemptKey('conv-1', VISA)
    endAttempt()
    expect(hasPendingAttempt('conv-1')).toBe(false)
    expect(pendingAttempt('conv-1')).toBeUndefined()
    const second = attemptKey('conv-1', VISA)
    expect(second).not.toBe(first)
  })

  it('never reuses another conversation’s key', () => {
    const first = attemptKey('conv-1', VISA)
    expect(hasPendingAttempt('conv-2')).toBe(false)
    expect(attemptKey('conv-2', VISA)).not.toBe(first)
  })

  it('starts a new attempt when the payment changed: another card, expiry, plan, currency, address or way to pay', () => {
    const changes: PaymentChoice[] = [
      { ...VISA, last4: '0002' },
      { ...VISA, expiry: '11/2028' },
      { ...VISA, brand: 'MASTERCARD' },
      { ...VISA, installments: 6 },
      { ...VISA, conversionOfferId: 'dcc-1' },
      { ...VISA, rest: 'another billing address' },
      { type: 'ZZPAY' },
    ]
    for (const change of changes) {
      const before = attemptKey('conv-1', VISA)
      const after = attemptKey('conv-1', change)
      expect(after, JSON.stringify(change)).not.toBe(before)
      // The new attempt is now the pending one: the same change keeps its key.
      expect(attemptKey('conv-1', change)).toBe(after)
      expect(pendingAttempt('conv-1')?.type).toBe(change.type)
    }
  })
})
