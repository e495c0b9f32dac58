// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prepareFormats } from './format'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Intl, 'DateTimeFormat')
  // The money formatter reads its currency's digits first.
  vi.spyOn(Intl.NumberFormat.prototype, 'resolvedOptions')
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('preparing the formatters ahead of need', () => {
  it('builds none in the calling task, and each of time, date and money in a task of its own', () => {
    prepareFormats('fr-FR', 'EUR')
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(3)
    vi.runAllTimers()
    expect(Intl.DateTimeFormat).toHaveBeenCalledTimes(2)
    expect(Intl.NumberFormat.prototype.resolvedOptions).toHaveBeenCalled()
  })
})
