// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { componentPathOf, contentPathOfKey, keyOfContentPath } from './content-path'

describe('content paths', () => {
  it('puts a message key under its locale and component', () => {
    expect(contentPathOfKey('de-DE', 'searchBox.journey.one-way')).toBe('/de-DE/searchBox/journey/one-way')
  })

  it('gives the common messages to the global component', () => {
    expect(contentPathOfKey('en-US', 'common.close')).toBe('/en-US/global/close')
  })

  it('reads the message key back from a content path', () => {
    expect(keyOfContentPath('/ar-AE/global/stops/many')).toBe('common.stops.many')
    expect(keyOfContentPath('/en-US/searchBox/formLabel')).toBe('searchBox.formLabel')
  })

  it('names the component node a path lies in', () => {
    expect(componentPathOf('/en-US/searchBox/journey/one-way')).toBe('/en-US/searchBox')
  })
})
