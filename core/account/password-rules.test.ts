import { describe, expect, it } from 'vitest'
import { MIN_PASSWORD_LENGTH, passwordProblem, passwordStrength } from './password-rules'

describe('passwordProblem', () => {
  it('refuses a password shorter than the minimum, counted in characters of any script', () => {
    expect(passwordProblem('a'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('TOO_SHORT')
    expect(passwordProblem('كلمةسريةطويلة')).toBeUndefined()
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀')).toBe('TOO_SHORT')
  })

  it('refuses a password longer than 128 characters', () => {
    expect(passwordProblem('x'.repeat(129))).toBe('TOO_LONG')
    expect(passwordProblem('x'.repeat(128))).toBeUndefined()
  })

  it('refuses the sign-in name and its part before the @, ignoring case', () => {
    expect(passwordProblem('Ada.Lovelace@example.com', 'ada.lovelace@example.com')).toBe('SAME_AS_USER_ID')
    expect(passwordProblem('ada.lovelace', 'Ada.Lovelace@example.com')).toBe('SAME_AS_USER_ID')
  })

  it('refuses the most common passwords whatever their case', () => {
    expect(passwordProblem('Password123')).toBe('TOO_COMMON')
  })

  it('accepts a long password with no other rule about character kinds', () => {
    expect(passwordProblem('correct horse battery')).toBeUndefined()
  })
})

describe('passwordStrength', () => {
  it('is 0 for a refused password and grows with length and variety', () => {
    expect(passwordStrength('short')).toBe(0)
    expect(passwordStrength('abcdefghijk')).toBe(1)
    expect(passwordStrength('abcdefghijkl')).toBe(2)
    expect(passwordStrength('Abcdefghij1!')).toBe(3)
    expect(passwordStrength('a long passphrase here')).toBe(3)
  })
})
