import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatNumber } from './format-number'

const everySmallNumber = Array.from({ length: 1000 }, (_, n) => n)

describe('formatNumber', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each(['en-US', 'de-DE', 'ar-AE', 'ar-MA', 'ar-DZ', 'ar-TN', 'fr-FR', 'es-MX', 'it-IT', 'nl-NL', 'pt-BR'])(
    'writes every whole number below 1000 as Intl does in %s',
    (locale) => {
      const intl = new Intl.NumberFormat(locale)
      expect(everySmallNumber.map((n) => formatNumber(n, locale))).toEqual(everySmallNumber.map((n) => intl.format(n)))
    },
  )

  it('builds no Intl formatter for a small count in a Western-digit locale', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    expect(formatNumber(2, 'en-GB')).toBe('2')
    expect(built).not.toHaveBeenCalled()
  })

  it('writes Arabic-Indic digits where the locale does', () => {
    expect(formatNumber(12, 'ar-EG')).toBe('١٢')
  })

  it('groups thousands as the locale does', () => {
    expect(formatNumber(12500, 'de-DE')).toBe('12.500')
    expect(formatNumber(1000, 'en-US')).toBe('1,000')
  })

  it('leaves fractions and negative numbers to Intl', () => {
    expect(formatNumber(2.5, 'de-DE')).toBe('2,5')
    expect(formatNumber(-3, 'en-US')).toBe(new Intl.NumberFormat('en-US').format(-3))
  })
})
