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

// Each test asks for a locale and currency no other test built, since formatters are kept for the page.
describe('preparing the formatters ahead of need', () => {
  it('builds none in the calling task, then one a task: time, date, money', () => {
    prepareFormats('fr-FR', 'EUR')
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled()
    vi.advanceTimersToNextTimer()
    expect(Intl.DateTimeFormat).toHaveBeenCalledTimes(1)
    vi.advanceTimersToNextTimer()
    expect(Intl.DateTimeFormat).toHaveBeenCalledTimes(2)
    expect(Intl.NumberFormat.prototype.resolvedOptions).not.toHaveBeenCalled()
    vi.advanceTimersToNextTimer()
    expect(Intl.NumberFormat.prototype.resolvedOptions).toHaveBeenCalled()
  })

  it('builds no more once stopped', () => {
    const stop = prepareFormats('it-IT', 'CHF')
    vi.advanceTimersToNextTimer()
    stop()
    vi.runAllTimers()
    expect(Intl.DateTimeFormat).toHaveBeenCalledTimes(1)
    expect(Intl.NumberFormat.prototype.resolvedOptions).not.toHaveBeenCalled()
  })
})
