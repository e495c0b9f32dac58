// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { migratedDb } from '../test-support/migrated-db'
import { tokenLifetimeMs, tokenStore } from './anti-forgery-tokens'

/** A token store over a fresh database, with a clock the test moves. */
function tokensAt(start = 1_000_000) {
  const clock = { now: start }
  return { tokens: tokenStore(migratedDb(), () => clock.now), clock }
}

describe('anti-forgery tokens', () => {
  it('are valid for the account they were issued to', () => {
    const { tokens } = tokensAt()
    expect(tokens.isValid(tokens.issue('author'), 'author')).toBe(true)
  })

  it('are not valid for another account', () => {
    const { tokens } = tokensAt()
    expect(tokens.isValid(tokens.issue('author'), 'search-author')).toBe(false)
  })

  it('are valid until the end of their ten minutes', () => {
    const { tokens, clock } = tokensAt()
    const token = tokens.issue('author')
    clock.now += tokenLifetimeMs - 1
    expect(tokens.isValid(token, 'author')).toBe(true)
  })

  it('expire after ten minutes', () => {
    const { tokens, clock } = tokensAt()
    const token = tokens.issue('author')
    clock.now += tokenLifetimeMs
    expect(tokens.isValid(token, 'author')).toBe(false)
  })

  it('are never one the server did not issue', () => {
    const { tokens } = tokensAt()
    tokens.issue('author')
    expect(tokens.isValid('made-up', 'author')).toBe(false)
  })

  it('are each new', () => {
    const { tokens } = tokensAt()
    expect(tokens.issue('author')).not.toBe(tokens.issue('author'))
  })

  it('are dropped when their account signs out', () => {
    const { tokens } = tokensAt()
    const token = tokens.issue('author')
    tokens.revoke('author')
    expect(tokens.isValid(token, 'author')).toBe(false)
  })

  it('are kept to the newest twenty of an account, so asking in a loop grows nothing', () => {
    const { tokens } = tokensAt()
    const first = tokens.issue('author')
    const issued = Array.from({ length: 20 }, () => tokens.issue('author'))
    expect(tokens.isValid(first, 'author')).toBe(false)
    expect(issued.every((token) => tokens.isValid(token, 'author'))).toBe(true)
  })
})
