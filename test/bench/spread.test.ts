// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { spreadOf } from './spread.mjs'

/** 1, 2, ... n, shuffled: the order they come in must not matter. */
const upTo = (n: number) => Array.from({ length: n }, (_, index) => ((index * 7) % n) + 1)

describe('spreadOf', () => {
  it('gives the median by nearest rank', () => {
    expect(spreadOf(upTo(48)).median).toBe(24)
    expect(spreadOf(upTo(5)).median).toBe(3)
  })

  it('gives the middle half from the 25th to the 75th percentile', () => {
    expect(spreadOf(upTo(48)).middleHalf).toEqual({ from: 12, to: 36 })
  })

  it("gives the median's 95% interval from the ranks n/2 - 0.98 sqrt(n) and its mirror", () => {
    // 48 values: 24 - 6.79 gives rank 17, mirrored to rank 32.
    expect(spreadOf(upTo(48)).interval).toEqual({ from: 17, to: 32 })
  })

  it('widens the interval to the extremes when there are too few values for a narrower one', () => {
    expect(spreadOf(upTo(3)).interval).toEqual({ from: 1, to: 3 })
  })

  it('rounds to one decimal', () => {
    expect(spreadOf([1.234, 5.678, -2.345]).median).toBe(1.2)
  })
})
