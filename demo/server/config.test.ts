// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const introspectionWith = (value: string | undefined) =>
  readConfig(value === undefined ? {} : { DX_INTROSPECTION: value }, [], '/srv/dx').introspection

const limitsWith = (value: string | undefined) =>
  readConfig(value === undefined ? {} : { DX_GRAPHQL_LIMITS: value }, [], '/srv/dx').graphqlLimits

describe('DX_GRAPHQL_LIMITS', () => {
  it('leaves the limits on when unset', () => {
    expect(limitsWith(undefined)).toBe(true)
  })

  it('switches them off with "off" (to measure what they cost)', () => {
    expect(limitsWith('off')).toBe(false)
  })

  it('refuses any other value, naming the two it takes', () => {
    expect(() => limitsWith('none')).toThrow(/DX_GRAPHQL_LIMITS must be "on" or "off"/)
  })
})

describe('DX_INTROSPECTION', () => {
  it('leaves introspection on when unset (development)', () => {
    expect(introspectionWith(undefined)).toBe(true)
  })

  it('switches introspection off with "off" (production)', () => {
    expect(introspectionWith('off')).toBe(false)
  })

  it('refuses any other value, naming the two it takes', () => {
    expect(() => introspectionWith('no')).toThrow(/DX_INTROSPECTION must be "on" or "off"/)
  })
})
