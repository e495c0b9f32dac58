// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canWrite } from '../../../core/authoring/access-control'
import { migratedDb } from '../test-support/migrated-db'
import { accounts } from './accounts'

describe('the seeded accounts', () => {
  const seeded = accounts(migratedDb())

  it('are author, search-author and reader', () => {
    expect(seeded.ids()).toEqual(['author', 'reader', 'search-author'])
  })

  it('let author write every text', () => {
    expect(canWrite({ entries: seeded.entries('author') }, '/de-DE/storefront/dateTitle')).toBe(true)
  })

  it('let search-author write the search box and the shared texts only', () => {
    const acl = { entries: seeded.entries('search-author') }
    expect(canWrite(acl, '/en-US/searchBox/formLabel')).toBe(true)
    expect(canWrite(acl, '/ar-AE/global/close')).toBe(true)
    expect(canWrite(acl, '/en-US/storefront/dateTitle')).toBe(false)
  })

  it('let reader write nothing', () => {
    expect(seeded.entries('reader')).toEqual([])
  })
})
