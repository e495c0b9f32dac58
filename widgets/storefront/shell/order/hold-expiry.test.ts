import { describe, expect, it } from 'vitest'
import { airportTime } from './hold-expiry'

describe('airportTime', () => {
  it('reads an instant on the departure airport’s clock and names its zone', () => {
    expect(airportTime('2026-11-30T02:15:00.000Z', 'America/New_York', 'en-US')).toMatch(
      /^Sunday, November 29, 2026 at 9:15\sPM EST$/,
    )
    expect(airportTime('2026-07-01T08:00:00.000Z', 'Europe/London', 'en-US')).toMatch(/9:00\sAM GMT\+1$/)
  })
})
