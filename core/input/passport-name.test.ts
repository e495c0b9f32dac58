import { describe, expect, it } from 'vitest'
import { passportNameProblem } from './passport-name'

describe('passportNameProblem', () => {
  it('takes Latin letters with accents, spaces, hyphens and apostrophes', () => {
    for (const name of ['Zoë', 'Ørsted', 'Straße', 'O’Neil', "D'Arcy", 'Anne-Marie', 'José Luis', 'Łukasz'])
      expect(passportNameProblem(name), name).toBeUndefined()
  })

  it('takes an accent typed as a combining mark', () => {
    expect(passportNameProblem('Zoe\u0308')).toBeUndefined()
  })

  it('asks for Latin letters when a name is in another script', () => {
    expect(passportNameProblem('محمد')).toBe('NOT_LATIN_NAME')
    expect(passportNameProblem('Ivan Иванов')).toBe('NOT_LATIN_NAME')
    expect(passportNameProblem('李')).toBe('NOT_LATIN_NAME')
  })

  it('refuses digits, signs and empty names as before', () => {
    expect(passportNameProblem('  ')).toBe('REQUIRED')
    expect(passportNameProblem('Ann3')).toBe('INVALID_NAME')
    expect(passportNameProblem('-Ann')).toBe('INVALID_NAME')
    expect(passportNameProblem('A'.repeat(51))).toBe('INVALID_NAME')
  })
})
