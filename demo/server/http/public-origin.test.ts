// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parsePublicOrigin } from './public-origin'

describe('the configured public origin', () => {
  it('takes an http(s) origin, with or without a trailing slash', () => {
    expect(parsePublicOrigin('https://shop.example')).toBe('https://shop.example')
    expect(parsePublicOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080')
  })

  it('refuses a path, another scheme or no URL at all, saying what to send', () => {
    for (const bad of ['https://shop.example/dx', 'ftp://shop.example', 'shop.example']) {
      expect(() => parsePublicOrigin(bad)).toThrow(/DX_PUBLIC_ORIGIN must be an http\(s\) origin with no path/)
    }
  })
})
