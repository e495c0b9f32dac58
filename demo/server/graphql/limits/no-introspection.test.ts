// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brokenLimit } from '../../test-support/limits'

const off = { introspection: false }

describe('introspection switched off', () => {
  it('refuses __schema with INTROSPECTION_DISABLED', () => {
    expect(brokenLimit('{ __schema { types { name } } }', off)?.code).toBe('INTROSPECTION_DISABLED')
  })

  it('refuses __type', () => {
    expect(brokenLimit('{ __type(name: "Airport") { name } }', off)?.code).toBe('INTROSPECTION_DISABLED')
  })

  it('still answers __typename', () => {
    expect(brokenLimit('{ __typename }', off)).toBeUndefined()
  })

  it('is answered when introspection is on', () => {
    expect(brokenLimit('{ __schema { types { name } } }')).toBeUndefined()
  })
})
