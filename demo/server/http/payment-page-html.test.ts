// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatAmount, page } from './payment-page-html'

describe('formatAmount (minor units on the bank and ZZ Pay pages)', () => {
  it('writes two-decimal currencies as before', () => {
    expect(formatAmount(123456, 'USD', 'en-US')).toBe('$1,234.56')
    expect(formatAmount(5, 'GBP', 'en-US')).toBe('£0.05')
  })

  it("uses the currency's own minor-unit digits: none for JPY, three for KWD", () => {
    expect(formatAmount(1234, 'JPY', 'en-US')).toBe('¥1,234')
    expect(formatAmount(1234, 'KWD', 'en-US')).toBe('KWD\u00a01.234')
  })

  it('writes the amount as the page’s locale does, isolated on a right-to-left page', () => {
    expect(formatAmount(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€')
    expect(formatAmount(123456, 'USD', 'ar-AE')).toMatch(/^\u2068.*1,234\.56.*\u2069$/)
  })
})

describe('page (the bank and ZZ Pay pages’ frame)', () => {
  it('is in its locale’s language and direction, with the demo notice in that language', () => {
    const arabic = page('ar-AE', 'عنوان', '<h1>x</h1>')
    expect(arabic).toContain('<html lang="ar-AE" dir="rtl">')
    expect(arabic).toContain('<p class="demo">للعرض التوضيحي فقط')
    expect(page('de-DE', 'Titel', '')).toContain('<html lang="de-DE" dir="ltr">')
    expect(page('de-DE', 'Titel', '')).toContain('<p class="demo">Nur eine Demo')
  })
})
