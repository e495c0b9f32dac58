// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { acceptedCopies, negotiateEncoding } from './accept-encoding'

const both = ['br', 'gzip'] as const

describe('choosing the coding from Accept-Encoding', () => {
  it('sends brotli to a browser that accepts brotli and gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br')
  })

  it('sends gzip to a browser that does not list brotli', () => {
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip')
  })

  it('sends gzip when only a gzip copy exists', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
  })

  it('sends the file as it is when no copy exists', () => {
    expect(negotiateEncoding('br, gzip', [])).toBe('identity')
  })

  it('sends the file as it is when the request has no Accept-Encoding', () => {
    expect(negotiateEncoding(undefined, both)).toBe('identity')
  })

  it('sends the file as it is for an empty Accept-Encoding', () => {
    expect(negotiateEncoding('', both)).toBe('identity')
  })

  it('follows q-values over its own preference', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip')
  })

  it('never sends a coding refused with q=0', () => {
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip')
  })

  it('prefers the file as it is when the browser likes it better than any copy', () => {
    expect(negotiateEncoding('gzip;q=0.2, identity', both)).toBe('identity')
  })

  it('reads * as every coding not listed', () => {
    expect(negotiateEncoding('*', both)).toBe('br')
  })

  it('lets a listed coding override *', () => {
    expect(negotiateEncoding('br;q=0, *', both)).toBe('gzip')
  })

  it('reads codings and q case-insensitively, and x-gzip as gzip', () => {
    expect(negotiateEncoding('X-GZIP;Q=1', both)).toBe('gzip')
  })

  it('ignores an entry with a malformed q-value', () => {
    expect(negotiateEncoding('br;q=2, gzip;q=0.1', both)).toBe('gzip')
  })

  it('sends the file as it is when it refuses identity and accepts no copy on offer', () => {
    expect(negotiateEncoding('identity;q=0, deflate', both)).toBe('identity')
  })

  it('sends a copy when identity is refused and the copy accepted', () => {
    expect(negotiateEncoding('identity;q=0, gzip;q=0.1', both)).toBe('gzip')
  })
})

describe('the copies worth looking for', () => {
  it('are none for a request without Accept-Encoding', () => {
    expect(acceptedCopies(undefined)).toEqual([])
  })

  it('are the codings a browser accepts, brotli first', () => {
    expect(acceptedCopies('gzip, deflate, br')).toEqual(['br', 'gzip'])
  })

  it('leave out a coding refused with q=0 or not listed without *', () => {
    expect(acceptedCopies('br;q=0, gzip')).toEqual(['gzip'])
    expect(acceptedCopies('deflate')).toEqual([])
  })

  it('take both codings from *', () => {
    expect(acceptedCopies('*')).toEqual(['br', 'gzip'])
  })
})
