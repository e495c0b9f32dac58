// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatAmount } from './payment-page-html'

describe('formatAmount (minor units on the bank and ZZ Pay pages)', () => {
  it('writes two-decimal currencies as before', () => {
    expect(formatAmount(123456, 'USD')).toBe('$1,234.56')
    expect(formatAmount(5, 'GBP')).toBe('£0.05')
  })

  it("uses the currency's own minor-unit digits: none for JPY, three for KWD", () => {
    expect(formatAmount(1234, 'JPY')).toBe('¥1,234')
    expect(formatAmount(1234, 'KWD')).toBe('KWD\u00a01.234')
  })
})
