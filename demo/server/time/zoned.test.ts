// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localToUtc, utcToLocal, zoneOffsetMs } from './zoned'

const iso = (ms: number) => new Date(ms).toISOString()

describe('local wall-clock time to UTC', () => {
  it('converts London winter time (GMT, UTC+0)', () => {
    expect(iso(localToUtc('2026-01-15T09:30:00', 'Europe/London'))).toBe('2026-01-15T09:30:00.000Z')
  })

  it('converts London summer time (BST, UTC+1)', () => {
    expect(iso(localToUtc('2026-07-15T09:30:00', 'Europe/London'))).toBe('2026-07-15T08:30:00.000Z')
  })

  it('converts New York across its own DST dates, which differ from Europe', () => {
    // 2026-03-08 US clocks go forward; Europe follows on 2026-03-29.
    expect(iso(localToUtc('2026-03-07T18:00:00', 'America/New_York'))).toBe('2026-03-07T23:00:00.000Z')
    expect(iso(localToUtc('2026-03-09T18:00:00', 'America/New_York'))).toBe('2026-03-09T22:00:00.000Z')
  })

  it('converts southern-hemisphere summer time (Sydney AEDT in January)', () => {
    expect(iso(localToUtc('2026-01-10T06:00:00', 'Australia/Sydney'))).toBe('2026-01-09T19:00:00.000Z')
  })

  it('moves a time inside the spring-forward gap forward by the gap', () => {
    // 01:30 does not exist in London on 2026-03-29; clocks jump 01:00 -> 02:00.
    expect(utcToLocal(localToUtc('2026-03-29T01:30:00', 'Europe/London'), 'Europe/London')).toBe('2026-03-29T02:30:00')
  })

  it('resolves a repeated fall-back time to its first occurrence', () => {
    // 01:30 happens twice in London on 2026-10-25: first in BST (00:30Z), then GMT.
    expect(iso(localToUtc('2026-10-25T01:30:00', 'Europe/London'))).toBe('2026-10-25T00:30:00.000Z')
  })

  it('accepts a time without seconds', () => {
    expect(iso(localToUtc('2026-01-15T09:30', 'Asia/Tokyo'))).toBe('2026-01-15T00:30:00.000Z')
  })

  it('refuses a malformed local time', () => {
    expect(() => localToUtc('2026-01-15 09:30', 'Europe/London')).toThrow(RangeError)
  })
})

describe('UTC to local wall-clock time', () => {
  it('formats as YYYY-MM-DDTHH:mm:ss in the zone, with midnight as 00', () => {
    expect(utcToLocal(Date.parse('2026-07-01T23:00:00Z'), 'Europe/London')).toBe('2026-07-02T00:00:00')
  })

  it('round-trips through localToUtc for a half-hour zone', () => {
    const ms = localToUtc('2026-05-05T23:45:00', 'Asia/Kolkata')
    expect(utcToLocal(ms, 'Asia/Kolkata')).toBe('2026-05-05T23:45:00')
    expect(zoneOffsetMs(ms, 'Asia/Kolkata')).toBe(5.5 * 3_600_000)
  })
})
