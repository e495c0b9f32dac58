import { describe, expect, it } from 'vitest'
import { ageBandOf, cfarEligible, insurancePremium, refundProtectionEligible, regionOf } from './pricing'

const hour = 3_600_000

describe('insurance premiums', () => {
  const adult = { currency: 'USD', bands: ['ADULT'] as const, region: 'EUROPE' as const }

  it('charges a smaller share of a dearer trip (cost bands)', () => {
    // 400 USD: 60 per mille; 1,000 USD: 50; 3,000 USD: 40 (ESSENTIAL, an adult, Europe).
    expect(insurancePremium('ESSENTIAL', { ...adult, cost: 40_000, bands: ['ADULT'] })).toBe(2_400)
    expect(insurancePremium('ESSENTIAL', { ...adult, cost: 100_000, bands: ['ADULT'] })).toBe(5_000)
    expect(insurancePremium('ESSENTIAL', { ...adult, cost: 300_000, bands: ['ADULT'] })).toBe(12_000)
    expect(insurancePremium('COMPREHENSIVE', { ...adult, cost: 100_000, bands: ['ADULT'] })).toBe(8_000)
  })

  it('prices each traveller by age band on an equal share of the cost', () => {
    const trip = { currency: 'USD', cost: 200_000, region: 'EUROPE' as const }
    // Each share 1,000 USD at 50 per mille = 50 USD: a child half, a senior 175%, an elder 300%.
    expect(insurancePremium('ESSENTIAL', { ...trip, bands: ['ADULT', 'CHILD'] })).toBe(5_000 + 2_500)
    expect(insurancePremium('ESSENTIAL', { ...trip, bands: ['SENIOR', 'ELDER'] })).toBe(8_750 + 15_000)
  })

  it('prices by the destination’s region', () => {
    const trip = { currency: 'USD', cost: 100_000, bands: ['ADULT'] as const }
    expect(insurancePremium('ESSENTIAL', { ...trip, bands: ['ADULT'], region: 'NORTH_AMERICA' })).toBe(7_500)
    expect(insurancePremium('ESSENTIAL', { ...trip, bands: ['ADULT'], region: 'WORLDWIDE' })).toBe(6_500)
  })

  it('reads bands and regions', () => {
    expect([ageBandOf(undefined), ageBandOf(17), ageBandOf(18), ageBandOf(65), ageBandOf(75)]).toEqual([
      'ADULT',
      'CHILD',
      'ADULT',
      'SENIOR',
      'ELDER',
    ])
    expect([regionOf('France'), regionOf('Canada'), regionOf('Japan'), regionOf(undefined)]).toEqual([
      'EUROPE',
      'NORTH_AMERICA',
      'WORLDWIDE',
      'WORLDWIDE',
    ])
  })
})

describe('eligibility', () => {
  it('sells refund protection until 24 hours and CFAR until 48 hours before departure', () => {
    const departs = 100 * hour
    expect(refundProtectionEligible(departs, departs - 25 * hour)).toBe(true)
    expect(refundProtectionEligible(departs, departs - 23 * hour)).toBe(false)
    expect(cfarEligible(departs, departs - 49 * hour)).toBe(true)
    expect(cfarEligible(departs, departs - 47 * hour)).toBe(false)
  })
})
