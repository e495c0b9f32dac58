// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { familyNameFirst } from './name-order'

describe('familyNameFirst', () => {
  it('puts the family name first in Japanese, Chinese, Korean and Hungarian only', () => {
    expect(['ja-JP', 'zh-CN', 'ko-KR', 'hu-HU'].every(familyNameFirst)).toBe(true)
    expect(['en-US', 'de-DE', 'ar-AE', 'he-IL', 'fr-FR'].filter(familyNameFirst)).toEqual([])
  })
})
