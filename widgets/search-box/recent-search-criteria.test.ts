import { describe, expect, it } from 'vitest'
import { searchConfig } from '../../core/search/config'
import type { SearchCriteria } from '../../core/search/types'
import { criteriaOfRecent, recentSearchOf } from './recent-search-criteria'

const TODAY = new Date(2026, 5, 15)
const config = searchConfig({})

const criteria = (change: Partial<SearchCriteria>): SearchCriteria => ({
  journeyType: 'round-trip',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  promoCodes: [],
  itineraryParts: [
    { origin: 'LHR', destination: 'JFK', date: '2026-07-08' },
    { origin: 'JFK', destination: 'LHR', date: '2026-07-15' },
  ],
  passengers: { ADT: 1, YTH: 1, CHD: 1 },
  direction: 0,
  flights: [],
  ...change,
})

describe('recentSearchOf', () => {
  it('keeps a round trip with youths and seniors counted as adults', () => {
    expect(recentSearchOf(criteria({}))).toEqual({
      origin: 'LHR',
      destination: 'JFK',
      departureDate: '2026-07-08',
      returnDate: '2026-07-15',
      cabinClass: 'Economy',
      adults: 2,
      children: 1,
      infants: 0,
    })
  })

  it('keeps no multi-city search: the account keeps one route', () => {
    expect(recentSearchOf(criteria({ journeyType: 'multi-city' }))).toBeUndefined()
  })
})

describe('criteriaOfRecent', () => {
  it('leaves a departure gone by for the traveller to choose, keeping the route and passengers', () => {
    const search = { ...recentSearchOf(criteria({}))!, departureDate: '2026-06-01', returnDate: '2026-06-10' }
    const filled = criteriaOfRecent(search, config, TODAY)
    expect(filled?.itineraryParts).toEqual([
      { origin: 'LHR', destination: 'JFK', date: '' },
      { origin: 'JFK', destination: 'LHR', date: '' },
    ])
    expect(filled?.passengers).toEqual({ ADT: 2, CHD: 1 })
  })
})
