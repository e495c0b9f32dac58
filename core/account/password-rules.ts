/**
 * The password rules, checked as the traveller (or agent) types, and by the demo server
 * when a password is set (createProfile, resetPassword, createAgencyProfile,
 * resetAgencyPassword), from this one place. They follow NIST SP 800-63B: a length
 * (at least 10 characters, at most 128, counted in code points so any script counts
 * alike), no rules on character classes, and no password that is the sign-in name or one
 * of the most common ones. The page states the rules before anyone breaks them.
 */
export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 128

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'SAME_AS_USER_ID' | 'TOO_COMMON'

/** Passwords so common a list of guesses starts with them (the ones of 10 or more characters). */
const COMMON = new Set([
  '1234567890',
  '0987654321',
  '1111111111',
  '0000000000',
  'qwertyuiop',
  'password12',
  'password123',
  'password1234',
  'iloveyou12',
  'qwerty1234',
  'qwerty123456',
  '1q2w3e4r5t',
  'abcdefghij',
  'letmein123',
  'welcome123',
  'passw0rd12',
  'administrator',
  'football123',
  'baseball123',
  'sunshine123',
])

const codePoints = (text: string): number => [...text].length

/** Why `password` cannot be set for `userId`, or undefined when it can. */
export function passwordProblem(password: string, userId = ''): PasswordProblem | undefined {
  const length = codePoints(password)
  if (length < MIN_PASSWORD_LENGTH) return 'TOO_SHORT'
  if (length > MAX_PASSWORD_LENGTH) return 'TOO_LONG'
  const folded = password.trim().toLowerCase()
  const name = userId.trim().toLowerCase()
  if (name !== '' && (folded === name || folded === name.split('@')[0])) return 'SAME_AS_USER_ID'
  if (COMMON.has(folded)) return 'TOO_COMMON'
  return undefined
}

export type PasswordStrength = 0 | 1 | 2 | 3

/**
 * How hard the password is to guess, for the meter shown while typing: 0 when a rule
 * refuses it, then 1 (acceptable), 2 (good), 3 (strong) by its length and how many kinds
 * of character it mixes (lower, upper, digits, others). Only the rules above refuse.
 */
export function passwordStrength(password: string, userId = ''): PasswordStrength {
  if (passwordProblem(password, userId)) return 0
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((kind) => kind.test(password)).length
  const length = codePoints(password)
  if (length >= 16 || (length >= 12 && kinds >= 3)) return 3
  if (length >= 12 || kinds >= 3) return 2
  return 1
}
