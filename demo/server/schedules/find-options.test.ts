// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import { seededApi } from '../test-support/seeded-api'
import type { Leg } from '../repository/flights'
import { findScheduleOptions, onTheWay, withoutDominated, type ScheduleOptionPlan } from './find-options'

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

describe('options a timetable lists', () => {
  const hour = 3_600_000
  /** A leg between two airports, leaving and arriving at hours of one day (UTC). */
  const leg = (id: number, origin: string, destination: string, leaves: number, arrives: number): Leg =>
    ({ id, origin, destination, departureUtc: leaves * hour, arrivalUtc: arrives * hour, legSeq: 1 }) as Leg
  const names = (plans: ScheduleOptionPlan[]) =>
    plans.map((plan) =>
      plan.segments
        .flat()
        .map((l) => l.id)
        .join('+'),
    )

  it('leave out one that leaves earlier and arrives no sooner, or stops more for nothing', () => {
    const onward = leg(9, 'JFK', 'BOS', 15, 16)
    const plans: ScheduleOptionPlan[] = [
      { segments: [[leg(1, 'LHR', 'JFK', 6, 9)], [onward]] }, // waits six hours for the 15:00 onward
      { segments: [[leg(2, 'LHR', 'JFK', 8, 11)], [onward]] }, // the same onward flight, leaving later
      { segments: [[leg(3, 'LHR', 'BOS', 7, 10)]] }, // a nonstop leaving when a connection does...
      { segments: [[leg(4, 'LHR', 'JFK', 7, 10)], [leg(10, 'JFK', 'BOS', 11, 12)]] }, // ...which it beats
      { segments: [[leg(5, 'LHR', 'BOS', 17, 20)]] },
    ]
    expect(names(withoutDominated(plans))).toEqual(['2+9', '3', '5'])
  })

  it('keep options that trade leaving later for arriving later, and equal options both', () => {
    const plans: ScheduleOptionPlan[] = [
      { segments: [[leg(1, 'LHR', 'BOS', 8, 11)]] },
      { segments: [[leg(2, 'LHR', 'BOS', 9, 12)]] },
      { segments: [[leg(3, 'LHR', 'BOS', 9, 12)]] },
    ]
    expect(names(withoutDominated(plans))).toEqual(['1', '2', '3'])
  })

  it('leave out of a seeded schedule each option another beats, and only those', () => {
    const all = findScheduleOptions(api.flights, api.catalog, api.shopping.distanceKm, {
      origin: 'CDG',
      destination: 'LAX',
      date: '2026-06-04',
      nonstopOnly: false,
    })
    const kept = withoutDominated(all)
    const left = all.filter((plan) => !kept.includes(plan))
    expect(left.length).toBeGreaterThan(0)
    expect(kept.length).toBeGreaterThan(0)
    const times = (plan: ScheduleOptionPlan) => {
      const legs = plan.segments.flat()
      return { leaves: legs[0]?.departureUtc ?? 0, arrives: legs.at(-1)?.arrivalUtc ?? 0, stops: legs.length - 1 }
    }
    const beats = (b: ScheduleOptionPlan, a: ScheduleOptionPlan) => {
      const [x, y] = [times(b), times(a)]
      return (
        x.leaves >= y.leaves &&
        x.arrives <= y.arrives &&
        x.stops <= y.stops &&
        (x.leaves > y.leaves || x.arrives < y.arrives || x.stops < y.stops)
      )
    }
    for (const plan of left) expect(kept.some((other) => beats(other, plan))).toBe(true)
    for (const plan of kept) expect(all.some((other) => beats(other, plan))).toBe(false)
  })
})
