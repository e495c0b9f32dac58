// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seededDb } from '../test-support/seeded-api'
import { brandById } from './brands'
import { daysOutFactor, pointsPerAdult } from './pricing'
import { percentOffFor, promoLookup } from './promos'

describe('pricing rules', () => {
  it('is cheaper far out, flat from three weeks, and steep in the last 14 days', () => {
    expect(daysOutFactor(120)).toBeLessThan(daysOutFactor(40))
    expect(daysOutFactor(40)).toBeLessThan(daysOutFactor(15))
    expect(daysOutFactor(13) - daysOutFactor(14)).toBeGreaterThan(0.05)
    expect(daysOutFactor(0)).toBeGreaterThan(1.8)
  })

  it('gives award points by distance and brand, rounded to 500, at least 4,500', () => {
    const classic = brandById.get('classic')
    const business = brandById.get('business')
    if (!classic || !business) throw new Error('brands missing')
    expect(pointsPerAdult([5540], classic)).toBe(25_000)
    expect(pointsPerAdult([5540], business)).toBe(65_000)
    expect(pointsPerAdult([340], classic)).toBe(4500)
  })
})

describe('seeded promo codes', () => {
  const lookup = promoLookup(seededDb(1))

  it('knows ZZSAVE10 as 10% off any month, case-insensitively', () => {
    const promo = lookup('zzsave10')
    expect(promo && percentOffFor([promo], '2026-06-05')).toBe(10)
  })

  it('gives ZZWINTER 15% off December to February departures only', () => {
    const promo = lookup('ZZWINTER')
    if (!promo) throw new Error('ZZWINTER is not seeded')
    expect(['2026-12-01', '2027-01-15', '2027-02-28'].map((d) => percentOffFor([promo], d))).toEqual([15, 15, 15])
    expect(['2026-11-30', '2027-03-01'].map((d) => percentOffFor([promo], d))).toEqual([0, 0])
  })

  it('knows no other code', () => {
    expect(lookup('FREEFLIGHTS')).toBeUndefined()
  })
})
