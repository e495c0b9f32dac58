// @vitest-environment node
import { parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { brokenLimit } from '../../test-support/limits'
import { schema } from '../schema'
import { maxAliases } from './max-aliases'

const aliased = (count: number) =>
  Array.from({ length: count }, (_, i) => `a${i}: airports(limit: 1) { code }`).join(' ')

describe('the alias limit', () => {
  it('lets an operation with as many aliases as the limit through', () => {
    expect(brokenLimit(`{ ${aliased(maxAliases)} }`)).toBeUndefined()
  })

  it('refuses one alias more with TOO_MANY_ALIASES and the limit', () => {
    expect(brokenLimit(`{ ${aliased(maxAliases + 1)} }`)).toEqual({ code: 'TOO_MANY_ALIASES', limit: maxAliases })
  })

  it('counts the aliases of a fragment each time it is spread', () => {
    const half = Math.ceil((maxAliases + 1) / 2)
    expect(brokenLimit(`{ ...F ...F } fragment F on Query { ${aliased(half)} }`)).toEqual({
      code: 'TOO_MANY_ALIASES',
      limit: maxAliases,
    })
  })

  it('lets no aliases through a fragment spread inside itself (armor counts each such spread as -1)', () => {
    const selfSpreads = '...F '.repeat(maxAliases * 2)
    const query = `{ ...F } fragment F on Query { ${selfSpreads} ${aliased(maxAliases * 2)} }`
    // The alias limit may miss it; the standard rules, which run before anything is executed, refuse the cycle.
    const refusals = [brokenLimit(query)?.code, ...validate(schema, parse(query), specifiedRules).map((e) => e.message)]
    expect(refusals.filter(Boolean)).toContainEqual(
      expect.stringMatching(/TOO_MANY_ALIASES|Cannot spread fragment "F" within itself/),
    )
  })
})
