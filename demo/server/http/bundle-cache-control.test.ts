// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cacheControlForBundle } from './bundle-cache-control'

const immutable = 'public, max-age=31536000, immutable'
const short = 'public, max-age=300'

describe('Cache-Control of widget files', () => {
  it('caches a chunk named with its content hash for a year, as immutable', () => {
    expect(cacheControlForBundle('/dx/chunks/storefront/payment-page-D3OVSVNY.js')).toBe(immutable)
  })

  it('caches a hashed chunk in a bundle-version folder as immutable too', () => {
    expect(cacheControlForBundle('/dx/v42/chunks/flight-status/de-DE-36BMGNYE.js')).toBe(immutable)
  })

  it('keeps the loader for five minutes', () => {
    expect(cacheControlForBundle('/dx/loader.js')).toBe(short)
  })

  it('keeps a widget entry for five minutes, in a bundle-version folder too', () => {
    expect(cacheControlForBundle('/dx/v42/flight-status.js')).toBe(short)
  })

  it('keeps any other file without a hash for five minutes, wherever it lies', () => {
    expect(cacheControlForBundle('/dx/chunks/manifest.json')).toBe(short)
  })

  it('does not read a lower-case or shorter suffix as a hash', () => {
    expect([cacheControlForBundle('/dx/search-box.js'), cacheControlForBundle('/dx/core-ABC123.js')]).toEqual([
      short,
      short,
    ])
  })
})
