// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { flightQueries } from '../repository/flights'
import { seededDb } from '../test-support/seeded-api'
import { brandById } from './brands'
import { daysToDeparture, inventory } from './inventory'
import { daysOutFactor, pointsPerAdult, pricePart } from './pricing'
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

describe('a price over the day', () => {
  const hourMs = 3_600_000
  const dayMs = 24 * hourMs

  it('counts whole days to departure', () => {
    expect(daysToDeparture(40.9 * dayMs, 0)).toBe(40)
    expect(daysToDeparture(40 * dayMs, 0)).toBe(40)
    expect(daysToDeparture(0.5 * dayMs, 0)).toBe(0)
  })

  it('is the same amount to the cent until its count of days to departure drops: a search reloaded hours later shows what it showed', () => {
    const db = seededDb(1)
    const [leg] = flightQueries(db).legsOnRoute('LHR', 'JFK', '2026-06-01')
    const classic = brandById.get('classic')
    if (!leg || !classic) throw new Error('no LHR-JFK flight on 2026-06-01, or no classic brand')
    const deps = { inventory: inventory(db), distanceKm: () => 5540 }
    const priceAt = (nowMs: number) =>
      pricePart(deps, {
        legs: [leg],
        brand: classic,
        passengers: { ADT: 2, YTH: 0, SRC: 0, CHD: 1, INF: 0 },
        currency: 'EUR',
        award: false,
        percentOff: 0,
        nowMs,
      })
    // 40 and a half days out, then five and ten hours later: still 40 whole days.
    const first = leg.departureUtc - 40.5 * dayMs
    expect(priceAt(first + 5 * hourMs)).toEqual(priceAt(first))
    expect(priceAt(first + 10 * hourMs)).toEqual(priceAt(first))
    // A day nearer, the fare moves (flat from three weeks, dearer as departure nears).
    const dayLater = priceAt(first + dayMs).passengers[0]
    expect(dayLater?.fare).toBeGreaterThan(priceAt(first).passengers[0]?.fare ?? Infinity)
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
