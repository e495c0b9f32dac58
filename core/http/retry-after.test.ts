// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY_AFTER_SECONDS, readRetryAfter } from './retry-after'

const now = Date.parse('2026-06-01T12:00:00Z')

describe('readRetryAfter', () => {
  it('reads a number of seconds', () => {
    expect(readRetryAfter('12', now)).toBe(12)
  })

  it('reads an HTTP date as the seconds until it, rounded up', () => {
    expect(readRetryAfter('Mon, 01 Jun 2026 12:00:41 GMT', now - 500)).toBe(42)
  })

  it('reads an HTTP date already past as no wait', () => {
    expect(readRetryAfter('Mon, 01 Jun 2026 11:59:00 GMT', now)).toBe(0)
  })

  it('gives the default wait when the header is missing', () => {
    expect(readRetryAfter(null, now)).toBe(DEFAULT_RETRY_AFTER_SECONDS)
  })

  it('gives the default wait for a value in neither form, a negative or fractional number among them', () => {
    for (const header of ['soon', '-5', '1.5', ''])
      expect(readRetryAfter(header, now)).toBe(DEFAULT_RETRY_AFTER_SECONDS)
  })

  it('prefers the wait the error names to the default when the header says nothing readable', () => {
    expect(readRetryAfter(null, now, 7)).toBe(7)
  })
})
