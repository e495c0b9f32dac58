// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  formatQueryDate,
  formatSearchDate,
  formatSegmentTime,
  parseQueryDate,
  parseSearchDate,
  parseSegmentTime,
} from './dates'

const dec1 = new Date(2026, 11, 1, 8, 5, 9)

describe('date formats', () => {
  it('writes query dates as MM-DD-YYYY', () => {
    expect(formatQueryDate(dec1)).toBe('12-01-2026')
  })

  it('writes search dates as YYYY-MM-DD', () => {
    expect(formatSearchDate(dec1)).toBe('2026-12-01')
  })

  it('writes segment times as YYYY-MM-DDTHH:mm:ss', () => {
    expect(formatSegmentTime(dec1)).toBe('2026-12-01T08:05:09')
  })

  it('reads query-string dates as MM-DD-YYYY', () => {
    expect(parseQueryDate('03-04-2026')).toEqual(new Date(2026, 2, 4))
  })

  it('rejects an impossible query date such as 02-30-2026', () => {
    expect(parseQueryDate('02-30-2026')).toBeUndefined()
  })

  it.each(['2026-03-04', '3-4-2026', '13-01-2026', '', 'tomorrow'])('rejects the query date %j', (value) => {
    expect(parseQueryDate(value)).toBeUndefined()
  })

  it('reads a leap day only in a leap year', () => {
    expect(parseQueryDate('02-29-2028')).toEqual(new Date(2028, 1, 29))
    expect(parseQueryDate('02-29-2026')).toBeUndefined()
  })

  it('reads search dates and rejects impossible ones', () => {
    expect(parseSearchDate('2026-12-01')).toEqual(new Date(2026, 11, 1))
    expect(parseSearchDate('2026-04-31')).toBeUndefined()
  })

  it('reads a segment time as the same wall-clock time', () => {
    const time = parseSegmentTime('2026-12-01T23:45:10')
    expect([time?.getDate(), time?.getHours(), time?.getMinutes(), time?.getSeconds()]).toEqual([1, 23, 45, 10])
  })

  it('round-trips a search date', () => {
    expect(formatSearchDate(parseSearchDate('2026-07-15') ?? new Date(NaN))).toBe('2026-07-15')
  })

  it('counts whole calendar days and adds days', () => {
    expect(daysBetween(new Date(2026, 2, 28), new Date(2026, 3, 2))).toBe(5)
    expect(formatSearchDate(addDays(new Date(2026, 11, 30), 3))).toBe('2027-01-02')
  })
})
