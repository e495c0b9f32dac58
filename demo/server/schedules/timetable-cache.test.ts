// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeMeta } from '../db/meta'
import { loadCatalog } from '../repository/catalog'
import { flightQueries } from '../repository/flights'
import { seededApi, seededDb } from '../test-support/seeded-api'
import { addDays } from '../time/calendar'
import { findScheduleOptions } from './find-options'
import { cachedScheduleQueries } from './timetable-cache'

const legIds = (plans: ReturnType<typeof findScheduleOptions>) =>
  plans.map((plan) => plan.segments.map((segment) => segment.map((leg) => leg.id)))

describe('the timetable held in memory for schedule options', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('finds the same options as the database queries, for every pair of airports', () => {
    const db = seededDb()
    const catalog = loadCatalog(db)
    const flights = flightQueries(db)
    const cached = cachedScheduleQueries(flights, db)
    const { distanceKm } = seededApi(db).shopping
    const codes = [...catalog.airports.keys()]
    let options = 0
    let through = 0
    let connecting = 0
    const date = '2026-06-04'
    for (const origin of codes)
      for (const destination of codes) {
        if (origin === destination) continue
        const request = { origin, destination, date, nonstopOnly: false }
        const fromDb = findScheduleOptions(flights, catalog, distanceKm, request)
        expect(legIds(findScheduleOptions(cached, catalog, distanceKm, request))).toEqual(legIds(fromDb))
        options += fromDb.length
        through += fromDb.filter((plan) => plan.segments.some((segment) => segment.length > 1)).length
        connecting += fromDb.filter((plan) => plan.segments.length > 1).length
      }
    // Through flights and connections are among them, not only nonstops.
    expect({ options: options > 500, through: through > 0, connecting: connecting > 0 }).toEqual({
      options: true,
      through: true,
      connecting: true,
    })
  }, 30_000)

  it('forgets the options it memoised once the timetable is reseeded', () => {
    // The seed's date is read at most once a second: the clock stands still until the test moves it.
    const started = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(started)
    const api = seededApi()
    const date = addDays('2026-06-01', 3)
    const [first] = api.shopping.scheduleOptions('LHR', 'JFK', date)
    const leg = first?.segments[0]?.[0]
    if (!leg) throw new Error('no LHR-JFK flight')
    // What a reseed does, in small: the dated flight moves, and the seed's meta keys are rewritten.
    api.booking.db
      .prepare('UPDATE flight_instances SET departure_utc = departure_utc + 600000 WHERE id = ?')
      .run(leg.id)
    writeMeta(api.booking.db, 'seed_date', '2026-06-02')
    const legNow = () =>
      api.shopping
        .scheduleOptions('LHR', 'JFK', date)
        .flatMap((plan) => plan.segments.flat())
        .find((l) => l.id === leg.id)
    // The seed's date is read at most once a second, not on every search.
    expect(legNow()?.departureUtc).toBe(leg.departureUtc)
    clock.mockReturnValue(started + 1000)
    expect(legNow()?.departureUtc).toBe(leg.departureUtc + 600_000)
  })
})
