import { describe, expect, it } from 'vitest'
import { searchVariables } from '../../../../core/search/search-variables'
import type { SearchCriteria } from '../../../../core/search/types'
import { BOOKED, CHANGEABLE_TRIP } from '../../fixtures/exchange'
import { exchangeCriteria, exchangeFlights } from './exchange-criteria'

const base: SearchCriteria = {
  journeyType: 'one-way',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  currency: 'EUR',
  promoCodes: [],
  itineraryParts: [],
  passengers: { ADT: 1 },
  direction: 0,
  flights: [],
}

describe('the search of a change of flights', () => {
  it("has the trip's parts and passengers, and an exchangeType", () => {
    const criteria = exchangeCriteria(base, CHANGEABLE_TRIP, BOOKED, 0)
    expect(criteria.itineraryParts.map((p) => [p.origin, p.destination, p.date])).toEqual([
      ['LHR', 'JFK', '2026-12-01'],
      ['JFK', 'LHR', '2026-12-08'],
    ])
    expect([criteria.journeyType, criteria.passengers, criteria.exchangeType]).toEqual([
      'round-trip',
      { ADT: 2, CHD: 1, INF: 1 },
      'VOLUNTARY',
    ])
  })

  it('changing the outbound searches it and keeps the return with its booked offer', () => {
    const { criteria } = searchVariables(exchangeCriteria(base, CHANGEABLE_TRIP, BOOKED, 0))
    expect(criteria.itineraryParts.map((p) => p.selectedOfferRef)).toEqual([undefined, 'booked-1'])
  })

  it('changing the return searches it, the outbound kept and chosen before it', () => {
    const criteria = exchangeCriteria(base, CHANGEABLE_TRIP, BOOKED, 1)
    expect([criteria.direction, criteria.flights]).toEqual([1, ['booked-0']])
    expect(searchVariables(criteria).criteria.itineraryParts.map((p) => p.selectedOfferRef)).toEqual([
      'booked-0',
      undefined,
    ])
  })

  it('sends neither currency nor passengers', () => {
    const { criteria } = searchVariables(exchangeCriteria(base, CHANGEABLE_TRIP, BOOKED, 0))
    expect([criteria.currency, criteria.passengers]).toEqual([undefined, undefined])
  })

  it('once the part has its new offer, the trip has one offer per part, the kept one as booked', () => {
    const criteria = exchangeCriteria(base, CHANGEABLE_TRIP, BOOKED, 0)
    expect(exchangeFlights(criteria, 'new-0')).toEqual(['new-0', 'booked-1'])
  })
})
