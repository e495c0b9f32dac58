// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './json-depth'

const nested = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`)

describe('nestsDeeperThan', () => {
  it('counts each object or array as a level, a scalar as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false)
    expect(nestsDeeperThan({ a: { b: 'x' } }, 2)).toBe(false)
    expect(nestsDeeperThan({ a: { b: 'x' } }, 1)).toBe(true)
    expect(nestsDeeperThan({ a: 'x', b: [[{}]] }, 3)).toBe(true)
  })

  it('measures 100,000 levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(100_000), 16)).toBe(true)
  })
})
