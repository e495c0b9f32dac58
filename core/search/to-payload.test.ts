// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toSearchPayload } from './to-payload'
import { cleanPayload } from './clean-payload'
import type { SearchCriteria } from './types'

const base: SearchCriteria = {
  journeyType: 'round-trip',
  searchType: 'BRANDED',
  cabinClass: 'Economy',
  awardBooking: false,
  currency: 'USD',
  promoCodes: [],
  itineraryParts: [
    { origin: 'LHR', destination: 'JFK', date: '2026-12-01' },
    { origin: 'JFK', destination: 'LHR', date: '2026-12-08' },
  ],
  passengers: { ADT: 2, CHD: 0, INF: 1 },
  direction: 0,
  flights: [],
}

describe('search payload', () => {
  it('sends dates as YYYY-MM-DD with origin and destination codes', () => {
    expect(toSearchPayload(base).itineraryParts[0]).toEqual({ origin: 'LHR', destination: 'JFK', date: '2026-12-01' })
  })

  it('drops zero passenger counts', () => {
    expect(toSearchPayload(base).passengers).toEqual({ ADT: 2, INF: 1 })
  })

  it('sends awardBooking as true or false', () => {
    expect(toSearchPayload(base).awardBooking).toBe(false)
    expect(toSearchPayload({ ...base, awardBooking: true }).awardBooking).toBe(true)
  })

  it('defaults the search type to BRANDED', () => {
    expect(toSearchPayload({ ...base, searchType: undefined as unknown as 'BRANDED' }).searchType).toBe('BRANDED')
  })

  it('drops a blank point of sale', () => {
    const payload = toSearchPayload({ ...base, pointOfSale: '  ' })
    expect('pointOfSale' in payload).toBe(false)
  })

  it('applies selected offers only when direction is above 0', () => {
    expect(toSearchPayload({ ...base, flights: ['o1'] }).itineraryParts[0]?.selectedOfferRef).toBeUndefined()
    expect(toSearchPayload({ ...base, flights: ['o1'], direction: 1 }).itineraryParts[0]?.selectedOfferRef).toBe('o1')
  })

  it('applies no selected offer to the part being chosen', () => {
    expect(
      toSearchPayload({ ...base, flights: ['o1', 'o2'], direction: 1 }).itineraryParts[1]?.selectedOfferRef,
    ).toBeUndefined()
  })

  it('never applies selected offers to a 30-day calendar search', () => {
    const payload = toSearchPayload({ ...base, searchType: 'CALENDAR30', flights: ['o1'], direction: 1 })
    expect(payload.itineraryParts[0]?.selectedOfferRef).toBeUndefined()
  })

  it('clears the selected offer of the first and second legs of a flexible-calendar round trip and sets -1 for others', () => {
    const payload = toSearchPayload({
      ...base,
      searchType: 'FLEXIBLECALENDAR',
      flights: ['o1', 'o2', 'o3'],
      direction: 2,
      itineraryParts: [...base.itineraryParts, { origin: 'LHR', destination: 'CDG', date: '2026-12-10' }],
    })
    expect(payload.itineraryParts.map((part) => part.selectedOfferRef)).toEqual([undefined, undefined, '-1'])
  })

  it('drops currency and passengers and sends exchangeType on exchange searches', () => {
    const payload = toSearchPayload({ ...base, exchangeType: 'VOLUNTARY' })
    expect(payload.currency).toBeUndefined()
    expect(payload.passengers).toBeUndefined()
    expect(payload.exchangeType).toBe('VOLUNTARY')
  })

  describe('an exchange (one part searched, the others kept as booked)', () => {
    const keepReturn: SearchCriteria = {
      ...base,
      exchangeType: 'VOLUNTARY',
      itineraryParts: [
        { origin: 'LHR', destination: 'JFK', date: '2026-12-03' },
        { origin: 'JFK', destination: 'LHR', date: '2026-12-08', selectedOfferRef: 'booked1' },
      ],
    }

    it('sends the kept part after the searched one with its booked offer', () => {
      expect(toSearchPayload(keepReturn).itineraryParts.map((part) => part.selectedOfferRef)).toEqual([
        undefined,
        'booked1',
      ])
    })

    it('sends no offer for the part searched, even one chosen before', () => {
      const payload = toSearchPayload({ ...keepReturn, flights: ['new0', 'booked1'] })
      expect(payload.itineraryParts[0]?.selectedOfferRef).toBeUndefined()
    })

    it('sends the kept part before the searched one with its booked offer', () => {
      const keepOutbound: SearchCriteria = {
        ...base,
        exchangeType: 'VOLUNTARY',
        direction: 1,
        flights: ['booked0'],
        itineraryParts: [{ ...keepReturn.itineraryParts[0]!, selectedOfferRef: 'booked0' }, base.itineraryParts[1]!],
      }
      expect(toSearchPayload(keepOutbound).itineraryParts.map((part) => part.selectedOfferRef)).toEqual([
        'booked0',
        undefined,
      ])
    })

    it('keeps the booked part on a 30-day calendar search too', () => {
      const payload = toSearchPayload({ ...keepReturn, searchType: 'CALENDAR30' })
      expect(payload.itineraryParts[1]?.selectedOfferRef).toBe('booked1')
    })

    it('sends one itinerary part per part of the trip, with neither currency nor passengers', () => {
      const payload = toSearchPayload(keepReturn)
      expect([payload.itineraryParts.length, payload.currency, payload.passengers]).toEqual([2, undefined, undefined])
    })
  })
})

describe('payload cleaning', () => {
  it('drops empty and blank strings and empty objects, keeping booleans and numbers', () => {
    expect(
      cleanPayload({ a: '', b: '  ', c: {}, d: { e: '' }, f: false, g: 0, h: 'x', i: [1, '', { j: '' }] }),
    ).toEqual({
      f: false,
      g: 0,
      h: 'x',
      i: [1],
    })
  })
})
