// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatMoney, formatMoneyWhole, formatTime, prepareFormats } from './format'

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

describe('amounts in right-to-left text', () => {
  it('isolates an amount and its currency symbol, so "US$" is not read as "$US"', () => {
    expect(formatMoney(1200, 'USD', 'ar-AE')).toBe('\u2068\u200f12.00\u00a0\u2068US$\u2069\u2069')
    expect(formatMoneyWhole(1250, 'USD', 'ar-AE')).toBe('\u2068\u200f13\u00a0\u2068US$\u2069\u2069')
  })

  it('leaves amounts in left-to-right text as the locale writes them', () => {
    expect(formatMoney(1200, 'USD', 'en-US')).toBe('$12.00')
    expect(formatMoney(123450, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€')
  })
})

describe('clock times', () => {
  it('are written as each locale writes them: 08:10 in French, German and Portuguese, 8:10 AM in English', () => {
    const morning = new Date(2026, 0, 1, 8, 10)
    expect(formatTime(morning, 'fr-FR')).toBe('08:10')
    expect(formatTime(morning, 'de-DE')).toBe('08:10')
    expect(formatTime(morning, 'pt-BR')).toBe('08:10')
    expect(formatTime(morning, 'en-US')).toMatch(/^8:10\sAM$/u)
    expect(formatTime(morning, 'ja-JP')).toBe('8:10')
  })
})
