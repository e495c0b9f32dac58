// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { idleLimitMs } from '../../shopping/conversations'
import { errorOf } from '../../test-support/api-error'
import { adult, bookedConversation, withPassengers } from '../../test-support/booking'
import { frozenNow, seededApi, seededDb } from '../../test-support/seeded-api'
import { requestContext } from '../../test-support/shopping'
import type { ApiDeps } from '../context'
import { holdSeat, releaseSeat, seatMap } from './seats'

let now = frozenNow
let api: ApiDeps
beforeAll(() => {
  api = seededApi(seededDb(), () => now)
})

const family = { ADT: 1, CHD: 1, INF: 1 }
const party = [
  adult('A1'),
  adult('C1', { type: 'CHD', dateOfBirth: '2018-01-01' }),
  adult('I1', { type: 'INF', dateOfBirth: '2025-12-01', infantOf: 'A1' }),
]

function familyConversation(brandId = 'classic'): string {
  const key = bookedConversation(api, { passengers: family, brandId })
  withPassengers(api, key, party)
  return key
}

type Map = ReturnType<typeof seatMap>
const seatsOf = (map: Map) => map.rows.flatMap((r) => r.seats)
const freeSeat = (map: Map, test: (s: Map['rows'][number]['seats'][number]) => boolean = () => true) => {
  const seat = seatsOf(map).find((s) => s.available && test(s))
  if (!seat) throw new Error('no free seat on the map')
  return seat.number
}

describe('seatMap', () => {
  it('draws the booked cabin of the segment with rows, columns, aisles, exits, wings and facilities', () => {
    const key = familyConversation()
    const map = seatMap(api, { segmentIndex: 0 }, requestContext(key))
    expect(map.cabin).toBe('Y')
    expect(map.segment.origin.code).toBe('LHR')
    expect(map.columns.length).toBeGreaterThanOrEqual(6)
    expect(map.rows.some((r) => r.exit)).toBe(true)
    expect(map.rows.some((r) => r.wing)).toBe(true)
    expect(map.facilities.map((f) => f.kind)).toContain('galley')
  })

  it('marks window, aisle, exit-row and extra-legroom seats', () => {
    const map = seatMap(api, { segmentIndex: 0 }, requestContext(familyConversation()))
    const exitRow = map.rows.find((r) => r.exit)
    const first = exitRow?.seats[0]
    expect(first?.characteristics).toEqual(expect.arrayContaining(['WINDOW', 'EXIT_ROW', 'EXTRA_LEGROOM']))
    expect(map.rows[0]?.seats[2]?.characteristics).toContain('AISLE')
  })

  it('prices seats when the brand sells them, and gives them free when it includes seat choice', () => {
    const paid = seatMap(api, { segmentIndex: 0 }, requestContext(familyConversation('classic')))
    const free = seatMap(api, { segmentIndex: 0 }, requestContext(familyConversation('flex')))
    expect(seatsOf(paid).every((s) => s.price.amount > 0 && s.price.currency === 'USD')).toBe(true)
    expect(seatsOf(free).every((s) => s.price.amount === 0)).toBe(true)
  })

  it('refuses a segment index outside the cart', () => {
    expect(errorOf(() => seatMap(api, { segmentIndex: 9 }, requestContext(familyConversation())))).toMatchObject({
      code: 'INVALID_SEGMENT_INDEX',
    })
  })
})

describe('holdSeat and releaseSeat', () => {
  it('holds a free seat for a passenger, shown on the map as theirs', () => {
    const key = familyConversation()
    const seat = freeSeat(seatMap(api, { segmentIndex: 0 }, requestContext(key)))
    expect(
      holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key)).seatNumber,
    ).toBe(seat)
    const after = seatsOf(seatMap(api, { segmentIndex: 0 }, requestContext(key))).find((s) => s.number === seat)
    expect(after).toMatchObject({ heldBy: 'A1', available: false })
  })

  it('refuses a seat another conversation holds with SEAT_TAKEN 409', () => {
    const mine = familyConversation()
    const theirs = familyConversation()
    const seat = freeSeat(seatMap(api, { segmentIndex: 0 }, requestContext(mine)))
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(mine))
    expect(
      errorOf(() => holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(theirs))),
    ).toMatchObject({
      type: 'businessLogic',
      code: 'SEAT_TAKEN',
      status: 409,
    })
  })

  it('moves a passenger to the new seat, freeing the previous one', () => {
    const key = familyConversation()
    const map = seatMap(api, { segmentIndex: 0 }, requestContext(key))
    const [first, second] = seatsOf(map)
      .filter((s) => s.available)
      .map((s) => s.number)
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: first ?? '' }, requestContext(key))
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: second ?? '' }, requestContext(key))
    const seats = seatsOf(seatMap(api, { segmentIndex: 0 }, requestContext(key)))
    expect(seats.find((s) => s.number === first)).toMatchObject({ available: true, heldBy: null })
    expect(seats.find((s) => s.number === second)?.heldBy).toBe('A1')
  })

  it('releases a held seat', () => {
    const key = familyConversation()
    const seat = freeSeat(seatMap(api, { segmentIndex: 0 }, requestContext(key)))
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(key))
    expect(releaseSeat(api, { segmentIndex: 0, passengerId: 'A1' }, requestContext(key))).toBe(true)
    expect(
      seatsOf(seatMap(api, { segmentIndex: 0 }, requestContext(key))).find((s) => s.number === seat)?.available,
    ).toBe(true)
  })

  it('refuses a seat for an infant', () => {
    const key = familyConversation()
    const seat = freeSeat(seatMap(api, { segmentIndex: 0 }, requestContext(key)))
    expect(
      errorOf(() => holdSeat(api, { segmentIndex: 0, passengerId: 'I1', seatNumber: seat }, requestContext(key))),
    ).toMatchObject({ code: 'INFANT_NO_SEAT' })
  })

  it('refuses an exit-row seat for a child', () => {
    const key = familyConversation()
    const seat =
      seatsOf(seatMap(api, { segmentIndex: 0 }, requestContext(key))).find((s) =>
        s.characteristics.includes('EXIT_ROW'),
      )?.number ?? ''
    expect(
      errorOf(() => holdSeat(api, { segmentIndex: 0, passengerId: 'C1', seatNumber: seat }, requestContext(key))),
    ).toMatchObject({ code: 'EXIT_ROW_RESTRICTED' })
  })

  it('refuses a seat that is not in the cabin', () => {
    const key = familyConversation()
    expect(
      errorOf(() => holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: '99Z' }, requestContext(key))),
    ).toMatchObject({ code: 'UNKNOWN_SEAT' })
  })

  it('frees the holds of an expired conversation for others', () => {
    const old = familyConversation()
    const seat = freeSeat(seatMap(api, { segmentIndex: 0 }, requestContext(old)))
    holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(old))
    now += idleLimitMs + 1000
    try {
      const later = familyConversation()
      seatMap(api, { segmentIndex: 0 }, requestContext(later))
      expect(
        holdSeat(api, { segmentIndex: 0, passengerId: 'A1', seatNumber: seat }, requestContext(later)).seatNumber,
      ).toBe(seat)
    } finally {
      now = frozenNow
    }
  })
})
