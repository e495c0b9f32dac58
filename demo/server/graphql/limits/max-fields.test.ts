// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brokenLimit } from '../../test-support/limits'
import { maxFields } from './max-fields'

/** `{ airports(limit: 1) { code code ... } }`: `count` fields, airports included. */
const wide = (count: number) => `{ airports(limit: 1) { ${'code '.repeat(count - 1)}} }`

describe('the field limit', () => {
  it('lets an operation with as many fields as the limit through', () => {
    expect(brokenLimit(wide(maxFields))).toBeUndefined()
  })

  it('refuses one field more with TOO_MANY_FIELDS and the limit', () => {
    expect(brokenLimit(wide(maxFields + 1))).toEqual({ code: 'TOO_MANY_FIELDS', limit: maxFields })
  })

  it('counts the fields of a fragment each time it is spread', () => {
    const fragment = `fragment F on Airport { ${'code '.repeat(maxFields / 4)}}`
    expect(brokenLimit(`{ airports(limit: 1) { ...F ...F ...F ...F } } ${fragment}`)).toEqual({
      code: 'TOO_MANY_FIELDS',
      limit: maxFields,
    })
  })
})
