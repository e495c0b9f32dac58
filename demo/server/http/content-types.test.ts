// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isCompressible } from './content-types'

describe('compressible files', () => {
  it('include scripts and pages, whatever the case of their extension', () => {
    expect([isCompressible('/dx/loader.js'), isCompressible('/INDEX.HTML')]).toEqual([true, true])
  })

  it('leave out images that are compressed already', () => {
    expect([isCompressible('/logo.png'), isCompressible('/font.woff2')]).toEqual([false, false])
  })
})
