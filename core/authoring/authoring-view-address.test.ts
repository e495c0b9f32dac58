// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { authoringViewAddress } from './authoring-view-address'

describe('authoring view address', () => {
  it('inserts the marker before the file extension', () => {
    expect(authoringViewAddress('/content/page.html')).toBe('/content/page.edit.html')
  })

  it('adds the marker at the end of a page address without an extension', () => {
    expect(authoringViewAddress('/content/page')).toBe('/content/page.edit')
  })

  it('keeps the query and the hash', () => {
    expect(authoringViewAddress('/content/page.html?wcmmode=disabled#/b2c/flight-selection?origin0=LHR')).toBe(
      '/content/page.edit.html?wcmmode=disabled#/b2c/flight-selection?origin0=LHR',
    )
  })

  it('marks the last segment only, whatever dots the folders have', () => {
    expect(authoringViewAddress('/content/v1.2/page')).toBe('/content/v1.2/page.edit')
  })

  it('puts the marker after selectors, just before the extension', () => {
    expect(authoringViewAddress('/content/page.mobile.html')).toBe('/content/page.mobile.edit.html')
  })

  it('leaves the origin of an absolute address alone', () => {
    expect(authoringViewAddress('https://www.example.test/content/page.html')).toBe(
      'https://www.example.test/content/page.edit.html',
    )
  })

  it('returns an address already marked as it is', () => {
    expect(authoringViewAddress('/content/page.edit.html')).toBe('/content/page.edit.html')
  })

  it('throws for a folder, which names no page', () => {
    expect(() => authoringViewAddress('/content/')).toThrow(/folder/)
  })
})
