// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_SEARCH_CONFIG } from './config'
import { criteriaFromQuery } from './criteria-from-query'
import type { SearchCriteria } from './types'
import { searchKey, searchVariables } from './search-variables'
import { forFlightSelection } from './read-criteria'

const criteria: SearchCriteria = {
  journeyType: 'round-trip',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  promoCodes: [],
  itineraryParts: [
    { origin: 'LHR', destination: 'JFK', date: '2026-12-01' },
    { origin: 'JFK', destination: 'LHR', date: '2026-12-08' },
  ],
  passengers: { ADT: 1 },
  direction: 1,
  flights: ['123'],
}

describe('searchFlights variables', () => {
  it('sends a numeric flight reference from the URL as the String it reads, normalised', () => {
    const query = new URLSearchParams(
      'origin0=LHR&destination0=JFK&date0=12-01-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&journeyType=round-trip&direction=1&flight=0123.4',
    )
    const { criteria: read } = criteriaFromQuery(query, DEFAULT_SEARCH_CONFIG, { today: new Date(2026, 10, 21) })
    const { criteria: sent } = searchVariables(read)
    expect(sent.itineraryParts.map((part) => part.selectedOfferRef)).toEqual(['123', undefined])
  })

  it('sends -1 as "-1" for the third part of a flexible-calendar round trip', () => {
    const parts = [...criteria.itineraryParts, { origin: 'LHR', destination: 'CDG', date: '2026-12-10' }]
    const { criteria: sent } = searchVariables({ ...criteria, searchType: 'FLEXIBLECALENDAR', itineraryParts: parts })
    expect(sent.itineraryParts.map((part) => part.selectedOfferRef)).toEqual([undefined, undefined, '-1'])
  })

  it('keys a search by everything it sends, page included', () => {
    const page = { offset: 0, limit: 100, sort: 'PRICE' as const }
    expect(searchKey(searchVariables(criteria, page))).toBe(searchKey(searchVariables({ ...criteria }, { ...page })))
    expect(searchKey(searchVariables(criteria, page))).not.toBe(
      searchKey(searchVariables(criteria, { ...page, offset: 100 })),
    )
  })
})

describe('selections on flight selection', () => {
  it('reads a direction past the first part without a selection as that part', () => {
    expect(forFlightSelection({ ...criteria, flights: [] }).direction).toBe(0)
  })

  it('drops selections beyond the parts', () => {
    expect(forFlightSelection({ ...criteria, flights: ['a', 'b', 'c'] }).flights).toEqual(['a', 'b'])
  })
})
