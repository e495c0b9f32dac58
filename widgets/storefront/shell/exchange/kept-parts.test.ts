// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SearchCriteria } from '../../../../core/search/types'
import { keptPartsQuery, withKeptParts } from './kept-parts'

const criteria: SearchCriteria = {
  journeyType: 'round-trip',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  promoCodes: [],
  itineraryParts: [
    { origin: 'LHR', destination: 'JFK', date: '2026-12-03' },
    { origin: 'JFK', destination: 'LHR', date: '2026-12-08' },
  ],
  passengers: { ADT: 1 },
  exchangeType: 'VOLUNTARY',
  direction: 0,
  flights: [],
}

describe("an exchange's kept parts in the address", () => {
  it('keep1 gives the return its booked offer', () => {
    const read = withKeptParts(criteria, new URLSearchParams('keep1=booked-1'))
    expect(read.itineraryParts.map((part) => part.selectedOfferRef)).toEqual([undefined, 'booked-1'])
  })

  it('a malformed one is left out: that part is searched', () => {
    const read = withKeptParts(criteria, new URLSearchParams('keep1=not%20a%20ref'))
    expect(read.itineraryParts[1]?.selectedOfferRef).toBeUndefined()
  })

  it('is ignored outside an exchange', () => {
    const booking = { ...criteria, exchangeType: undefined }
    expect(withKeptParts(booking, new URLSearchParams('keep1=booked-1'))).toBe(booking)
  })

  it('is written back as it is read', () => {
    const read = withKeptParts(criteria, new URLSearchParams('keep1=booked-1'))
    expect(keptPartsQuery(read, new URLSearchParams()).toString()).toBe('keep1=booked-1')
  })
})
