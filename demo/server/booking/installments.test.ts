// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { errorOf } from '../test-support/api-error'
import { installmentPlanFor, installmentPlans } from './installments'

describe('installment plans', () => {
  it('offers 3, 6 and 12 installments to VISA and MASTERCARD, with a fee per mille', () => {
    for (const brand of ['VISA', 'MASTERCARD'] as const) {
      expect(installmentPlans(brand, 100_000, 'USD').map((p) => [p.count, p.feePerMille])).toEqual([
        [3, 0],
        [6, 15],
        [12, 35],
      ])
    }
  })

  it('offers none to AMEX', () => {
    expect(installmentPlans('AMEX', 100_000, 'USD')).toEqual([])
  })

  it('offers none under 200 USD, converted for other currencies', () => {
    expect(installmentPlans('VISA', 19_999, 'USD')).toEqual([])
    expect(installmentPlans('VISA', 20_000, 'USD')).toHaveLength(3)
    expect(installmentPlans('VISA', 15_799, 'GBP')).toEqual([])
    expect(installmentPlans('VISA', 15_800, 'GBP')).toHaveLength(3)
  })

  it('adds the fee to the total, rounded to a minor unit', () => {
    const six = installmentPlans('VISA', 100_001, 'USD').find((p) => p.count === 6)
    expect(six?.total).toBe(100_001 + 1_500)
  })

  it('sums the installments exactly to the total, the last one carrying the rounding', () => {
    for (const amount of [20_000, 100_001, 175_879, 333_334]) {
      for (const plan of installmentPlans('MASTERCARD', amount, 'EUR')) {
        expect(plan.perInstallment * (plan.count - 1) + plan.lastInstallment).toBe(plan.total)
        expect(plan.lastInstallment - plan.perInstallment).toBeGreaterThanOrEqual(0)
        expect(plan.lastInstallment - plan.perInstallment).toBeLessThan(plan.count)
      }
    }
  })

  it('refuses a count that is not offered, saying which are', () => {
    expect(installmentPlanFor(12, 'VISA', 50_000, 'USD').count).toBe(12)
    const wrong = errorOf(() => installmentPlanFor(4, 'VISA', 50_000, 'USD'))
    expect(wrong).toMatchObject({ type: 'validation', code: 'INVALID_INSTALLMENTS' })
    expect(wrong.message).toContain('3, 6, 12')
    expect(errorOf(() => installmentPlanFor(3, 'AMEX', 50_000, 'USD'))).toMatchObject({ code: 'INVALID_INSTALLMENTS' })
  })
})
