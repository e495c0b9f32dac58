// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { criteriaToQuery } from './criteria-to-query'
import { criteriaFromQuery } from './criteria-from-query'
import { DEFAULT_SEARCH_CONFIG, searchConfig } from './config'
import { parseFlightReference } from './flight-reference'

describe('criteria to query string', () => {
  it('writes what criteriaFromQuery reads back unchanged', () => {
    const query = new URLSearchParams(
      'origin0=LHR&destination0=JFK&date0=12-01-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&ADT=2&CHD=1&class=Business&journeyType=round-trip&promoCode0=ZZSAVE10&awardBooking=false&currency=EUR&direction=1&flight=abc',
    )
    const { criteria } = criteriaFromQuery(query, DEFAULT_SEARCH_CONFIG, { today: new Date(2026, 10, 21) })
    const again = criteriaFromQuery(criteriaToQuery(criteria), DEFAULT_SEARCH_CONFIG, { today: new Date(2026, 10, 21) })
    expect(again.criteria).toEqual(criteria)
    expect(criteriaToQuery(criteria).get('date0')).toBe('12-01-2026')
  })

  it('adds the execution key when a conversation exists', () => {
    const { criteria } = criteriaFromQuery(
      new URLSearchParams('origin0=LHR&destination0=JFK&date0=12-01-2026'),
      DEFAULT_SEARCH_CONFIG,
      {
        today: new Date(2026, 10, 21),
      },
    )
    expect(criteriaToQuery(criteria, 'k1').get('execution')).toBe('k1')
  })
})

describe('flight reference', () => {
  it('removes the text after the first dot', () => {
    expect(parseFlightReference('ab.cd.ef')).toBe('ab')
  })
  it('normalises a numeric value as a number would be, and keeps it a string', () => {
    expect(parseFlightReference('0042.7')).toBe('42')
  })
  it('keeps a reference with letters as it is', () => {
    expect(parseFlightReference('0042a')).toBe('0042a')
  })
})

describe('search configuration', () => {
  it('keeps defaults for values of the wrong type', () => {
    const config = searchConfig({ maxParts: 'six', passengerTypes: { CHD: { enabled: false, max: 'x' } } })
    expect(config.maxParts).toBe(4)
    expect(config.passengerTypes.CHD).toEqual({ enabled: false, min: 0, max: 8 })
  })
})
