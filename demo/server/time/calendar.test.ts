// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isCalendarDate, isoDayOfWeek } from './calendar'

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-40')).toBe(false)
    expect(isCalendarDate('12-01-2026')).toBe(false)
  })

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
  })

  it('numbers ISO weekdays Monday 1 to Sunday 7', () => {
    expect(isoDayOfWeek('2026-06-01')).toBe(1)
    expect(isoDayOfWeek('2026-06-07')).toBe(7)
  })
})
