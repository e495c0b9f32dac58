// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brokenLimit } from '../../test-support/limits'
import { maxCost } from './max-cost'
import { largestListLimit } from './measure-operation'

describe('the cost limit', () => {
  it('lets an operation that costs the limit through (1 for airports, 1 per code of each airport)', () => {
    expect(brokenLimit(`{ airports(limit: ${maxCost - 1}) { code } }`)).toBeUndefined()
  })

  it('refuses a cost of one more with QUERY_TOO_COSTLY and the limit', () => {
    expect(brokenLimit(`{ airports(limit: ${maxCost}) { code } }`)).toEqual({
      code: 'QUERY_TOO_COSTLY',
      limit: maxCost,
    })
  })

  it('counts a limit given as a variable at the longest list the API answers', () => {
    const fields = Math.floor(maxCost / largestListLimit)
    const query = (count: number) => `query q($limit: Int) { airports(limit: $limit) { ${'code '.repeat(count)}} }`
    expect(brokenLimit(query(fields - 1))).toBeUndefined()
    expect(brokenLimit(query(fields))).toEqual({ code: 'QUERY_TOO_COSTLY', limit: maxCost })
  })

  it('counts a negative limit as 1, so it cannot pay for a costly sibling', () => {
    const costly = `a: airports(limit: ${maxCost}) { code }`
    expect(brokenLimit(`{ ${costly} b: airports(limit: -${maxCost}) { code } }`)?.code).toBe('QUERY_TOO_COSTLY')
  })

  it("counts a field's list at its limit argument's default when the query leaves it out", () => {
    const defaultLimit = 20
    const fields = Math.floor(maxCost / defaultLimit)
    expect(brokenLimit(`{ airports { ${'code '.repeat(fields)}} }`)).toEqual({
      code: 'QUERY_TOO_COSTLY',
      limit: maxCost,
    })
  })
})
