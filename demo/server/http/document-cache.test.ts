// @vitest-environment node
import { GraphQLError, type DocumentNode } from 'graphql'
import { describe, expect, it, vi } from 'vitest'
import { RequestRefused } from '../graphql/errors'
import {
  cachedParse,
  maxCachedChars,
  maxCachedDocumentChars,
  maxDocuments,
  maxQueryChars,
  maxTokens,
} from './document-cache'

const keepsEveryLimit = () => undefined

/** The catalogue error `run` is refused with. */
function refusalOf(run: () => unknown): GraphQLError {
  try {
    run()
  } catch (error) {
    if (error instanceof RequestRefused) return error.error
    throw error
  }
  throw new Error('expected a refusal')
}

/** A distinct document of exactly `length` characters. */
const documentOf = (name: string, length: number) => `{ ${name} }`.padEnd(length)

describe('the query text limit', () => {
  it('parses a query of the longest length accepted', () => {
    expect(cachedParse(keepsEveryLimit)(documentOf('b', maxQueryChars)).kind).toBe('Document')
  })

  it('refuses one character more with QUERY_TOO_LONG and the limit, echoing nothing of the query', () => {
    const error = refusalOf(() => cachedParse(keepsEveryLimit)(documentOf('secretField', maxQueryChars + 1)))
    expect(error.extensions).toEqual({ type: 'validation', code: 'QUERY_TOO_LONG', status: 400, limit: maxQueryChars })
    expect(JSON.stringify(error)).not.toContain('secretField')
  })
})

describe('the token limit', () => {
  /** `{ b b ... }`: `count` tokens, braces included. */
  const tokens = (count: number) => `{ ${'b '.repeat(count - 2)}}`

  it('parses a query of as many tokens as the limit', () => {
    expect(cachedParse(keepsEveryLimit)(tokens(maxTokens)).kind).toBe('Document')
  })

  it('refuses one token more with TOO_MANY_TOKENS and the limit', () => {
    expect(refusalOf(() => cachedParse(keepsEveryLimit)(tokens(maxTokens + 1))).extensions).toEqual({
      type: 'validation',
      code: 'TOO_MANY_TOKENS',
      status: 400,
      limit: maxTokens,
    })
  })
})

describe('a document over a limit the rules check', () => {
  it('is refused with the error the check gives, and checked again when sent again (never cached)', () => {
    const tooDeep = new GraphQLError('too deep', { extensions: { code: 'QUERY_TOO_DEEP' } })
    const limitOf = vi.fn(() => tooDeep)
    const parse = cachedParse(limitOf)
    expect(refusalOf(() => parse('{ a { b } }'))).toBe(tooDeep)
    refusalOf(() => parse('{ a { b } }'))
    expect(limitOf).toHaveBeenCalledTimes(2)
  })
})

describe('the document cache', () => {
  it('parses and checks a document sent again only once', () => {
    const limitOf = vi.fn(keepsEveryLimit)
    const parse = cachedParse(limitOf)
    expect(parse('{ b }')).toBe(parse('{ b }'))
    expect(limitOf).toHaveBeenCalledTimes(1)
  })

  it('does not keep a document longer than the longest it caches', () => {
    const parse = cachedParse(keepsEveryLimit)
    const long = documentOf('b', maxCachedDocumentChars + 1)
    expect(parse(long)).not.toBe(parse(long))
  })

  it('drops the least recently used document once the cached text passes its total size', () => {
    const parse = cachedParse(keepsEveryLimit)
    const fillers = Math.floor(maxCachedChars / maxCachedDocumentChars)
    const kept = parse('{ kept }')
    const first = parse(documentOf('f0', maxCachedDocumentChars))
    for (let i = 1; i < fillers - 1; i++) parse(documentOf(`f${i}`, maxCachedDocumentChars))
    parse('{ kept }')
    parse(documentOf('last', maxCachedDocumentChars))
    expect(parse('{ kept }')).toBe(kept)
    expect(parse(documentOf('f0', maxCachedDocumentChars))).not.toBe(first)
  })

  it(`keeps at most ${maxDocuments} documents`, () => {
    const parse = cachedParse(keepsEveryLimit)
    const first: DocumentNode = parse('{ f0 }')
    for (let i = 1; i <= maxDocuments; i++) parse(`{ f${i} }`)
    expect(parse('{ f0 }')).not.toBe(first)
  })
})
