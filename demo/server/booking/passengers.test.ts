// @vitest-environment node
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { adult, contact } from '../test-support/booking'
import type { Itinerary } from './itinerary'
import { ageOn, validatePassengers, type PassengerData } from './passengers'

const trip = (overrides: Partial<Itinerary> = {}): Itinerary => ({
  currency: 'USD',
  cart: { currency: 'USD', parts: [], passengers: [], fare: 0, taxes: 0, total: 0, points: null },
  segments: [],
  counts: { ADT: 1, YTH: 0, SRC: 0, CHD: 0, INF: 0 },
  lastFlightDate: '2026-06-09',
  international: true,
  exchange: false,
  ...overrides,
})

function detailsOf(run: () => unknown): Array<{ path: string; code: string }> {
  try {
    run()
  } catch (error) {
    if (error instanceof GraphQLError) return error.extensions.details as Array<{ path: string; code: string }>
    throw error
  }
  throw new Error('expected a validation error')
}

const child = (overrides: Partial<PassengerData> = {}) =>
  adult('C1', { type: 'CHD', dateOfBirth: '2018-01-01', ...overrides })
const infant = (overrides: Partial<PassengerData> = {}) =>
  adult('I1', { type: 'INF', dateOfBirth: '2025-12-01', infantOf: 'A1', ...overrides })
const family = trip({ counts: { ADT: 1, YTH: 0, SRC: 0, CHD: 1, INF: 1 } })

describe('passenger validation', () => {
  it('counts age in whole years on a date', () => {
    expect(ageOn('2014-06-10', '2026-06-09')).toBe(11)
    expect(ageOn('2014-06-09', '2026-06-09')).toBe(12)
  })

  it('accepts an adult, a child and an infant tied to the adult, trimming names', () => {
    const valid = validatePassengers([adult('A1', { givenName: ' Ada ' }), child(), infant()], contact, family)
    expect(valid.passengers[0]?.givenName).toBe('Ada')
    expect(valid.contact.phoneNumber).toBe('7700900123')
  })

  it('refuses a child who is 12 on the date of the last flight, with the field path', () => {
    expect(
      detailsOf(() => validatePassengers([adult(), child({ dateOfBirth: '2014-06-09' }), infant()], contact, family)),
    ).toEqual([{ path: 'passengers.1.dateOfBirth', code: 'CHILD_AGE' }])
  })

  it('refuses a child under 2', () => {
    expect(
      detailsOf(() => validatePassengers([adult(), child({ dateOfBirth: '2025-01-01' }), infant()], contact, family)),
    ).toContainEqual({ path: 'passengers.1.dateOfBirth', code: 'CHILD_AGE' })
  })

  it('refuses an infant who turns 2 before the last flight', () => {
    expect(
      detailsOf(() => validatePassengers([adult(), child(), infant({ dateOfBirth: '2024-06-01' })], contact, family)),
    ).toEqual([{ path: 'passengers.2.dateOfBirth', code: 'INFANT_AGE' }])
  })

  it('refuses an infant not tied to an adult of the booking', () => {
    expect(
      detailsOf(() => validatePassengers([adult(), child(), infant({ infantOf: 'C1' })], contact, family)),
    ).toEqual([{ path: 'passengers.2.infantOf', code: 'ADULT_REQUIRED' }])
  })

  it('requires dates of birth and travel documents on international trips only', () => {
    const bare = adult('A1', { dateOfBirth: null, travelDocument: null })
    expect(detailsOf(() => validatePassengers([bare], contact, trip()))).toEqual([
      { path: 'passengers.0.dateOfBirth', code: 'REQUIRED' },
      { path: 'passengers.0.travelDocument', code: 'REQUIRED' },
    ])
    expect(validatePassengers([bare], contact, trip({ international: false })).passengers).toHaveLength(1)
  })

  it('refuses names with digits or symbols, and accepts spaces, hyphens and apostrophes', () => {
    expect(
      detailsOf(() => validatePassengers([adult('A1', { givenName: 'Ad4', familyName: 'Smith!' })], contact, trip())),
    ).toEqual([
      { path: 'passengers.0.givenName', code: 'INVALID_NAME' },
      { path: 'passengers.0.familyName', code: 'INVALID_NAME' },
    ])
    expect(
      validatePassengers([adult('A1', { givenName: 'Mary Ann', familyName: "D'Arcy-Lee" })], contact, trip())
        .passengers,
    ).toHaveLength(1)
  })

  it('asks for names in Latin letters, as in the passport, and takes their accents', () => {
    expect(
      detailsOf(() => validatePassengers([adult('A1', { givenName: 'محمد', familyName: 'Иванов' })], contact, trip())),
    ).toEqual([
      { path: 'passengers.0.givenName', code: 'NOT_LATIN_NAME' },
      { path: 'passengers.0.familyName', code: 'NOT_LATIN_NAME' },
    ])
    expect(
      validatePassengers([adult('A1', { givenName: 'Zoë', familyName: 'Ørsted-Weiß' })], contact, trip()).passengers,
    ).toHaveLength(1)
  })

  it('refuses a travel document that expires before the trip ends', () => {
    const doc = {
      type: 'PASSPORT',
      number: 'X1234567',
      issuingCountry: 'GB',
      expiryDate: '2026-06-09',
      nationality: 'GB',
    }
    expect(detailsOf(() => validatePassengers([adult('A1', { travelDocument: doc })], contact, trip()))).toEqual([
      { path: 'passengers.0.travelDocument.expiryDate', code: 'DOCUMENT_EXPIRES' },
    ])
  })

  it('refuses a malformed email and phone country code', () => {
    expect(
      detailsOf(() =>
        validatePassengers([adult()], { ...contact, email: 'ada@example', phoneCountryCode: '+44' }, trip()),
      ),
    ).toEqual([
      { path: 'contact.email', code: 'INVALID_EMAIL' },
      { path: 'contact.phoneCountryCode', code: 'INVALID_COUNTRY_CODE' },
    ])
  })

  it('refuses a party that does not match the searched passenger counts', () => {
    expect(detailsOf(() => validatePassengers([adult(), adult('A2')], contact, trip()))).toEqual([
      { path: 'passengers', code: 'ADT_COUNT' },
    ])
  })
})
