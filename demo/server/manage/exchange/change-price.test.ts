// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { changePrice } from './change-price'

describe('changePrice', () => {
  it('charges the fare difference and the fee when the new fare costs more', () => {
    expect(changePrice(40_000, 46_000, 7_500, 'CREDIT')).toEqual({
      fareDifference: 6_000,
      changeFee: 7_500,
      totalDue: 13_500,
      residual: 0,
      residualTreatment: null,
    })
  })

  it('charges the fee alone for a new fare of the same price', () => {
    expect(changePrice(40_000, 40_000, 7_500, 'CREDIT').totalDue).toBe(7_500)
  })

  it('takes the fee from what a cheaper fare leaves, and leaves the rest as residual', () => {
    expect(changePrice(40_000, 30_000, 7_500, 'REFUND')).toEqual({
      fareDifference: -10_000,
      changeFee: 7_500,
      totalDue: 0,
      residual: 2_500,
      residualTreatment: 'REFUND',
    })
  })

  it('charges the part of the fee a cheaper fare does not cover, with no residual', () => {
    const change = changePrice(40_000, 36_000, 7_500, 'CREDIT')
    expect([change.totalDue, change.residual, change.residualTreatment]).toEqual([3_500, 0, null])
  })

  it('keeps the whole difference as residual when the fare allows changes for free', () => {
    expect(changePrice(40_000, 30_000, 0, 'CREDIT')).toMatchObject({ totalDue: 0, residual: 10_000 })
  })

  it('never answers a negative amount due or residual', () => {
    const cases = [
      [0, 90_000, 7_500],
      [90_000, 0, 7_500],
      [10_000, 10_000, 0],
      [1, 0, 0],
    ] as const
    for (const [paid, price, fee] of cases) {
      const change = changePrice(paid, price, fee, 'CREDIT')
      expect(change.totalDue).toBeGreaterThanOrEqual(0)
      expect(change.residual).toBeGreaterThanOrEqual(0)
      expect(change.totalDue - change.residual).toBe(price - paid + fee)
    }
  })
})
