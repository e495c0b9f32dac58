// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { migratedDb } from '../test-support/migrated-db'
import { accounts, entryCovers, mayWrite } from './accounts'

describe('the seeded accounts', () => {
  const seeded = accounts(migratedDb())

  it('are author, search-author and reader', () => {
    expect(seeded.ids()).toEqual(['author', 'reader', 'search-author'])
  })

  it('let author write every text', () => {
    expect(mayWrite(seeded.entries('author'), '/de-DE/storefront/dateTitle')).toBe(true)
  })

  it('let search-author write the search box and the shared texts only', () => {
    const entries = seeded.entries('search-author')
    expect(mayWrite(entries, '/en-US/searchBox/formLabel')).toBe(true)
    expect(mayWrite(entries, '/ar-AE/global/close')).toBe(true)
    expect(mayWrite(entries, '/en-US/storefront/dateTitle')).toBe(false)
  })

  it('let reader write nothing', () => {
    expect(seeded.entries('reader')).toEqual([])
  })
})

describe('an access-control entry', () => {
  it('covers the paths below it', () => {
    expect(entryCovers('/en-US/searchBox', '/en-US/searchBox/journey/one-way')).toBe(true)
  })

  it('matches any one segment with *', () => {
    expect(entryCovers('/*/searchBox', '/de-DE/searchBox/formLabel')).toBe(true)
  })

  it('does not cover a path that only starts with the same letters', () => {
    expect(entryCovers('/*/search', '/en-US/searchBox/formLabel')).toBe(false)
  })

  it('does not cover a path shorter than itself', () => {
    expect(entryCovers('/*/searchBox', '/en-US')).toBe(false)
  })

  it('gives no write without the write privilege', () => {
    expect(mayWrite([{ path: '/*', privileges: ['read'] }], '/en-US/searchBox/formLabel')).toBe(false)
  })
})
