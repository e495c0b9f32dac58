// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiDeps } from '../graphql/context'
import { errorOf } from '../test-support/api-error'
import { adult } from '../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../test-support/seeded-api'
import { bookedTrip } from '../test-support/trip'
import type { Db } from '../db/open'
import { findTrip } from './find-trip'

let db: Db
let api: ApiDeps
const clock = frozenNow
beforeAll(() => {
  db = seededDb()
  api = seededApi(db, () => clock)
})

const find = (lookup: { pnr?: string; orderId?: string; lastName: string }) => findTrip(api.booking, lookup, clock)

describe('findTrip', () => {
  it('finds a trip by its booking reference, written in any case and with spaces around', () => {
    const trip = bookedTrip(api)
    expect(find({ pnr: ` ${trip.reference.toLowerCase()} `, lastName: trip.lastName }).reference).toBe(trip.reference)
  })

  it('finds a trip by its order id', () => {
    const trip = bookedTrip(api)
    expect(find({ orderId: trip.orderId, lastName: trip.lastName }).reference).toBe(trip.reference)
  })

  it('matches the family name of any passenger, case and spaces ignored', () => {
    const trip = bookedTrip(api, {
      passengers: [adult('A1'), adult('A2', { givenName: 'Grace', familyName: 'Van der Berg' })],
    })
    expect(find({ pnr: trip.reference, lastName: 'VANDER berg' }).reference).toBe(trip.reference)
  })

  it('matches a booked accent typed without it, as airlines match names: "zoe" finds Zoë', () => {
    const trip = bookedTrip(api, { passengers: [adult('A1', { givenName: 'Ada', familyName: 'Zoë' })] })
    expect(find({ pnr: trip.reference, lastName: 'zoe' }).reference).toBe(trip.reference)
    expect(find({ pnr: trip.reference, lastName: ' Z O E ' }).reference).toBe(trip.reference)
  })

  it('refuses a wrong last name with TRIP_NOT_FOUND (404)', () => {
    const trip = bookedTrip(api)
    expect(errorOf(() => find({ pnr: trip.reference, lastName: 'Smith' }))).toMatchObject({
      type: 'businessLogic',
      code: 'TRIP_NOT_FOUND',
      status: 404,
    })
  })

  it('answers an unknown reference exactly as a wrong last name', () => {
    const trip = bookedTrip(api)
    expect(errorOf(() => find({ pnr: 'ZZZZZZ', lastName: trip.lastName }))).toEqual(
      errorOf(() => find({ pnr: trip.reference, lastName: 'Smith' })),
    )
  })

  it('asks for a reference or an order id when the lookup has neither', () => {
    expect(errorOf(() => find({ lastName: 'Smith' })).code).toBe('TRIP_LOOKUP_INCOMPLETE')
  })

  it('cancels a held order whose hold ran out, and gives its seats back', () => {
    const trip = bookedTrip(api, { held: true, withSeat: true })
    const sold = () =>
      db.prepare<[], number>("SELECT sum(sold) FROM seat_inventory WHERE brand_id = 'classic'").pluck().get() ?? 0
    const seatsOf = () =>
      db
        .prepare<[string], number>('SELECT count(*) FROM seat_holds WHERE order_reference = ?')
        .pluck()
        .get(trip.reference)
    const soldBefore = sold()
    expect(seatsOf()).toBe(1)
    const holdExpiresAt = api.booking.orders.order(trip.reference)?.holdExpiresAt ?? 0
    expect(findTrip(api.booking, { pnr: trip.reference, lastName: trip.lastName }, holdExpiresAt + 1).status).toBe(
      'CANCELLED',
    )
    expect(api.booking.orders.order(trip.reference)?.status).toBe('CANCELLED')
    expect(seatsOf()).toBe(0)
    // one passenger on each of the round trip's two segments
    expect(sold()).toBe(soldBefore - 2)
  })

  it('leaves a held order held while its hold lasts', () => {
    const trip = bookedTrip(api, { held: true })
    expect(find({ pnr: trip.reference, lastName: trip.lastName }).status).toBe('HELD')
  })
})
