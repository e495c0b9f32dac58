// @vitest-environment node
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { schema } from '../schema'
import { armorLimit } from './armor-limit'

const twoDeep = parse('{ airports(limit: 1) { code } }')

describe('a graphql-armor rule as one of our limits', () => {
  it("reports a rejection as the API's error, with its code, the limit and our message", () => {
    const rule = armorLimit((reject) => maxDepthRule({ n: 1, ...reject }), 'QUERY_TOO_DEEP', 1, 'Too deep.')
    const errors = validate(schema, twoDeep, [rule])
    expect(errors.map((error) => [error.message, error.extensions.code, error.extensions.limit])).toEqual([
      ['Too deep.', 'QUERY_TOO_DEEP', 1],
    ])
  })

  it('is needed: left to its defaults, armor throws a bare syntax error out of validate', () => {
    expect(() => validate(schema, twoDeep, [maxDepthRule({ n: 1 })])).toThrow(/^Syntax Error/)
  })
})
