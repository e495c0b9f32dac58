// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { criteriaFromQuery } from './criteria-from-query'
import { DEFAULT_SEARCH_CONFIG, searchConfig } from './config'
import type { SearchConfig } from './types'

const today = new Date(2026, 10, 21)
const read = (
  query: string,
  config: SearchConfig = DEFAULT_SEARCH_CONFIG,
  options: { searchType?: 'CALENDAR30'; byFlightNumber?: boolean } = {},
) => criteriaFromQuery(new URLSearchParams(query), config, { today, ...options })
const roundTrip = 'origin0=LHR&destination0=JFK&date0=12-01-2026&origin1=JFK&destination1=LHR&date1=12-08-2026'

describe('query string to search criteria', () => {
  it('reads query-string dates as MM-DD-YYYY', () => {
    expect(read(roundTrip).criteria.itineraryParts.map((p) => p.date)).toEqual(['2026-12-01', '2026-12-08'])
  })

  it('drops a part whose date is garbled, and says why once: by the date', () => {
    const { criteria, problems, partsDropped } = read('origin0=LHR&destination0=JFK&date0=2026-12-01')
    expect(criteria.itineraryParts).toEqual([])
    expect(problems).toEqual(['DATE_INVALID'])
    expect(partsDropped).toBe(true)
  })

  it('says a part lacking an airport was dropped, beside another part’s date', () => {
    const { problems, partsDropped } = read(
      'origin0=LHR&destination0=JFK&date0=2026-12-01&origin1=JFK&date1=12-08-2026',
    )
    expect(problems).toEqual(['DATE_INVALID', 'PART_DROPPED'])
    expect(partsDropped).toBe(true)
    expect(read(roundTrip).partsDropped).toBe(false)
  })

  it('keeps what was valid of dropped parts in the draft for the search form, never in the criteria', () => {
    const { criteria, draft } = read(
      'origin0=LHR&destination0=J1K&date0=11-20-2026&journeyType=one-way&ADT=2&flight=12&direction=1',
    )
    expect(criteria.itineraryParts).toEqual([])
    expect(draft.itineraryParts).toEqual([{ origin: 'LHR', destination: '', date: '' }])
    expect(draft).toMatchObject({ journeyType: 'one-way', passengers: { ADT: 2 }, flights: [], direction: 0 })
  })

  it('drops a part in the past, and says so', () => {
    const { criteria, problems } = read('origin0=LHR&destination0=JFK&date0=11-20-2026')
    expect(criteria.itineraryParts).toEqual([])
    expect(problems).toContain('DATE_PAST')
  })

  it('drops a part beyond the booking horizon', () => {
    expect(read('origin0=LHR&destination0=JFK&date0=11-20-2027').problems).toContain('DATE_BEYOND_HORIZON')
  })

  it('drops itinerary parts with no origin, destination or date', () => {
    const { criteria } = read(
      'origin0=LHR&date0=12-01-2026&origin1=JFK&destination1=LHR&date1=12-08-2026&destination2=CDG',
    )
    expect(criteria.itineraryParts).toEqual([{ origin: 'JFK', destination: 'LHR', date: '2026-12-08' }])
  })

  it('keeps parts without airports when searching by flight number', () => {
    const { criteria } = read('date0=12-01-2026&flight=123', DEFAULT_SEARCH_CONFIG, { byFlightNumber: true })
    expect(criteria.itineraryParts).toEqual([{ origin: '', destination: '', date: '2026-12-01' }])
  })

  it('never passes on an airport code that is not three letters', () => {
    const { criteria, problems } = read('origin0=<script>alert(1)</script>&destination0=JFK&date0=12-01-2026')
    expect(criteria.itineraryParts).toEqual([])
    expect(problems).toContain('AIRPORT_INVALID')
  })

  it('parses passenger counts as integers', () => {
    expect(read(`${roundTrip}&ADT=2.9&CHD=1`).criteria.passengers).toEqual({ ADT: 2, CHD: 1 })
  })

  it('clamps passenger counts between the configured min and max per type', () => {
    const { criteria, problems } = read(`${roundTrip}&ADT=999&CHD=-4`)
    expect(criteria.passengers.ADT).toBe(9)
    expect(criteria.passengers.CHD).toBeUndefined()
    expect(problems).toContain('PASSENGERS_CLAMPED')
  })

  it('ignores disabled passenger types', () => {
    expect(read(`${roundTrip}&ADT=1&YTH=2`).criteria.passengers).toEqual({ ADT: 1 })
  })

  it('gives at least the minimum adults when the query names none', () => {
    expect(read(roundTrip).criteria.passengers).toEqual({ ADT: 1 })
  })

  it('never lets infants outnumber adults', () => {
    expect(read(`${roundTrip}&ADT=1&INF=3`).criteria.passengers).toEqual({ ADT: 1, INF: 1 })
  })

  it('keeps the total within the passenger cap', () => {
    const { criteria } = read(`${roundTrip}&ADT=6&CHD=6&INF=2`)
    const total = Object.values(criteria.passengers).reduce((sum, n) => sum + (n ?? 0), 0)
    expect(total).toBe(9)
    expect(criteria.passengers.ADT).toBe(6)
  })

  it('uses the cabin class only if classes are enabled, else the default class', () => {
    expect(read(`${roundTrip}&class=Business`).criteria.cabinClass).toBe('Business')
    expect(read(`${roundTrip}&class=Business`, searchConfig({ classesEnabled: false })).criteria.cabinClass).toBe(
      'Economy',
    )
  })

  it('falls back to the default class for an unknown one', () => {
    expect(read(`${roundTrip}&class=Deluxe`).criteria.cabinClass).toBe('Economy')
  })

  it('falls back to the configured journey type for a missing or unknown one', () => {
    const config = searchConfig({ defaultJourneyType: 'multi-city' })
    expect(read(`${roundTrip}&journeyType=sideways`, config).criteria.journeyType).toBe('multi-city')
    expect(read(roundTrip, config).criteria.journeyType).toBe('multi-city')
    expect(read('', config).criteria.journeyType).toBe('multi-city')
    expect(read(`${roundTrip}&journeyType=sideways`).criteria.journeyType).toBe('round-trip')
  })

  it('falls back to the configured award booking default for a missing or malformed one', () => {
    expect(
      read(`${roundTrip}&awardBooking=maybe`, searchConfig({ defaultAwardBooking: true })).criteria.awardBooking,
    ).toBe(true)
    expect(read(roundTrip, searchConfig({ defaultAwardBooking: true })).criteria.awardBooking).toBe(true)
    expect(read(`${roundTrip}&awardBooking=maybe`).criteria.awardBooking).toBe(false)
  })

  it('reads award booking as true or false', () => {
    expect(read(`${roundTrip}&awardBooking=true`).criteria.awardBooking).toBe(true)
    expect(read(`${roundTrip}&awardBooking=false`).criteria.awardBooking).toBe(false)
  })

  it('lets the parts correct a journey type that disagrees with them', () => {
    expect(read('origin0=LHR&destination0=JFK&date0=12-01-2026&journeyType=round-trip').criteria.journeyType).toBe(
      'one-way',
    )
  })

  it('removes the text after the first dot of a flight reference and normalises numeric ones as strings', () => {
    expect(read(`${roundTrip}&flight=012.3&flight1=abc.def.g`).criteria.flights).toEqual(['12', 'abc'])
  })

  it('reads promo codes from promoCode0, promoCode1, ... in capitals, dropping malformed and repeated ones', () => {
    expect(
      read(`${roundTrip}&promoCode0=zzsave10&promoCode1=<b>&promoCode2=ZZSAVE10&promoCode3=spring`).criteria.promoCodes,
    ).toEqual(['ZZSAVE10', 'SPRING'])
  })

  it('reads the currency as a three-letter code, ignoring a malformed one', () => {
    expect(read(`${roundTrip}&currency=eur`).criteria.currency).toBe('EUR')
    expect(read(`${roundTrip}&currency=euros`).criteria.currency).toBeUndefined()
  })

  it('reads the point of sale as a two-letter country code, ignoring a malformed one', () => {
    expect(read(`${roundTrip}&pointOfSale=gb`).criteria.pointOfSale).toBe('GB')
    expect(read(`${roundTrip}&pointOfSale=<script>`).criteria.pointOfSale).toBeUndefined()
  })

  it('reads the locale by the key pattern xx-YY, ignoring a malformed one', () => {
    expect(read(`${roundTrip}&locale=de-DE`).criteria.locale).toBe('de-DE')
    expect(read(`${roundTrip}&locale=german`).criteria.locale).toBeUndefined()
  })

  it('reads activeMonth as YYYY-MM, ignoring a malformed one', () => {
    expect(read(`${roundTrip}&activeMonth=2026-12`).criteria.activeMonth).toBe('2026-12')
    expect(read(`${roundTrip}&activeMonth=2026-13`).criteria.activeMonth).toBeUndefined()
    expect(read(`${roundTrip}&activeMonth=12-2026`).criteria.activeMonth).toBeUndefined()
  })

  it('reads direction as the index of the part being chosen, 0 when malformed', () => {
    expect(read(`${roundTrip}&direction=1`).criteria.direction).toBe(1)
    expect(read(`${roundTrip}&direction=-1`).criteria.direction).toBe(0)
    expect(read(`${roundTrip}&direction=next`).criteria.direction).toBe(0)
  })

  it('ignores a direction beyond the last part', () => {
    expect(read(`${roundTrip}&direction=7`).criteria.direction).toBe(1)
  })

  it('takes the search type from the page', () => {
    expect(read(roundTrip, DEFAULT_SEARCH_CONFIG, { searchType: 'CALENDAR30' }).criteria.searchType).toBe('CALENDAR30')
    expect(read(roundTrip).criteria.searchType).toBe('BRANDED')
  })
})
