// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dummyHash, hashPassword, passwordMatches } from './passwords'

describe('passwords', () => {
  it('stores an argon2id hash with a fresh salt, never the password', async () => {
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(first).not.toContain('correct')
    expect(first).not.toBe(second)
  })

  it('matches the right password only', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(await passwordMatches(hash, 'correct horse battery')).toBe(true)
    expect(await passwordMatches(hash, 'Correct horse battery')).toBe(false)
  })

  it('reads a malformed hash as a mismatch', async () => {
    expect(await passwordMatches('not a hash', 'anything')).toBe(false)
  })

  it('has a dummy hash that no password of the tests matches', async () => {
    expect(await passwordMatches(await dummyHash, 'correct horse battery')).toBe(false)
  })
})
