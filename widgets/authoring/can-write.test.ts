import { describe, expect, it } from 'vitest'
import { canWrite } from './can-write'

const acl = {
  entries: [
    { path: '/*/searchBox', privileges: ['read', 'write'] as ('read' | 'write')[] },
    { path: '/de-DE/storefront', privileges: ['read'] as ('read' | 'write')[] },
  ],
}

describe('canWrite', () => {
  it('allows a path below an entry with write, `*` matching one segment', () => {
    expect(canWrite(acl, '/ar-AE/searchBox/journey/one-way')).toBe(true)
  })

  it('refuses a path no entry matches', () => {
    expect(canWrite(acl, '/en-US/tripLookup/title')).toBe(false)
  })

  it('refuses a path whose entry gives read only', () => {
    expect(canWrite(acl, '/de-DE/storefront/title')).toBe(false)
  })

  it('refuses a path shorter than the entry', () => {
    expect(canWrite(acl, '/en-US')).toBe(false)
  })
})
