// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import { seededApi } from '../test-support/seeded-api'
import { findScheduleOptions, onTheWay } from './find-options'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

/** Each option's airports in order, as "LHR-JFK-BOS". */
function routesOf(origin: string, destination: string): string[] {
  const plans = findScheduleOptions(api.flights, api.catalog, api.shopping.distanceKm, {
    origin,
    destination,
    date: '2026-06-04',
    nonstopOnly: false,
  })
  return plans.map((plan) => {
    const legs = plan.segments.flat()
    return [legs[0]?.origin, ...legs.map((leg) => leg.destination)].join('-')
  })
}

describe('connections that go out of their way', () => {
  it('are not offered: London to Amsterdam through New York is 31 times the way nonstop', () => {
    const { distanceKm } = api.shopping
    expect(onTheWay(distanceKm, 'LHR', 'JFK', 'AMS')).toBe(false)
    expect(onTheWay(distanceKm, 'CDG', 'JFK', 'FRA')).toBe(false)
    expect(routesOf('LHR', 'AMS').filter((route) => route.includes('JFK'))).toEqual([])
  })

  it('are offered when the stop is on the way, or a short route has no better stop', () => {
    const { distanceKm } = api.shopping
    expect(onTheWay(distanceKm, 'LHR', 'JFK', 'BOS')).toBe(true)
    expect(onTheWay(distanceKm, 'EDI', 'LHR', 'DUB')).toBe(true)
    expect(routesOf('LHR', 'BOS')).toContain('LHR-JFK-BOS')
  })
})
