// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lowestAmount, monthWeeks, searchDateForMonth, shiftMonth } from './month-grid'

describe('month grid of the 30-day calendar', () => {
  it('starts December 2026 on a Tuesday when weeks start on Monday', () => {
    const weeks = monthWeeks('2026-12', 1)
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('pads with two days when weeks start on Sunday', () => {
    expect(monthWeeks('2026-12', 0)[0]?.slice(0, 3)).toEqual([null, null, '2026-12-01'])
  })

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
  })

  it('searches a month from its first day, the part date when inside it, never the past', () => {
    expect(searchDateForMonth('2027-01', '2026-12-10', '2026-11-20')).toBe('2027-01-01')
    expect(searchDateForMonth('2026-12', '2026-12-10', '2026-11-20')).toBe('2026-12-10')
    expect(searchDateForMonth('2026-11', '2026-12-10', '2026-11-20')).toBe('2026-11-20')
  })

  it('finds the lowest price of the available days and skips days without service', () => {
    const days = [
      { date: 'a', available: false, lowestTotal: null },
      { date: 'b', available: true, lowestTotal: { amount: 500 } },
      { date: 'c', available: true, lowestTotal: { amount: 400 } },
      { date: 'd', available: true, lowestTotal: { amount: 400 } },
    ]
    expect(lowestAmount(days)).toBe(400)
    // One price on every day marks none.
    const flat = [400, 400, 400].map((amount) => ({ available: true, lowestTotal: { amount } }))
    expect(lowestAmount(flat)).toBeUndefined()
    expect(lowestAmount([{ available: true, lowestTotal: { amount: 400 } }])).toBeUndefined()
    expect(lowestAmount([{ available: false, lowestTotal: { amount: 100 } }])).toBeUndefined()
    expect(lowestAmount([])).toBeUndefined()
  })
})
