// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../context'
import { seededApi, seededDb } from '../../test-support/seeded-api'
import { maxConnectionMinutes, minConnectionMinutes } from '../../schedules/find-options'
import { localToUtc } from '../../time/zoned'
import { airports } from './airports'
import { flightSchedules } from './flight-schedules'
import { flightStatus } from './flight-status'
import { errorOf, refusalOf } from '../../test-support/api-error'
import { addDays } from '../../time/calendar'

let api: ApiDeps
beforeAll(() => {
  api = seededApi()
})

describe('airports', () => {
  it('puts the exact code match first', () => {
    expect(airports(api, { query: 'jfk' })[0]?.code).toBe('JFK')
  })

  it('matches city, name and country case-insensitively', () => {
    expect(airports(api, { query: 'LONDON' }).map((a) => a.code)).toContain('LHR')
    expect(airports(api, { query: 'heathrow' }).map((a) => a.code)).toEqual(['LHR'])
    expect(airports(api, { query: 'japan' }).map((a) => a.code)).toEqual(['NRT'])
  })

  it('never matches the inside of a word: "lon" is not Barcelona, "ny" is New York and not Germany', () => {
    const codes = (query: string) => airports(api, { query }).map((a) => a.code)
    expect(codes('lon')).toContain('LHR')
    expect(codes('lon')).not.toContain('BCN')
    expect(codes('ny')).toContain('JFK')
    expect(codes('ny').filter((code) => ['FRA', 'MUC', 'NBO'].includes(code))).toEqual([])
    // A word after an en dash is a word: "Seattle–Tacoma", "Madrid–Barajas".
    expect([codes('tacoma'), codes('barajas')]).toEqual([['SEA'], ['MAD']])
  })

  it('honours the limit and refuses one out of range', () => {
    expect(airports(api, { query: '', limit: 5 })).toHaveLength(5)
    expect(errorOf(() => airports(api, { limit: 0 }))).toMatchObject({
      type: 'validation',
      code: 'INVALID_LIMIT',
      status: 400,
    })
  })
})

describe('flightStatus', () => {
  it('returns each leg with airport-local times and a status', () => {
    const status = flightStatus(api, { flightNumber: '1', departureDate: '2026-06-01', airlineCode: 'ZZ' })
    expect(status).toMatchObject({ airlineCode: 'ZZ', flightNumber: '1', date: '2026-06-01' })
    const leg = status.flights[0]
    expect(leg?.departureInfo).toMatchObject({ airportCode: 'LHR', terminal: '5', airport: { city: 'London' } })
    expect(leg?.departureInfo.scheduledDateTime).toMatch(/^2026-06-01T\d{2}:\d{2}:00$/)
    expect(leg?.arrivalInfo.airportCode).toBe('JFK')
    expect(leg?.equipmentName).toBe('Boeing 777-300ER')
  })

  it('accepts the flight number with its airline prefix', () => {
    expect(
      flightStatus(api, { flightNumber: 'zz 1', departureDate: '2026-06-01', airlineCode: 'ZZ' }).flightNumber,
    ).toBe('1')
  })

  it('finds a codeshare by the operating partner own number', () => {
    const status = flightStatus(api, { flightNumber: '3601', departureDate: '2026-06-01', airlineCode: 'YY' })
    expect(status.flights[0]?.departureInfo).toMatchObject({ airportCode: 'JFK', terminal: '8' })
  })

  it('returns every leg of a through flight, or the legs between origin and destination', () => {
    const all = flightStatus(api, { flightNumber: '15', departureDate: '2026-06-01', airlineCode: 'ZZ' })
    expect(all.flights.map((f) => f.arrivalInfo.airportCode)).toEqual(['SIN', 'SYD'])
    const second = flightStatus(api, {
      flightNumber: '15',
      departureDate: '2026-06-01',
      airlineCode: 'ZZ',
      origin: 'SIN',
    })
    expect(second.flights.map((f) => f.departureInfo.airportCode)).toEqual(['SIN'])
  })

  it('answers an unknown flight with businessLogic FLIGHT_NOT_FOUND telling what to check', () => {
    const error = errorOf(() =>
      flightStatus(api, { flightNumber: '9999', departureDate: '2026-06-01', airlineCode: 'ZZ' }),
    )
    expect(error).toMatchObject({ type: 'businessLogic', code: 'FLIGHT_NOT_FOUND', status: 404 })
    expect(error.message).toMatch(/check the flight number and the departure date/i)
  })

  it('answers a day the timetable does not hold with FLIGHT_DATE_OUT_OF_RANGE and the days it holds, not FLIGHT_NOT_FOUND', async () => {
    const { firstDate, horizon } = api.shopping
    for (const departureDate of [addDays(horizon, 1), addDays(firstDate, -1)]) {
      const error = await refusalOf(() => flightStatus(api, { flightNumber: '1', departureDate, airlineCode: 'ZZ' }))
      expect(error, departureDate).toMatchObject({
        type: 'businessLogic',
        code: 'FLIGHT_DATE_OUT_OF_RANGE',
        status: 404,
        details: { firstDate, lastDate: horizon },
      })
    }
    // The last day itself is held.
    expect(flightStatus(api, { flightNumber: '1', departureDate: horizon, airlineCode: 'ZZ' }).date).toBe(horizon)
  })

  it('answers a flight that does not fly between the airports sent with FLIGHT_NOT_ON_ROUTE, not FLIGHT_NOT_FOUND', () => {
    const error = errorOf(() =>
      flightStatus(api, { flightNumber: '15', departureDate: '2026-06-01', airlineCode: 'ZZ', destination: 'JFK' }),
    )
    expect(error).toMatchObject({ type: 'businessLogic', code: 'FLIGHT_NOT_ON_ROUTE', status: 404 })
    expect(error.message).toMatch(/does not fly to JFK/)
  })

  it('refuses a malformed date as a validation error', () => {
    const error = errorOf(() =>
      flightStatus(api, { flightNumber: '1', departureDate: '2026-13-40', airlineCode: 'ZZ' }),
    )
    expect(error).toMatchObject({ type: 'validation', code: 'INVALID_DATE', status: 400 })
    expect(error.message).toContain('YYYY-MM-DD')
  })

  it('refuses a flight number that is not 1 to 4 digits', () => {
    expect(
      errorOf(() => flightStatus(api, { flightNumber: '12345', departureDate: '2026-06-01', airlineCode: 'ZZ' })),
    ).toMatchObject({ type: 'validation', code: 'INVALID_FLIGHT_NUMBER' })
    expect(
      errorOf(() => flightStatus(api, { flightNumber: 'abc', departureDate: '2026-06-01', airlineCode: 'ZZ' })),
    ).toMatchObject({ code: 'INVALID_FLIGHT_NUMBER' })
  })

  it('refuses a prefix naming another airline', () => {
    expect(
      errorOf(() => flightStatus(api, { flightNumber: 'YY1', departureDate: '2026-06-01', airlineCode: 'ZZ' })),
    ).toMatchObject({ type: 'validation', code: 'AIRLINE_MISMATCH' })
  })

  it('refuses an airline it does not serve', () => {
    expect(
      errorOf(() => flightStatus(api, { flightNumber: '1', departureDate: '2026-06-01', airlineCode: 'BA' })),
    ).toMatchObject({ type: 'validation', code: 'UNKNOWN_AIRLINE' })
  })

  it('refuses an unknown origin airport, naming the field (a form shows it there)', () => {
    expect(
      errorOf(() =>
        flightStatus(api, { flightNumber: '1', departureDate: '2026-06-01', airlineCode: 'ZZ', origin: 'QQQ' }),
      ),
    ).toMatchObject({
      type: 'validation',
      code: 'UNKNOWN_AIRPORT',
      details: [{ path: 'origin', code: 'UNKNOWN_AIRPORT' }],
    })
  })
})

describe('flightSchedules', () => {
  const lhrJfk = () =>
    flightSchedules(api, { origin: 'LHR', destination: 'JFK', departureDate: '2026-06-01', type: 'NONSTOP' })

  it('lists the nonstop flights ordered by departure', () => {
    const { schedules } = lhrJfk()
    expect(schedules.length).toBeGreaterThanOrEqual(4)
    const departures = schedules.map((s) => s.flights[0]?.departure ?? '')
    expect([...departures].sort()).toEqual(departures)
    expect(schedules.every((s) => s.totalStops === 0 && s.flights.length === 1)).toBe(true)
  })

  it('gives seven operating days from date - 3 to date + 3 with ISO weekdays', () => {
    const days = lhrJfk().schedules[0]?.operatingDays ?? []
    expect(days.map((d) => d.date)).toEqual([
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
    ])
    expect(days[3]).toEqual({ available: true, date: '2026-06-01', dayOfWeek: 1 })
  })

  it('marks days a weekly flight does not operate as unavailable', () => {
    // LHR-CPT flies three days a week: its week always has days off.
    const week = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07']
      .flatMap(
        (date) =>
          flightSchedules(api, { origin: 'LHR', destination: 'CPT', departureDate: date, type: 'NONSTOP' }).schedules,
      )
      .map((option) => option.operatingDays.filter((day) => day.available).length)
    expect(week[0]).toBe(3)
  })

  it('names the next day with flights after a day without, and none for a route not flown', () => {
    // LHR-CPT flies three days a week: a day off has a next day within the week.
    const days = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07']
    const answers = days.map((date) => ({
      date,
      ...flightSchedules(api, { origin: 'LHR', destination: 'CPT', departureDate: date, type: 'NONSTOP' }),
    }))
    const dayOff = answers.find((answer) => answer.schedules.length === 0)
    if (!dayOff) throw new Error('LHR-CPT flew every day of the week')
    const next = dayOff.nextDate ?? ''
    expect(next > dayOff.date).toBe(true)
    const flown = flightSchedules(api, { origin: 'LHR', destination: 'CPT', departureDate: next, type: 'NONSTOP' })
    expect(flown.schedules.length).toBeGreaterThan(0)
    // No day between has flights.
    const between = answers.filter((answer) => answer.date > dayOff.date && answer.date < next)
    expect(between.every((answer) => answer.schedules.length === 0)).toBe(true)
    expect(answers.filter((answer) => answer.schedules.length > 0).every((answer) => answer.nextDate === null)).toBe(
      true,
    )
    // Madrid to Barcelona is not flown: no next date, rather than "try another date".
    const notFlown = flightSchedules(api, {
      origin: 'MAD',
      destination: 'BCN',
      departureDate: '2026-06-01',
      type: 'ALL',
    })
    expect([notFlown.schedules, notFlown.nextDate]).toEqual([[], null])
  })

  it('names no day already past as the next one with flights', () => {
    const schedule = (departureDate: string) =>
      flightSchedules(api, { origin: 'LHR', destination: 'CPT', departureDate, type: 'NONSTOP' })
    // The seed's timetable starts a week before today (2026-06-01), and LHR-CPT flies on some of those days.
    const pastFlown = ['2026-05-25', '2026-05-26', '2026-05-27'].filter((date) => schedule(date).schedules.length > 0)
    expect(pastFlown.length).toBeGreaterThan(0)
    const firstAhead = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'].find(
      (date) => schedule(date).schedules.length > 0,
    )
    expect(schedule('2026-05-20').nextDate).toBe(firstAhead)
    // A date more than two weeks past: its two weeks start at today.
    expect(schedule('2026-05-01').nextDate).toBe(firstAhead)
  })

  it('counts today at the origin airport: Sydney’s is a day ahead of London’s in the evening', () => {
    const evening = seededApi(seededDb(), () => Date.parse('2026-06-01T20:00:00Z'))
    const fromSydney = flightSchedules(evening, {
      origin: 'SYD',
      destination: 'LHR',
      departureDate: '2026-05-20',
      type: 'ALL',
    })
    const fromLondon = flightSchedules(evening, {
      origin: 'LHR',
      destination: 'SYD',
      departureDate: '2026-05-20',
      type: 'ALL',
    })
    expect([fromSydney.nextDate, fromLondon.nextDate]).toEqual(['2026-06-02', '2026-06-01'])
  })

  it('says where the timetable ends, and names no next day past it', () => {
    const beyond = flightSchedules(api, { origin: 'LHR', destination: 'JFK', departureDate: '2026-06-20', type: 'ALL' })
    expect([beyond.schedules, beyond.nextDate, beyond.lastDate]).toEqual([[], null, '2026-06-15'])
  })

  it('adds one-stop connections through a hub with a legal connection time', () => {
    const { schedules } = flightSchedules(api, {
      origin: 'CDG',
      destination: 'LAX',
      departureDate: '2026-06-01',
      type: 'ALL',
    })
    const connections = schedules.filter((s) => s.flights.length === 2)
    expect(connections.length).toBeGreaterThan(0)
    for (const option of connections) {
      const [first, second] = option.flights
      if (!first || !second) continue
      expect(['LHR', 'JFK']).toContain(first.destination)
      const tz = first.destination === 'LHR' ? 'Europe/London' : 'America/New_York'
      const minutes = (localToUtc(second.departure, tz) - localToUtc(first.arrival, tz)) / 60_000
      expect(minutes).toBeGreaterThanOrEqual(minConnectionMinutes)
      expect(minutes).toBeLessThanOrEqual(maxConnectionMinutes)
      expect(option.totalStops).toBe(1)
    }
  })

  it('measures total duration in real elapsed minutes across time zones', () => {
    const option = flightSchedules(api, { origin: 'CDG', destination: 'LAX', departureDate: '2026-06-01', type: 'ALL' })
      .schedules[0]
    const first = option?.flights[0]
    const last = option?.flights.at(-1)
    if (!option || !first || !last) throw new Error('no option')
    const elapsed =
      (localToUtc(last.arrival, 'America/Los_Angeles') - localToUtc(first.departure, 'Europe/Paris')) / 60_000
    expect(option.totalDuration).toBe(elapsed)
  })

  it('shows a through flight as one flight with its stop', () => {
    const { schedules } = flightSchedules(api, {
      origin: 'LHR',
      destination: 'SYD',
      departureDate: '2026-06-01',
      type: 'ALL',
    })
    const through = schedules.find((s) => s.flights.length === 1)
    expect(through?.flights[0]).toMatchObject({
      flightNumber: '15',
      origin: 'LHR',
      destination: 'SYD',
      numberOfStops: 1,
    })
    expect(through?.totalStops).toBe(1)
  })

  it('names the operating carrier of a codeshare', () => {
    const { schedules } = flightSchedules(api, {
      origin: 'JFK',
      destination: 'MEX',
      departureDate: '2026-06-01',
      type: 'NONSTOP',
    })
    expect(schedules[0]?.flights[0]).toMatchObject({
      airlineCode: 'ZZ',
      operatingAirlineCode: 'YY',
      operatingCarrier: 'Yonder Airways',
    })
  })

  it('returns no options for a date beyond the schedules', () => {
    expect(flightSchedules(api, { origin: 'LHR', destination: 'JFK', departureDate: '2030-01-01' }).schedules).toEqual(
      [],
    )
  })

  it('refuses the same airport as origin and destination', () => {
    expect(
      errorOf(() => flightSchedules(api, { origin: 'LHR', destination: 'lhr', departureDate: '2026-06-01' })),
    ).toMatchObject({ type: 'validation', code: 'SAME_ORIGIN_DESTINATION', status: 400 })
  })

  it('refuses an airport code that is not three letters', () => {
    expect(
      errorOf(() => flightSchedules(api, { origin: 'LONDON', destination: 'JFK', departureDate: '2026-06-01' })),
    ).toMatchObject({ type: 'validation', code: 'INVALID_AIRPORT_CODE' })
  })
})
