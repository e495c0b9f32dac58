// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isSignificant } from './significant-change'

const change = (departure: string, arrival: string) => ({
  segmentIndex: 0,
  previousDeparture: '2026-12-01T08:15:00',
  previousArrival: '2026-12-01T11:20:00',
  departure,
  arrival,
})

describe('isSignificant', () => {
  it('counts a departure moved by 3 hours or more, either way', () => {
    expect(isSignificant(change('2026-12-01T11:15:00', '2026-12-01T14:20:00'))).toBe(true)
    expect(isSignificant(change('2026-12-01T05:15:00', '2026-12-01T08:20:00'))).toBe(true)
  })

  it('counts an arrival moved by 3 hours or more across midnight', () => {
    expect(isSignificant(change('2026-12-01T08:15:00', '2026-12-02T00:30:00'))).toBe(true)
  })

  it('does not count a move under 3 hours', () => {
    expect(isSignificant(change('2026-12-01T11:14:00', '2026-12-01T14:19:00'))).toBe(false)
  })
})
