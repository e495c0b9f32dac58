// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OrderDetails } from '../../booking/order-details'
import { errorOf } from '../../test-support/api-error'
import { adult } from '../../test-support/booking'
import { frozenNow, seededApi } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import { bookedTrip, type BookedTrip, type TripOptions } from '../../test-support/trip'
import { localToUtc } from '../../time/zoned'
import type { ApiDeps } from '../context'
import { boardingPasses } from './boarding-passes'

let api: ApiDeps
let clock = frozenNow
beforeAll(() => {
  api = seededApi(undefined, () => clock)
})
beforeEach(() => {
  clock = frozenNow
})

const oneWay = [{ origin: 'LHR', destination: 'JFK', date: '2026-06-05' }]
const hour = 3_600_000

/** A one-way trip booked now, and the clock moved to `hoursBefore` its departure. */
function tripBefore(hoursBefore: number, options: TripOptions = {}): BookedTrip {
  const trip = bookedTrip(api, { parts: oneWay, ...options })
  const segment = (api.booking.orders.details(trip.reference) as OrderDetails).segments[0]
  clock = localToUtc(segment?.departure ?? '', 'Europe/London') - hoursBefore * hour
  return trip
}

const passesOf = (trip: BookedTrip, locale?: string) =>
  boardingPasses(api, { lookup: { pnr: trip.reference, lastName: trip.lastName }, locale }, requestContext())

describe('boardingPasses', () => {
  it('refuses before check-in opens with CHECKIN_NOT_OPEN (409)', () => {
    const trip = tripBefore(31)
    expect(errorOf(() => passesOf(trip))).toMatchObject({ code: 'CHECKIN_NOT_OPEN', status: 409 })
  })

  it('refuses in the last hour with CHECKIN_CLOSED', () => {
    const trip = tripBefore(0.5)
    expect(errorOf(() => passesOf(trip)).code).toBe('CHECKIN_CLOSED')
  })

  it('refuses a held order with ORDER_HELD', () => {
    const trip = tripBefore(10, { held: true })
    // held for longer than pay later's 24 hours, which would have run out by now
    api.booking.db
      .prepare('UPDATE orders SET hold_expires_at = ? WHERE reference = ?')
      .run(clock + hour, trip.reference)
    expect(errorOf(() => passesOf(trip)).code).toBe('ORDER_HELD')
  })

  it('gives one pass per passenger, the infant named on its adult’s pass', () => {
    const infant = adult('I1', { type: 'INF', givenName: 'Tom', dateOfBirth: '2025-12-01', infantOf: 'A1' })
    const trip = tripBefore(10, { passengers: [adult('A1'), adult('A2', { givenName: 'Grace' }), infant] })
    const models = passesOf(trip).map((p) => p.data.model)
    expect(models.map((m) => [m.passengerId, m.passengerName, m.infantName])).toEqual([
      ['A1', 'OBRIEN SMITH/ADA', 'OBRIEN SMITH/TOM'],
      ['A2', 'OBRIEN SMITH/GRACE', null],
    ])
  })

  it('prints the seat bought, boarding 40 minutes before departure, the fare’s group and the gate', () => {
    // Gates are given three hours before departure.
    const trip = tripBefore(2, { withSeat: true, brandId: 'flex' })
    const [pass] = passesOf(trip)
    const model = pass?.data.model
    const seat = (api.booking.orders.details(trip.reference) as OrderDetails).items.find((i) => i.kind === 'SEAT')
    expect(model?.seat).toBe(seat?.detail)
    expect(Date.parse(`${model?.departure}Z`) - Date.parse(`${model?.boardingTime}Z`)).toBe(40 * 60_000)
    expect(model).toMatchObject({ boardingGroup: '2', cabin: 'Economy' })
    expect(model?.gate).toMatch(/\S/)
  })

  it('prints no gate before the gate is given, three hours before departure', () => {
    const trip = tripBefore(10)
    expect(passesOf(trip)[0]?.data.model.gate).toBeNull()
  })

  it('keeps a passenger’s sequence number when the passes are asked for again', () => {
    const trip = tripBefore(10, { passengers: [adult('A1'), adult('A2', { givenName: 'Grace' })] })
    const first = passesOf(trip).map((p) => p.data.model.sequence)
    expect(passesOf(trip).map((p) => p.data.model.sequence)).toEqual(first)
    expect(first[1]).toBe((first[0] ?? 0) + 1)
  })

  it('encodes the pass as an IATA BCBP type M text', () => {
    const trip = tripBefore(10)
    const model = passesOf(trip)[0]?.data.model
    expect(model?.barcode).toHaveLength(60)
    expect(model?.barcode.slice(0, 39)).toBe(`M1${'OBRIEN SMITH/ADA'.padEnd(20)}E${trip.reference} LHRJFKZZ `)
  })

  it('sends the template’s labels in the requested language, English when it has none', () => {
    const trip = tripBefore(10)
    const label = (locale: string) =>
      passesOf(trip, locale)[0]?.data.translations.find((t) => t.key === 'boardingPass')?.value
    expect(label('de-DE')).toBe('Bordkarte')
    expect(label('fi-FI')).toBe('Boarding pass')
  })

  it('sends the labels in the request’s language (Accept-Language) when the deprecated argument is left out', () => {
    const trip = tripBefore(10)
    const passes = boardingPasses(
      api,
      { lookup: { pnr: trip.reference, lastName: trip.lastName } },
      { ...requestContext(), locale: 'de-DE' },
    )
    expect(passes[0]?.data.translations.find((t) => t.key === 'boardingPass')?.value).toBe('Bordkarte')
  })

  it('shows the airline logo the demo serves', () => {
    const trip = tripBefore(10)
    expect(passesOf(trip)[0]?.data.images).toEqual([{ role: 'logo', url: '/assets/logo.svg', alt: 'Zed Air' }])
  })
})
