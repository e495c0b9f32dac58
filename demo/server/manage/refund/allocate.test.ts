// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allocate } from './allocate'

describe('allocate', () => {
  it('splits in proportion to the weights', () => {
    expect(allocate(1000, [1, 3])).toEqual([250, 750])
  })

  it('adds up to exactly the amount, the leftover units to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(10, [0.1, 0.45, 0.45])).toEqual([1, 5, 4])
  })

  it('splits equally when no line has a weight', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2])
  })
})
