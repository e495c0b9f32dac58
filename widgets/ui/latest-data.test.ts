// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { latestAt, latestData } from './latest-data'

const at = new Date('2026-11-30T10:00:00Z')

describe('what a request has to show, and when it was answered', () => {
  it('is the answer and its time once it succeeded', () => {
    expect(latestData({ status: 'success', data: 1, at })).toBe(1)
    expect(latestAt({ status: 'success', data: 1, at })).toBe(at)
  })

  it('is the last answer and its time while it loads again or after it failed', () => {
    expect(latestAt({ status: 'loading', previous: 1, previousAt: at })).toBe(at)
    expect(latestData({ status: 'error', error: new Error('x'), previous: 1, previousAt: at })).toBe(1)
    expect(latestAt({ status: 'error', error: new Error('x'), previous: 1, previousAt: at })).toBe(at)
  })

  it('is nothing before any answer', () => {
    expect(latestAt({ status: 'idle' })).toBeUndefined()
    expect(latestAt({ status: 'loading' })).toBeUndefined()
  })
})
