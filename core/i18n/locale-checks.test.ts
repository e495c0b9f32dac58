// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { extraKeys, missingKeys, placeholderMismatches, pluralMismatches, unreadableMessages } from './locale-checks'

const english = {
  search: { title: 'Find a flight', from: 'From {city}' },
  results: { count: { one: '{count, number} flight', other: '{count, number} flights' } },
}

describe('locale checks', () => {
  it('find a message the translation lacks', () => {
    expect(missingKeys(english, { search: { title: 'Flug finden' }, results: english.results })).toEqual([
      'search.from',
    ])
  })

  it('find a message en-US lacks', () => {
    expect(extraKeys(english, { ...english, search: { ...english.search, to: 'Nach {city}' } })).toEqual(['search.to'])
  })

  it('find a placeholder renamed, dropped, or no longer formatted as a number', () => {
    const translated = {
      search: { title: 'Flug {city} finden', from: 'Von {stadt}' },
      results: { count: { one: '{count} Flug', other: '{count} Flüge' } },
    }
    expect(placeholderMismatches(english, translated)).toEqual([
      'search.title: {city}, en-US ',
      'search.from: {stadt}, en-US {city}',
      'results.count: {count}, en-US {count, number}',
    ])
  })

  it('let a plural form say its number in words, when the other forms name the placeholder', () => {
    const count = {
      zero: 'لا رحلات',
      one: 'رحلة واحدة',
      two: 'رحلتان',
      few: '{count, number} رحلات',
      many: '{count, number} رحلة',
      other: '{count, number} رحلة',
    }
    expect(placeholderMismatches(english, { ...english, results: { count } })).toEqual([])
  })

  it("find a counted message without its language's plural forms, or with forms it does not have", () => {
    const arabic = { ...english, results: { count: { one: 'رحلة واحدة', other: '{count, number} رحلة' } } }
    expect(pluralMismatches(english, arabic, 'ar-AE')).toEqual([
      'results.count: one other, ar-AE few many one other two zero',
    ])
    const german = { ...english, results: { count: { zero: 'Keine Flüge', one: '1 Flug', other: '{count} Flüge' } } }
    expect(pluralMismatches(english, german, 'de-DE')).toEqual(['results.count: one other zero, de-DE one other'])
  })

  it('find a counted message written as one text', () => {
    const translated = { ...english, results: { count: '{count, number} Flüge' } }
    expect(pluralMismatches(english, translated, 'de-DE')).toEqual(['results.count: (text), de-DE one other'])
  })

  it('find a message our interpolation cannot read: ICU plural syntax, an unclosed or stray brace', () => {
    const translated = {
      search: { title: 'Flug finden}', from: 'Von {city' },
      results: { count: { one: '{count, plural, one {# Flug}}', other: '{count, number} Flüge' } },
    }
    expect(unreadableMessages(translated, 'de-DE')).toEqual([
      'search.title: Flug finden}',
      'search.from: Von {city',
      'results.count: {count, plural, one {# Flug}}',
    ])
  })
})
