// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { TripPart } from './api'
import { rentalOf } from './rental-dates'

const part = (origin: string, destination: string, departure: string, arrival: string): TripPart => ({
  segments: [{ origin: { code: origin }, destination: { code: destination, city: 'New York' }, departure, arrival }],
})
const out = part('LHR', 'JFK', '2026-12-20T17:35:00', '2026-12-20T20:40:00')

describe('rentalOf', () => {
  it('picks the car up 45 minutes after landing, on the next quarter hour', () => {
    expect(rentalOf([out])?.pickUp).toBe('2026-12-20T21:30')
  })

  it('drops the car off two and a half hours before the return leaves, on the quarter hour before', () => {
    const back = part('JFK', 'LHR', '2026-12-27T19:45:00', '2026-12-28T08:10:00')
    expect(rentalOf([out, back])).toEqual({
      airportCode: 'JFK',
      city: 'New York',
      pickUp: '2026-12-20T21:30',
      dropOff: '2026-12-27T17:15',
    })
  })

  it('keeps a same-day return too soon for the margin at its departure time', () => {
    const back = part('JFK', 'LHR', '2026-12-20T23:00:00', '2026-12-21T11:00:00')
    expect(rentalOf([out, back])?.dropOff).toBe('2026-12-20T23:00')
  })

  it('rents a one-way for three days from pick-up, across a month end', () => {
    const late = part('LHR', 'JFK', '2026-12-29T20:00:00', '2026-12-29T23:50:00')
    expect(rentalOf([late])).toMatchObject({ pickUp: '2026-12-30T00:45', dropOff: '2027-01-02T00:45' })
  })
})
