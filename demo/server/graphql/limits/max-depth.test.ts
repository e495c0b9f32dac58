// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brokenLimit, nestedQuery } from '../../test-support/limits'
import { maxDepth } from './max-depth'

describe('the depth limit', () => {
  it('lets an operation as deep as the limit through', () => {
    expect(brokenLimit(nestedQuery(maxDepth))).toBeUndefined()
  })

  it('refuses one level more with QUERY_TOO_DEEP and the limit', () => {
    expect(brokenLimit(nestedQuery(maxDepth + 1))).toEqual({ code: 'QUERY_TOO_DEEP', limit: maxDepth })
  })

  it('counts the levels a fragment adds where it is spread', () => {
    const inner = nestedQuery(maxDepth - 1)
    expect(brokenLimit(`{ a { ...F } } fragment F on Query { c ${inner} }`)).toEqual({
      code: 'QUERY_TOO_DEEP',
      limit: maxDepth,
    })
  })

  it('adds no level for a fragment spread or an inline fragment', () => {
    const inner = nestedQuery(maxDepth - 1)
    expect(brokenLimit(`{ ...F } fragment F on Query { c ${inner} }`)).toBeUndefined()
    expect(brokenLimit(`{ ... on Query { c ${inner} } }`)).toBeUndefined()
  })

  it('counts introspection like any other selection', () => {
    const levels = maxDepth - 2
    const deep = `{ __schema { types { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } }`
    expect(brokenLimit(deep)).toEqual({ code: 'QUERY_TOO_DEEP', limit: maxDepth })
  })
})
