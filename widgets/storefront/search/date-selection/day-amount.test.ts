import { describe, expect, it } from 'vitest'
import { formatMoneyWhole } from '../../../../core/i18n/format'
import { formatAmountWhole } from './day-amount'

describe('formatAmountWhole', () => {
  it('is the whole price without its currency, grouped as the locale groups, rounded up', () => {
    expect(formatAmountWhole(163_301, 'USD', 'en-US')).toBe('1,634')
    expect(formatAmountWhole(163_300, 'USD', 'de-DE')).toBe('1.633')
    expect(formatAmountWhole(163_300, 'USD', 'fr-FR')).toBe('1\u202f633')
    expect(formatAmountWhole(163_300, 'JPY', 'ja-JP')).toBe('163,300')
  })

  it('is the number formatMoneyWhole writes, in right-to-left locales too', () => {
    for (const locale of ['ar-AE', 'he-IL', 'pt-BR', 'es-ES']) {
      const amount = formatAmountWhole(987_650, 'EUR', locale)
      expect(amount).toMatch(/^[\d.,\s\u202f\u00a0]+$/)
      expect(formatMoneyWhole(987_650, 'EUR', locale)).toContain(amount)
    }
  })
})
