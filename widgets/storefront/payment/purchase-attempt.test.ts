import { beforeEach, describe, expect, it } from 'vitest'
import { attemptKey, endAttempt, hasPendingAttempt } from './purchase-attempt'

describe('purchase attempts', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps one key for an attempt until it is answered', () => {
    const first = attemptKey('conv-1')
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(attemptKey('conv-1')).toBe(first)
    expect(hasPendingAttempt('conv-1')).toBe(true)
  })

  it('keeps the key across a reload, in session storage, with no personal data', () => {
    const key = attemptKey('conv-1')
    expect(JSON.parse(sessionStorage.getItem('DX_purchaseAttempt') ?? 'null')).toEqual({ key, execution: 'conv-1' })
  })

  it('starts a new attempt with a new key once the last one was answered', () => {
    const first = attemptKey('conv-1')
    endAttempt()
    expect(hasPendingAttempt('conv-1')).toBe(false)
    const second = attemptKey('conv-1')
    expect(second).not.toBe(first)
  })

  it('never reuses another conversation’s key', () => {
    const first = attemptKey('conv-1')
    expect(hasPendingAttempt('conv-2')).toBe(false)
    expect(attemptKey('conv-2')).not.toBe(first)
  })
})
