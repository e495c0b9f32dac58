import { describe, expect, it } from 'vitest'
import { latinDigits } from './latin-digits'

describe('latinDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9', () => {
    expect(latinDigits('٩٧١')).toBe('971')
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
  })

  it('reads the decimal digits of any script, not only two ranges', () => {
    expect(latinDigits('१२३')).toBe('123')
    expect(latinDigits('０９')).toBe('09')
    expect(latinDigits('๕')).toBe('5')
    // Mathematical digits: five rows of ten in one run (bold, double-struck, ...).
    expect(latinDigits('𝟎𝟗𝟘𝟡𝟿')).toBe('09099')
  })

  it('gives every Unicode decimal digit a value 0-9 that its row agrees with', () => {
    for (let codePoint = 0; codePoint <= 0x1ffff; codePoint++) {
      const char = String.fromCodePoint(codePoint)
      if (!/\p{Nd}/u.test(char)) continue
      const value = Number(latinDigits(char))
      const next = String.fromCodePoint(codePoint + 1)
      if (value < 9) expect(latinDigits(next), `U+${codePoint.toString(16)}`).toBe(String(value + 1))
    }
  })

  it('leaves everything else as typed', () => {
    expect(latinDigits('+٤٤ (0) 20-7946')).toBe('+44 (0) 20-7946')
    expect(latinDigits('AB١٢٣٤٥')).toBe('AB12345')
    expect(latinDigits('محمد ½ Ⅻ')).toBe('محمد ½ Ⅻ')
  })
})
