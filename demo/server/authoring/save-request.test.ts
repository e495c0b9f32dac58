// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_TEXT_LENGTH } from '../../../core/authoring/text-limits'
import { readSaveRequest } from './save-request'

const read = (changes: unknown, seen?: unknown) =>
  readSaveRequest({ changes, ...(seen === undefined ? {} : { seen }) }, 'en-US', 'searchBox')

/** The problem the single change of a save has. */
const problemOf = (change: unknown) => {
  const result = read([change])
  return 'error' in result && result.error === 'INVALID_CHANGES' ? result.details[0]?.problem : undefined
}

describe('reading a save', () => {
  it('turns CREATE and UPDATE into texts set, DELETE into a text removed', () => {
    const result = read([
      { path: '/en-US/searchBox/formLabel', operation: 'CREATE', value: 'Find flights' },
      { path: '/en-US/searchBox/journey/one-way', operation: 'UPDATE', value: 'Single' },
      { path: '/en-US/searchBox/title', operation: 'DELETE' },
    ])
    expect('writes' in result && result.writes).toEqual([
      { path: '/en-US/searchBox/formLabel', key: 'formLabel', value: 'Find flights' },
      { path: '/en-US/searchBox/journey/one-way', key: 'journey.one-way', value: 'Single' },
      { path: '/en-US/searchBox/title', key: 'title', value: undefined },
    ])
  })

  it('takes a group created with its texts as one write per text', () => {
    const result = read([{ path: '/en-US/searchBox/journey', operation: 'CREATE', value: { 'one-way': 'Single' } }])
    expect('writes' in result && result.writes).toEqual([
      { path: '/en-US/searchBox/journey/one-way', key: 'journey.one-way', value: 'Single' },
    ])
  })

  it('refuses a group created with a key the group does not have, at that key', () => {
    expect(read([{ path: '/en-US/searchBox/journey', operation: 'CREATE', value: { nope: 'x' } }])).toMatchObject({
      error: 'INVALID_CHANGES',
      details: [{ index: 0, path: '/en-US/searchBox/journey/nope' }],
    })
  })

  it('refuses a body without a list of changes', () => {
    expect(readSaveRequest({ deltas: [] }, 'en-US', 'searchBox')).toMatchObject({ error: 'INVALID_BODY' })
  })

  it('refuses versions seen that are not whole numbers', () => {
    expect(read([], { '/en-US/searchBox': 'seven' })).toMatchObject({ error: 'INVALID_BODY' })
  })

  it('names every wrong change with its index, path and problem', () => {
    expect(
      read([
        { path: '/en-US/searchBox/formLabel', operation: 'CREATE', value: 'ok' },
        { path: '/en-US/searchBox/nope', operation: 'CREATE', value: 'x' },
        { path: '/en-US/searchBox/title', operation: 'UPDATE', value: 7 },
      ]),
    ).toEqual({
      error: 'INVALID_CHANGES',
      details: [
        { index: 1, path: '/en-US/searchBox/nope', problem: 'UNKNOWN_KEY', message: expect.any(String) },
        { index: 2, path: '/en-US/searchBox/title', problem: 'NOT_A_STRING', message: expect.any(String) },
      ],
    })
  })

  it('refuses a locale the storefront does not have', () => {
    expect(problemOf({ path: '/it-IT/searchBox/formLabel', operation: 'CREATE', value: 'x' })).toBe('UNKNOWN_LOCALE')
  })

  it('refuses a path outside the node saved', () => {
    expect(problemOf({ path: '/de-DE/searchBox/formLabel', operation: 'CREATE', value: 'x' })).toBe('OUTSIDE_NODE')
  })

  it('refuses a group of texts', () => {
    expect(problemOf({ path: '/en-US/searchBox/journey', operation: 'CREATE', value: 'x' })).toBe('NOT_A_TEXT')
  })

  it('refuses an operation the save rules never send', () => {
    expect(problemOf({ path: '/en-US/searchBox/formLabel', operation: 'ADD_ITEM', value: 'x' })).toBe(
      'ADD_ITEM_NOT_ACCEPTED',
    )
  })

  it('refuses an unknown operation', () => {
    expect(problemOf({ path: '/en-US/searchBox/formLabel', operation: 'REPLACE', value: 'x' })).toBe(
      'UNKNOWN_OPERATION',
    )
  })

  it('refuses an empty text: deleting it brings the translation back', () => {
    expect(problemOf({ path: '/en-US/searchBox/formLabel', operation: 'UPDATE', value: '  ' })).toBe('EMPTY_TEXT')
  })

  it('refuses a text over the longest length', () => {
    const value = 'x'.repeat(MAX_TEXT_LENGTH + 1)
    expect(problemOf({ path: '/en-US/searchBox/formLabel', operation: 'UPDATE', value })).toBe('TEXT_TOO_LONG')
  })

  it('takes the version seen of the change’s own path first', () => {
    const result = read([], { '/en-US/searchBox': 3, '/en-US/searchBox/formLabel': 5 })
    expect('writes' in result && result.seenVersion('/en-US/searchBox/formLabel')).toBe(5)
  })

  it('else the version seen of the nearest node above it', () => {
    const result = read([], { '/en-US/searchBox': 3 })
    expect('writes' in result && result.seenVersion('/en-US/searchBox/journey/one-way')).toBe(3)
  })

  it('else counts the path as never read', () => {
    const result = read([])
    expect('writes' in result && result.seenVersion('/en-US/searchBox/formLabel')).toBe(0)
  })
})
