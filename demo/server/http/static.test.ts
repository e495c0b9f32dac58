// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveInside } from './static'

const base = '/srv/dx'

describe('resolving a URL path inside a folder', () => {
  it('maps a plain path to the file below the folder', () => {
    expect(resolveInside(base, 'chunks/a.js')).toBe(join(base, 'chunks/a.js'))
  })

  it('refuses .. segments, also when percent-encoded', () => {
    expect(resolveInside(base, '../etc/passwd')).toBeUndefined()
    expect(resolveInside(base, '%2e%2e/etc/passwd')).toBeUndefined()
    expect(resolveInside(base, 'a/..%2f..%2fetc')).toBeUndefined()
  })

  it('refuses backslashes, NUL bytes and malformed escapes', () => {
    expect(resolveInside(base, '..\\etc')).toBeUndefined()
    expect(resolveInside(base, 'a.js%00.html')).toBeUndefined()
    expect(resolveInside(base, '%E0%A4%A')).toBeUndefined()
  })

  it('refuses the folder itself', () => {
    expect(resolveInside(base, '')).toBeUndefined()
  })
})
