// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PassengerCounts } from '../../../core/search/types'
import { bookingPassengers, defaultCarrier } from './passenger-ids'
import { draftsFor } from './passenger-form/passenger-draft'
import { seatPassengers } from '../booking/seat-selection/seat-passengers'

describe('bookingPassengers', () => {
  it('numbers the passengers per type, in type order', () => {
    expect(bookingPassengers({ INF: 1, ADT: 2, CHD: 1 }).map((p) => p.id)).toEqual(['ADT-1', 'ADT-2', 'CHD-1', 'INF-1'])
  })

  it('has nobody for zero or missing counts', () => {
    expect(bookingPassengers({ ADT: 1, CHD: 0 })).toEqual([{ id: 'ADT-1', type: 'ADT', fareType: 'ADT', number: 1 }])
  })

  it('books youths and seniors as adults after the adults, as the server counts them (ADT + YTH + SRC)', () => {
    expect(bookingPassengers({ SRC: 1, CHD: 1, YTH: 2, ADT: 1, INF: 1 })).toEqual([
      { id: 'ADT-1', type: 'ADT', fareType: 'ADT', number: 1 },
      { id: 'ADT-2', type: 'ADT', fareType: 'YTH', number: 2 },
      { id: 'ADT-3', type: 'ADT', fareType: 'YTH', number: 3 },
      { id: 'ADT-4', type: 'ADT', fareType: 'SRC', number: 4 },
      { id: 'CHD-1', type: 'CHD', fareType: 'CHD', number: 1 },
      { id: 'INF-1', type: 'INF', fareType: 'INF', number: 1 },
    ])
  })

  it('numbers a party of seniors only from ADT-1', () => {
    expect(bookingPassengers({ SRC: 2, INF: 2 }).map((p) => p.id)).toEqual(['ADT-1', 'ADT-2', 'INF-1', 'INF-2'])
  })

  it('puts infant N with ADT-N', () => {
    expect(defaultCarrier(2)).toBe('ADT-2')
  })
})

describe('every booking page uses the same ids', () => {
  const parties: PassengerCounts[] = [
    { ADT: 2, CHD: 1, INF: 1 },
    { ADT: 1, YTH: 1, SRC: 1, CHD: 2, INF: 2 },
    { SRC: 1, YTH: 1, INF: 1 },
  ]

  it.each(parties)('passengers page, seat selection and the builder agree for %o', (counts) => {
    const ids = bookingPassengers(counts).map((p) => [p.id, p.type])
    expect(draftsFor(counts, []).map((d) => [d.id, d.type])).toEqual(ids)
    expect(seatPassengers(counts).map((p) => [p.id, p.type])).toEqual(ids)
  })

  it('puts infant N on the lap of adult N on the passengers page and in seat selection, youths and seniors included', () => {
    const counts = { ADT: 1, SRC: 1, INF: 2 }
    expect(
      draftsFor(counts, [])
        .filter((d) => d.type === 'INF')
        .map((d) => [d.id, d.infantOf]),
    ).toEqual([
      ['INF-1', 'ADT-1'],
      ['INF-2', 'ADT-2'],
    ])
    expect(
      seatPassengers(counts)
        .filter((p) => p.infant)
        .map((p) => [p.id, p.infant]),
    ).toEqual([
      ['ADT-1', 'INF-1'],
      ['ADT-2', 'INF-2'],
    ])
  })
})
