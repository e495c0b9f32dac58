import { describe, expect, it } from 'vitest'
import { startsAWord } from './starts-a-word'

describe('startsAWord', () => {
  it('matches the start of a word, not the inside of one', () => {
    expect(startsAWord('london', 'lon')).toBe(true)
    expect(startsAWord('new london', 'lon')).toBe(true)
    expect(startsAWord('barcelona', 'lon')).toBe(false)
    expect(startsAWord('germany', 'ny')).toBe(false)
  })

  it('matches several words typed, and words apart by hyphens, apostrophes and brackets', () => {
    expect(startsAWord('new york', 'new yo')).toBe(true)
    expect(startsAWord('winston-salem', 'salem')).toBe(true)
    expect(startsAWord('paris (orly)', 'orly')).toBe(true)
    expect(startsAWord('st. john’s', 'john')).toBe(true)
    expect(startsAWord('seattle–tacoma international airport', 'tacoma')).toBe(true)
    expect(startsAWord('דאלאס–פורט וורת׳', 'פורט')).toBe(true)
  })

  it('matches nothing for separators alone', () => {
    expect(startsAWord('winston-salem', '-')).toBe(false)
    expect(startsAWord('paris (orly)', ' ( ')).toBe(false)
  })

  it('matches the initials of a name of two words or more', () => {
    expect(startsAWord('new york', 'ny')).toBe(true)
    expect(startsAWord('los angeles', 'la')).toBe(true)
    expect(startsAWord('london', 'lo')).toBe(true)
    expect(startsAWord('new york', 'n')).toBe(true)
    expect(startsAWord('hong kong', 'hx')).toBe(false)
  })

  it('matches anywhere in a name written without spaces', () => {
    expect(startsAWord('ニューヨーク', 'ヨーク')).toBe(true)
    expect(startsAWord('東京', '京')).toBe(true)
  })

  it('matches Arabic and Hebrew by their words too', () => {
    expect(startsAWord('نيويورك', 'نيو')).toBe(true)
    expect(startsAWord('תל אביב', 'אביב')).toBe(true)
    expect(startsAWord('ברצלונה', 'לונ')).toBe(false)
  })
})
