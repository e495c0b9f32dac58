// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { familyNameFirst, inNameOrder } from './name-order'

describe('familyNameFirst', () => {
  it('puts the family name first in Japanese, Chinese, Korean and Hungarian only', () => {
    expect(['ja-JP', 'zh-CN', 'ko-KR', 'hu-HU'].every(familyNameFirst)).toBe(true)
    expect(['en-US', 'de-DE', 'ar-AE', 'he-IL', 'fr-FR'].filter(familyNameFirst)).toEqual([])
  })
})

describe('inNameOrder', () => {
  const paths = ['passengers.0.givenName', 'passengers.0.familyName', 'passengers.1.givenName', 'contact.email']

  it('puts each traveller’s family name before the given name where the locale asks for it first', () => {
    expect(inNameOrder(paths, 'ja-JP')).toEqual([
      'passengers.0.familyName',
      'passengers.0.givenName',
      'passengers.1.givenName',
      'contact.email',
    ])
  })

  it('keeps the order elsewhere, and a family name already first where it is', () => {
    expect(inNameOrder(paths, 'en-US')).toEqual(paths)
    const familyFirst = ['passengers.0.familyName', 'passengers.0.givenName']
    expect(inNameOrder(familyFirst, 'ja-JP')).toEqual(familyFirst)
  })
})
