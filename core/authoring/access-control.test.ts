// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canWrite } from './access-control'
import type { AccessControlList } from './types'

const acl = (...entries: AccessControlList['entries']): AccessControlList => ({ entries })

describe('access-control matching', () => {
  it('allows a path under an entry with the write privilege', () => {
    expect(
      canWrite(acl({ path: '/en-US/searchBox', privileges: ['read', 'write'] }), '/en-US/searchBox/formLabel'),
    ).toBe(true)
  })

  it('allows the entry path itself', () => {
    expect(canWrite(acl({ path: '/en-US/searchBox', privileges: ['write'] }), '/en-US/searchBox')).toBe(true)
  })

  it('matches any one segment with *', () => {
    const list = acl({ path: '/*/searchBox', privileges: ['write'] })
    expect(canWrite(list, '/de-DE/searchBox/journey/one-way')).toBe(true)
    expect(canWrite(list, '/de-DE/storefront/heading')).toBe(false)
  })

  it('does not let * stand for more than one segment', () => {
    expect(canWrite(acl({ path: '/*/searchBox', privileges: ['write'] }), '/de-DE/x/searchBox')).toBe(false)
  })

  it('refuses a path shorter than the entry', () => {
    expect(canWrite(acl({ path: '/*/searchBox', privileges: ['write'] }), '/de-DE')).toBe(false)
  })

  it('refuses a segment that only begins like the entry', () => {
    expect(canWrite(acl({ path: '/en-US/search', privileges: ['write'] }), '/en-US/searchBox/formLabel')).toBe(false)
  })

  it('refuses what only a read entry matches', () => {
    expect(canWrite(acl({ path: '/*/searchBox', privileges: ['read'] }), '/en-US/searchBox/formLabel')).toBe(false)
  })

  it('refuses everything with no entries', () => {
    expect(canWrite(acl(), '/en-US/searchBox/formLabel')).toBe(false)
  })

  it('lets the root entry cover every path', () => {
    expect(canWrite(acl({ path: '/', privileges: ['write'] }), '/ar-AE/errors/HTTPERROR')).toBe(true)
  })

  it('allows a path when any of the entries matches', () => {
    const list = acl({ path: '/*/searchBox', privileges: ['write'] }, { path: '/*/global', privileges: ['write'] })
    expect(canWrite(list, '/ar-AE/global/close')).toBe(true)
  })
})
