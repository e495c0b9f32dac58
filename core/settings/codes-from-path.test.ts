// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { codesFromPath } from './codes-from-path'

describe('airline and storefront codes from the base path', () => {
  it('reads the two segments after the first two, upper-cased', () => {
    expect(codesFromPath('/booking/ssw/zz/zzdx/index.html')).toEqual({ airline: 'ZZ', storefront: 'ZZDX' })
  })

  it('gives nothing when the path is too short', () => {
    expect(codesFromPath('/booking/ssw/zz')).toBeUndefined()
  })

  it('gives nothing when the segments do not look like codes', () => {
    expect(codesFromPath('/blog/2026/news/today')).toBeUndefined()
  })
})
