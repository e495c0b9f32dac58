// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { cached } from './cached'

describe('cached', () => {
  it('makes a value once per key and returns the kept one after', () => {
    const cache = new Map<string, object>()
    const make = vi.fn(() => ({}))
    const first = cached(cache, 'en-US', make)
    expect(cached(cache, 'en-US', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    expect(cached(cache, 'de-DE', make)).not.toBe(first)
    expect(make).toHaveBeenCalledTimes(2)
  })
})
