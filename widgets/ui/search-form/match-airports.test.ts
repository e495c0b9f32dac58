// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fixture from '../../../demo/mocks/airports.json'
import { matchAirports } from './match-airports'

const airports = fixture.data.airports
const codes = (text: string) => matchAirports(airports, text).map((airport) => airport.code)

describe('matchAirports', () => {
  it('puts an exact code first', () => {
    expect(codes('dub')[0]).toBe('DUB')
  })
  it('matches the start of a city', () => {
    expect(codes('lon')).toEqual(['LGW', 'LHR'])
  })
  it('matches a word inside an airport name', () => {
    expect(codes('heathrow')).toEqual(['LHR'])
  })
  it('matches a country', () => {
    expect(codes('united states')).toEqual(['LAX', 'JFK'])
  })
  it('ignores case and accents on both sides', () => {
    expect(codes('SÃO PAULO')).toEqual(['GRU'])
    expect(codes('zurich')).toEqual(['ZRH'])
  })
  it('matches nothing for an empty text', () => {
    expect(codes('  ')).toEqual([])
  })
  it('returns at most the limit', () => {
    expect(matchAirports(airports, 'a', 3)).toHaveLength(3)
  })
  it('never matches the inside of a word: "lon" is London, not Barcelona; "ny" New York, not Germany', () => {
    const place = (code: string, city: string, name: string, country: string) => ({ code, city, name, country })
    const list = [
      place('BCN', 'Barcelona', 'Josep Tarradellas Barcelona–El Prat Airport', 'Spain'),
      place('LHR', 'London', 'London Heathrow Airport', 'United Kingdom'),
      place('FRA', 'Frankfurt', 'Frankfurt Airport', 'Germany'),
      place('JFK', 'New York', 'John F Kennedy International Airport', 'United States'),
    ]
    const found = (text: string) => matchAirports(list, text).map((airport) => airport.code)
    expect(found('lon')).toEqual(['LHR'])
    expect(found('ny')).toEqual(['JFK'])
    expect(found('york')).toEqual(['JFK'])
    expect(found('prat')).toEqual(['BCN'])
  })
})
