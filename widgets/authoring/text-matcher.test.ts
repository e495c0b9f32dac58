// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { textMatcher } from './text-matcher'

const messages = {
  searchBox: {
    title: 'Book a flight',
    formLabel: 'Search flights',
    submit: 'Search flights',
    flight: 'Flight {number}',
  },
  common: { minutes: '{minutes} min', pointsPlus: '{points, number} points + {amount}', bare: '{amount}' },
  authoring: { editTexts: 'Edit texts' },
}
const match = textMatcher(messages, new Set(['authoring']))

describe('textMatcher', () => {
  it('finds the key of a text that is a message exactly', () => {
    expect(match('Book a flight')).toEqual(['searchBox.title'])
  })

  it('ignores spaces around and inside a text, and right-to-left isolation marks', () => {
    expect(match('  Book  a\nflight ')).toEqual(['searchBox.title'])
    expect(match('\u2068Book a flight\u2069')).toEqual(['searchBox.title'])
  })

  it('gives every key a text is shared by', () => {
    expect(match('Search flights')).toEqual(['searchBox.formLabel', 'searchBox.submit'])
  })

  it('finds a template with its placeholders filled', () => {
    expect(match('Flight 2')).toEqual(['searchBox.flight'])
    expect(match('1,200 points + €40')).toEqual(['common.pointsPlus'])
  })

  it('matches no text with a template of placeholders alone', () => {
    expect(match('€40')).toEqual([])
  })

  it('leaves out the namespaces it is told to', () => {
    expect(match('Edit texts')).toEqual([])
  })

  it('finds nothing for a text that is no message', () => {
    expect(match('LHR')).toEqual([])
  })
})
