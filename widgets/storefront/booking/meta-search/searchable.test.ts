import { describe, expect, it } from 'vitest'
import type { SearchCriteria } from '../../../../core/search/types'
import { searchable } from './searchable'

const today = new Date(2026, 10, 26)

/** A one-way London to New York search for one adult on `date`. */
const oneWay = (date: string): SearchCriteria => ({
  journeyType: 'one-way',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  promoCodes: [],
  itineraryParts: [{ origin: 'LHR', destination: 'JFK', date }],
  passengers: { ADT: 1 },
  direction: 0,
  flights: [],
})

describe('searchable', () => {
  it('is a trip whose days are in the booking window', () => {
    expect(searchable(oneWay('2026-12-17'), today)).toBe(true)
  })

  it('is not a trip with a day already past: flight selection would send it to the search form', () => {
    expect(searchable(oneWay('2026-01-05'), today)).toBe(false)
  })

  it('is not a trip without parts', () => {
    expect(searchable({ ...oneWay(''), itineraryParts: [] }, today)).toBe(false)
  })
})
