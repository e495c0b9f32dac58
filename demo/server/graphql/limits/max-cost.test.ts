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
})
