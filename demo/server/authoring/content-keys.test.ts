// @vitest-environment node
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { authorableComponents, authorableLocales, keyKind, textKeysOf } from './content-keys'

describe('what may be authored', () => {
  it('is every locale of locales/', () => {
    const files = readdirSync('locales').filter((name) => name.endsWith('.json'))
    expect([...authorableLocales].sort()).toEqual(files.map((name) => name.replace(/\.json$/, '')).sort())
  })

  it('starts with the global component, and has no common one', () => {
    expect(authorableComponents[0]).toBe('global')
    expect(authorableComponents).not.toContain('common')
  })

  it('names texts by dotted keys in the en-US file’s order', () => {
    expect(textKeysOf('searchBox').slice(0, 2)).toEqual(['title', 'formLabel'])
    expect(textKeysOf('searchBox')).toContain('journey.one-way')
  })

  it('tells a text from a group of texts and from nothing', () => {
    expect([
      keyKind('searchBox', 'journey.one-way'),
      keyKind('searchBox', 'journey'),
      keyKind('searchBox', 'x'),
    ]).toEqual(['text', 'group', undefined])
  })
})
