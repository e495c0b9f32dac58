import { describe, expect, it } from 'vitest'
import { MAX_TEXT_LENGTH, textProblem } from './text-limits'

describe('textProblem', () => {
  it('refuses a blank text', () => {
    expect(textProblem('')).toBe('EMPTY_TEXT')
    expect(textProblem(' \n ')).toBe('EMPTY_TEXT')
  })

  it('takes a text of exactly the longest length and refuses one code unit more', () => {
    expect(textProblem('x'.repeat(MAX_TEXT_LENGTH))).toBeUndefined()
    expect(textProblem('x'.repeat(MAX_TEXT_LENGTH + 1))).toBe('TEXT_TOO_LONG')
  })
})
