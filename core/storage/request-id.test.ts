import { beforeEach, describe, expect, it } from 'vitest'
import { getRequestId } from './request-id'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeEach(() => sessionStorage.clear())

describe('request id', () => {
  it('is a random UUID', () => {
    expect(getRequestId()).toMatch(UUID_V4)
  })

  it('is kept in session storage under DX_requestId and reused', () => {
    const id = getRequestId()
    expect(JSON.parse(sessionStorage.getItem('DX_requestId') ?? 'null')).toBe(id)
    expect(getRequestId()).toBe(id)
  })

  it('is made by hand when crypto.randomUUID is unavailable (plain http partner pages)', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const first = getRequestId()
      expect(first).toMatch(UUID_V4)
      sessionStorage.clear()
      expect(getRequestId()).not.toBe(first)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
