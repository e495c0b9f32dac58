// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { entityTag, matchesIfNoneMatch } from './entity-tag'

describe('ETags', () => {
  it('are the quoted hash for the file as it is', () => {
    expect(entityTag('abc', 'identity')).toBe('"abc"')
  })

  it('name the coding of a compressed copy', () => {
    expect([entityTag('abc', 'br'), entityTag('abc', 'gzip')]).toEqual(['"abc-br"', '"abc-gzip"'])
  })
})

describe('If-None-Match', () => {
  it('matches the same tag', () => {
    expect(matchesIfNoneMatch('"abc-br"', '"abc-br"')).toBe(true)
  })

  it('does not match another tag', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc-br"')).toBe(false)
  })

  it('does not match when absent', () => {
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false)
  })

  it('matches any tag in a list', () => {
    expect(matchesIfNoneMatch('"old", "abc" ,"older"', '"abc"')).toBe(true)
  })

  it('compares weakly: a W/ tag matches the strong one', () => {
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true)
  })

  it('matches * for any file', () => {
    expect(matchesIfNoneMatch(' * ', '"abc"')).toBe(true)
  })

  it('reads a comma inside a tag as part of it', () => {
    expect(matchesIfNoneMatch('"a,b"', '"b"')).toBe(false)
  })

  it('does not match an unquoted tag', () => {
    expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false)
  })
})
