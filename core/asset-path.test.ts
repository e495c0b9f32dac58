// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetPath } from './asset-path'

describe('asset paths', () => {
  it('prefixes a relative path with the bundle version', () => {
    expect(assetPath('images/logo.svg', 'v42')).toBe('v42/images/logo.svg')
  })

  it('leaves the path alone when no bundle version is set', () => {
    expect(assetPath('images/logo.svg')).toBe('images/logo.svg')
  })

  it.each([
    '/dx/images/logo.svg',
    'https://cdn.example.test/logo.svg',
    '//cdn.example.test/logo.svg',
    'data:image/gif;base64,R0lGOD',
  ])('leaves the absolute path %s alone', (path) => {
    expect(assetPath(path, 'v42')).toBe(path)
  })
})
