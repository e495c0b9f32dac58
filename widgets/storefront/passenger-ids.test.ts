import { describe, expect, it } from 'vitest'
import { bookingPassengers } from './passenger-ids'

describe('bookingPassengers', () => {
  it('numbers the passengers per type, in type order', () => {
    expect(bookingPassengers({ INF: 1, ADT: 2, CHD: 1 }).map((p) => p.id)).toEqual(['ADT-1', 'ADT-2', 'CHD-1', 'INF-1'])
  })
  it('has nobody for zero or missing counts', () => {
    expect(bookingPassengers({ ADT: 1, CHD: 0 })).toEqual([{ id: 'ADT-1', type: 'ADT', number: 1 }])
  })
})
